// The worker thread that draws PDFs (lib/export/pdf-queue.ts starts it): @react-pdf/renderer's
// layout is hundreds of ms of CPU per PDF, and on the server's own thread it held up every other request.
import { parentPort } from "node:worker_threads";
import { renderJob, type PdfJob } from "./job";
import { yieldToRequests } from "@/lib/server/thread-priority";
import type { WorkerReply } from "@/lib/server/worker-call";

/** What the worker answers for one job: the PDF's bytes, or why it could not be drawn. */
export type PdfReply = WorkerReply<{ pdf: Uint8Array }>;

yieldToRequests();

parentPort?.on("message", async ({ id, job }: { id: number; job: PdfJob }) => {
  let reply: PdfReply;
  try {
    reply = { id, pdf: await renderJob(job) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
