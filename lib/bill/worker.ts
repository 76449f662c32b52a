/// <reference lib="webworker" />
import { readFocusStream } from "./stream";
import type { Hardware } from "@/lib/catalog/schema";
import { BillRefused, type Bill, type GpuRule } from "./types";

/** What the page sends: the dropped file (read here, never uploaded), the user's rules and the hardware catalog. */
export interface WorkerRequest {
  file: File;
  rules: GpuRule[];
  hardware: Hardware[];
}

export type WorkerMessage =
  | { type: "progress"; read: number; total: number }
  | { type: "done"; bill: Bill }
  | { type: "refused"; message: string };

const post = (message: WorkerMessage) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { file, rules, hardware } = event.data;
  let last = 0;
  try {
    const bill = await readFocusStream(file.stream() as ReadableStream<Uint8Array<ArrayBuffer>>, {
      rules,
      hardware,
      fileName: file.name,
      onProgress: (read) => {
        // A message per megabyte is plenty for a progress bar.
        if (read - last >= 1024 * 1024 || read === file.size) {
          last = read;
          post({ type: "progress", read, total: file.size });
        }
      },
    });
    post({ type: "done", bill });
  } catch (error) {
    post({
      type: "refused",
      message: error instanceof BillRefused ? error.message : `The file could not be read: ${(error as Error).message}`,
    });
  }
};
