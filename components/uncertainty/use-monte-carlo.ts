"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Scenario, UncertaintyResult } from "@/lib/tco/types";
import type { WorkerReply } from "./worker-protocol";

/**
 * The simulation's state as the panel shows it: the last finished result (kept while a newer
 * one runs, marked stale) and the progress of the one running.
 */
export interface MonteCarloState {
  result: UncertaintyResult | null;
  /** The finished result belongs to other inputs than the ones now asked for. */
  stale: boolean;
  running: boolean;
  done: number;
  runs: number;
  /** How long the shown result took in the worker, in ms. */
  ms: number | null;
  error: string | null;
}

type Answer =
  | { kind: "progress"; for: Scenario; done: number; runs: number }
  | { kind: "result"; for: Scenario; result: UncertaintyResult; ms: number }
  | { kind: "error"; for: Scenario; message: string };

/**
 * Runs the scenario's Monte Carlo simulation in a Web Worker whenever `scenario` changes (null,
 * or no `uncertainty`: nothing to run). Every change posts a new request; the worker drops older
 * ones and their late answers are ignored here, so the newest request always wins and the main
 * thread never computes a run.
 */
export function useMonteCarlo(scenario: Scenario | null): MonteCarloState {
  const worker = useRef<Worker | null>(null);
  const asked = useRef(new Map<number, Scenario>());
  const newest = useRef(0);
  const [last, setLast] = useState<Extract<Answer, { kind: "result" }> | null>(null);
  const [latest, setLatest] = useState<Answer | null>(null);

  // The worker starts with the first scenario that has ranges: most pages never need its code.
  const start = useCallback((): Worker => {
    const w = new Worker(new URL("./monte-carlo.worker.ts", import.meta.url));
    worker.current = w;
    w.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const scenarioAsked = asked.current.get(reply.id);
      if (reply.id !== newest.current || !scenarioAsked) return;
      if (reply.kind === "progress")
        setLatest({ kind: "progress", for: scenarioAsked, done: reply.done, runs: reply.runs });
      else if (reply.kind === "error") setLatest({ kind: "error", for: scenarioAsked, message: reply.message });
      else {
        const answer = { kind: "result" as const, for: scenarioAsked, result: reply.result, ms: reply.ms };
        setLast(answer);
        setLatest(answer);
        asked.current.clear();
      }
    };
    return w;
  }, []);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  useEffect(() => {
    const id = ++newest.current;
    if (!scenario?.uncertainty) return;
    const w = worker.current ?? start();
    asked.current.set(id, scenario);
    w.postMessage({ id, scenario, uncertainty: scenario.uncertainty });
  }, [scenario, start]);

  const wanted = scenario?.uncertainty !== undefined;
  const current = latest?.for === scenario ? latest : null;
  const finished = last?.for === scenario;
  return {
    result: last?.result ?? null,
    stale: last !== null && !finished,
    running: wanted && !finished && current?.kind !== "error",
    done: current?.kind === "progress" ? current.done : finished ? (last?.result.runs ?? 0) : 0,
    runs: scenario?.uncertainty?.runs ?? 0,
    ms: finished ? (last?.ms ?? null) : null,
    error: current?.kind === "error" ? current.message : null,
  };
}
