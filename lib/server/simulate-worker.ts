// A worker thread of the simulation pool (lib/server/simulation-pool.ts starts it): a Monte
// Carlo of 100,000 runs is seconds of CPU, and on the server's own thread it held up every other
// request, /api/health included.
import { parentPort } from "node:worker_threads";
import { yieldToRequests } from "@/lib/server/thread-priority";
import type { WorkerReply } from "@/lib/server/worker-call";
import { computeTco, withUncertainty } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";

/** What the worker answers for one scenario: its result, Monte Carlo included, or why it failed. */
export type SimulationReply = WorkerReply<{ result: TcoResult }>;

yieldToRequests();

parentPort?.on("message", ({ id, scenario }: { id: number; scenario: Scenario }) => {
  let reply: SimulationReply;
  try {
    reply = { id, result: withUncertainty(scenario, computeTco(scenario)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
