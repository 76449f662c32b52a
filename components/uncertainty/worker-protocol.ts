import type { Scenario, Uncertainty, UncertaintyResult } from "@/lib/tco/types";

/** What the page asks the Monte Carlo worker: simulate this scenario with these ranges. */
export interface WorkerRequest {
  id: number;
  scenario: Scenario;
  uncertainty: Uncertainty;
}

/** What the worker answers, tagged with the request's id so that stale answers can be dropped. */
export type WorkerReply =
  | { id: number; kind: "progress"; done: number; runs: number }
  | { id: number; kind: "result"; result: UncertaintyResult; ms: number }
  | { id: number; kind: "error"; message: string };
