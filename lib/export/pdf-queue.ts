import "server-only";
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/http/errors";
import { callWorker, WorkerTimeout } from "@/lib/server/worker-call";
import { renderJob, type PdfJob } from "./pdf/job";

/**
 * PDFs that may wait behind the one being drawn. A summary takes ~150 ms of CPU (more on a loaded
 * machine), so the last of them waits a few seconds; one more is refused with a 503 rather than
 * left to wait longer, and memory stays bounded whatever arrives.
 */
export const PDF_QUEUE_LIMIT = 20;
/** What a refused request is told to wait: about the time the full queue takes to drain. */
export const PDF_RETRY_AFTER_SECONDS = 5;
/** A render that takes longer than this has hung: its worker is ended and the next job gets a new one. */
const RENDER_TIMEOUT_MS = 60_000;

interface Waiting {
  job: PdfJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

const waiting: Waiting[] = [];
let drawing = false;
let worker: Worker | undefined;
let nextId = 0;

/**
 * Under `next start` / `next dev` Turbopack bundles the worker entry (it resolves
 * `new Worker(new URL(…, import.meta.url))`). Unbundled (Vitest, tsx scripts) the entry is
 * TypeScript that Node can't start, so there the queue draws on this thread, one PDF at a time.
 */
const onWorkerThread = () => process.env.NEXT_RUNTIME === "nodejs";

function startWorker(): Worker {
  const started = new Worker(new URL("./pdf/render-worker.ts", import.meta.url));
  // An idle worker must not keep the server alive when it is asked to stop.
  started.unref();
  const forget = () => {
    if (worker === started) worker = undefined;
  };
  started.once("error", forget);
  started.once("exit", forget);
  return started;
}

/** Draws one job on the worker thread; a crash or a hang rejects it, and after a hang the next job starts a new worker. */
async function drawOnWorker(job: PdfJob): Promise<Buffer> {
  const current = (worker ??= startWorker());
  try {
    const { pdf } = await callWorker<{ pdf: Uint8Array }>(
      current,
      ++nextId,
      { job },
      RENDER_TIMEOUT_MS,
      "PDF worker",
      "drawing",
    );
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } catch (error) {
    if (error instanceof WorkerTimeout) {
      if (worker === current) worker = undefined;
      void current.terminate();
    }
    throw error;
  }
}

async function drain(): Promise<void> {
  if (drawing) return;
  drawing = true;
  try {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      try {
        next.resolve(await (onWorkerThread() ? drawOnWorker(next.job) : renderJob(next.job)));
      } catch (error) {
        next.reject(error instanceof Error ? error : new Error(String(error)));
      }
      // On this thread, let the requests that arrived meanwhile be answered before the next render.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    drawing = false;
  }
}

/**
 * Draws a PDF off the request path: on a worker thread under Next, one at a time, so that the
 * server's own thread stays free to answer every other request meanwhile. When
 * {@link PDF_QUEUE_LIMIT} PDFs are already waiting, throws a 503 with Retry-After instead.
 *
 * @example
 * const pdf = await queuedPdf({ kind: "summary", input });
 */
export async function queuedPdf(job: PdfJob): Promise<Buffer> {
  if (waiting.length >= PDF_QUEUE_LIMIT) {
    const message = `Too many PDFs are being made right now. Try again in ${PDF_RETRY_AFTER_SECONDS} seconds.`;
    throw new AppError("unavailable", message, { retryAfterSeconds: PDF_RETRY_AFTER_SECONDS });
  }
  const pdf = new Promise<Buffer>((resolve, reject) => waiting.push({ job, resolve, reject }));
  void drain();
  return pdf;
}
