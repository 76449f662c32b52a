import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, test } from "vitest";
import { callWorker, WorkerTimeout } from "./worker-call";

// A worker that doubles `n`, answers `error` for a negative one, exits on 99 and never answers 0.
const DOUBLER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, n }) => {
  if (n === 99) process.exit(3);
  if (n === 0) return;
  parentPort.postMessage(n < 0 ? { id, error: "negative" } : { id, doubled: 2 * n });
});`;

const started: Worker[] = [];
const doubler = () => {
  const worker = new Worker(DOUBLER, { eval: true });
  started.push(worker);
  return worker;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.terminate()));
});

const listeners = (w: Worker) => ["message", "error", "exit"].map((event) => w.listenerCount(event));

describe("callWorker", () => {
  test("answers each call with the reply of its own id, and leaves no listener behind", async () => {
    const worker = doubler();
    const idle = listeners(worker);
    const replies = await Promise.all(
      [3, 5, 8].map((n, k) => callWorker<{ doubled: number }>(worker, k + 1, { n }, 5_000, "doubler", "doubling")),
    );
    expect(replies.map((r) => [r.id, r.doubled])).toEqual([
      [1, 6],
      [2, 10],
      [3, 16],
    ]);
    expect(listeners(worker)).toEqual(idle);
  });

  test.each([
    ["an error reply", -1, "The doubler failed while doubling: negative"],
    ["the worker exiting", 99, "The doubler exited (3) while doubling"],
  ])("rejects on %s, naming the worker", async (_, n, message) => {
    const worker = doubler();
    await expect(callWorker(worker, 1, { n }, 5_000, "doubler", "doubling")).rejects.toThrow(message);
  });

  test("a job with no answer in time rejects with WorkerTimeout, and the worker still takes the next job", async () => {
    const worker = doubler();
    const hung = callWorker(worker, 1, { n: 0 }, 50, "doubler", "doubling");
    await expect(hung).rejects.toBeInstanceOf(WorkerTimeout);
    await expect(hung).rejects.toThrow("The doubler took more than 0.05 s");
    expect((await callWorker<{ doubled: number }>(worker, 2, { n: 4 }, 5_000, "doubler", "doubling")).doubled).toBe(8);
  });
});
