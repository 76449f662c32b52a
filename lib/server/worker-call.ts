import type { Worker } from "node:worker_threads";

/** What a worker thread answers for one job: its result, or why it failed. */
export type WorkerReply<T> = ({ id: number } & T) | { id: number; error: string };

/** The job took longer than allowed: the worker may be stuck, so the caller ends it. */
export class WorkerTimeout extends Error {}

/**
 * Posts `{ id, ...message }` to `worker` and waits for the reply with that id. A reply with
 * `error`, the worker crashing or exiting, or no reply within `timeoutMs` rejects (the last with
 * {@link WorkerTimeout}); every listener is removed however it ends, so a worker can take job
 * after job. The PDF queue and the simulation pool both run their jobs through it.
 *
 * @example
 * const reply = await callWorker<{ result: TcoResult }>(worker, 7, { scenario }, 120_000, "simulation worker", "computing");
 * reply.result.totals.cloud;
 */
export function callWorker<T extends object>(
  worker: Worker,
  id: number,
  message: object,
  timeoutMs: number,
  name: string,
  doing: string,
): Promise<{ id: number } & T> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (reply: WorkerReply<T>) => {
      if (reply.id !== id) return;
      done();
      if ("error" in reply) reject(new Error(`The ${name} failed while ${doing}: ${reply.error}`));
      else resolve(reply);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`The ${name} exited (${code}) while ${doing}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new WorkerTimeout(`The ${name} took more than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.postMessage({ id, ...message });
  });
}
