import "server-only";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/http/errors";
import { callWorker } from "@/lib/server/worker-call";
import { computeTco, withUncertainty } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";

/**
 * Simulations that may wait for a free worker. 100,000 runs × 11 ranges is about 3.5 s of CPU on
 * an idle core (11.5 s under load), a default 10,000 runs a few hundred ms: a full queue drains
 * in well under a minute, and one more is refused with a 503 rather than left to wait longer, so
 * memory stays bounded whatever arrives.
 */
export const SIMULATION_QUEUE_LIMIT = 8;
/** What a refused request is told to wait: about the time a worker takes for a large simulation. */
export const SIMULATION_RETRY_AFTER_SECONDS = 10;
/** A simulation that takes longer than this has hung: its worker is ended and the next job gets a new one. */
const SIMULATION_TIMEOUT_MS = 120_000;

/**
 * Worker threads: one core is left to the server's own thread (requests, the PDF worker); at
 * least one, at most four. `TCO_SIMULATION_WORKERS` overrides it.
 */
function poolSize(): number {
  const configured = Number(process.env.TCO_SIMULATION_WORKERS);
  if (Number.isInteger(configured) && configured >= 1) return configured;
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

interface Waiting {
  scenario: Scenario;
  resolve: (result: TcoResult) => void;
  reject: (error: Error) => void;
}

const waiting: Waiting[] = [];
const idle: Worker[] = [];
let busy = 0;
let nextId = 0;

/**
 * Under `next start` / `next dev` Turbopack bundles the worker entry (it resolves
 * `new Worker(new URL(…, import.meta.url))`, as for the PDF worker). Unbundled (Vitest, tsx
 * scripts) the entry is TypeScript that Node can't start, so there the queue computes on this
 * thread, one simulation at a time.
 */
const onWorkerThread = () => process.env.NEXT_RUNTIME === "nodejs";

function startWorker(): Worker {
  const started = new Worker(new URL("./simulate-worker.ts", import.meta.url));
  // An idle worker must not keep the server alive when it is asked to stop.
  started.unref();
  return started;
}

/** Runs one simulation on `worker`; a crash or a hang rejects it and the worker is not reused. */
async function simulateOn(worker: Worker, scenario: Scenario): Promise<TcoResult> {
  const reply = await callWorker<{ result: TcoResult }>(
    worker,
    ++nextId,
    { scenario },
    SIMULATION_TIMEOUT_MS,
    "simulation worker",
    "computing",
  );
  return reply.result;
}

async function runOnWorker(job: Waiting): Promise<void> {
  const worker = idle.pop() ?? startWorker();
  try {
    const result = await simulateOn(worker, job.scenario);
    idle.push(worker);
    job.resolve(result);
  } catch (error) {
    // A worker that failed (crashed, hung, or threw) is not trusted with the next job.
    void worker.terminate();
    job.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

async function runHere(job: Waiting): Promise<void> {
  try {
    job.resolve(withUncertainty(job.scenario, computeTco(job.scenario)));
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(String(error)));
  }
  // Let the requests that arrived meanwhile be answered before the next simulation.
  await new Promise((resolve) => setImmediate(resolve));
}

function pump(): void {
  const slots = onWorkerThread() ? poolSize() : 1;
  while (busy < slots && waiting.length > 0) {
    const job = waiting.shift()!;
    busy += 1;
    void (onWorkerThread() ? runOnWorker(job) : runHere(job)).finally(() => {
      busy -= 1;
      pump();
    });
  }
}

/** The 503 a full queue answers, with Retry-After. */
export const simulationBusy = () =>
  new AppError(
    "unavailable",
    `Too many simulations are being run right now. Try again in ${SIMULATION_RETRY_AFTER_SECONDS} seconds.`,
    { retryAfterSeconds: SIMULATION_RETRY_AFTER_SECONDS },
  );

/**
 * A scenario's result with its Monte Carlo (`withUncertainty(s, computeTco(s))`), computed off the
 * request path: on a pool of worker threads under Next, so that the server's own thread stays free
 * to answer every other request meanwhile. A scenario without ranges is computed at once (a few
 * ms). When {@link SIMULATION_QUEUE_LIMIT} simulations already wait, throws {@link simulationBusy}
 * (a JSON 503 with Retry-After under `route()`) instead.
 *
 * @example
 * return Response.json(await simulate(scenario));
 */
export async function simulate(scenario: Scenario): Promise<TcoResult> {
  if (!scenario.uncertainty) return computeTco(scenario);
  if (waiting.length >= SIMULATION_QUEUE_LIMIT) throw simulationBusy();
  const result = new Promise<TcoResult>((resolve, reject) => waiting.push({ scenario, resolve, reject }));
  pump();
  return result;
}
