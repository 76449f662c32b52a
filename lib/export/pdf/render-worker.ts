// The worker thread that draws PDFs (lib/export/pdf-queue.ts starts it): @react-pdf/renderer's
// layout is hundreds of ms of CPU per PDF, and on the server's own thread it held up every other request.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { renderJob, type PdfJob } from "./job";

/** What the worker answers for one job: the PDF's bytes, or why it could not be drawn. */
export type WorkerReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * Lowers this thread's scheduling priority (Linux: a thread's id is a valid target of
 * setpriority), so that when the cores are busy the server's own thread, which answers every
 * other request, runs first and PDFs take the time left over. Elsewhere the worker keeps the
 * process's priority: it still runs beside the server's thread, only without the precedence.
 */
function yieldToRequests(): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid)) setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: the worker runs at the process's priority.
  }
}

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
