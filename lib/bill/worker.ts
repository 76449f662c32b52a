/// <reference lib="webworker" />
import { readFocusStream } from "./stream";
import { BillRefused, type Bill, type GpuRule } from "./types";

/** What the page sends: the dropped file (read here, never uploaded) and the user's rules. */
export interface WorkerRequest {
  file: File;
  rules: GpuRule[];
}

export type WorkerMessage =
  | { type: "progress"; read: number; total: number }
  | { type: "done"; bill: Bill }
  | { type: "refused"; message: string };

const post = (message: WorkerMessage) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { file, rules } = event.data;
  let last = 0;
  try {
    const bill = await readFocusStream(file.stream() as ReadableStream<Uint8Array<ArrayBuffer>>, {
      rules,
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
