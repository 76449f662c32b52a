// The worker thread that draws PDFs (lib/export/pdf-queue.ts starts it): @react-pdf/renderer's
// layout is hundreds of ms of CPU per PDF, and on the server's own thread it held up every other request.
import { parentPort } from "node:worker_threads";
import { renderJob, type PdfJob } from "./job";
import { yieldToRequests } from "@/lib/server/thread-priority";

/** What the worker answers for one job: the PDF's bytes, or why it could not be drawn. */
export type WorkerReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

yieldToRequests();

parentPort?.on("message", async ({ id, job }: { id: number; job: PdfJob }) => {
  let reply: WorkerReply;
  try {
    reply = { id, pdf: await renderJob(job) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
