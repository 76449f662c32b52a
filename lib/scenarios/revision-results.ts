import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/http/errors";
import { simulate, simulationBusy } from "@/lib/server/simulation-pool";
import type { Scenario, TcoResult } from "@/lib/tco/types";

/** A saved revision: the scenario it holds, and where it lives. */
export interface RevisionSource {
  scenarioId: string;
  version: number;
  scenario: Scenario;
}

/**
 * Results kept, newest use last. One with a 10-year fan chart is about 100 KB, so the cache holds
 * a few MB at most.
 */
const RESULT_CACHE_SIZE = 64;
const results = new Map<string, Promise<TcoResult | "busy">>();

/**
 * The key: the scenario's id and version, and a digest of the inputs themselves, so that an id
 * reused by an import, or a version rewritten by a restore, can never be answered with another
 * scenario's result. The id keeps one workspace's answer from telling another, by its speed, that
 * the same inputs were computed before.
 */
function keyOf(source: RevisionSource): string {
  const digest = createHash("sha256").update(JSON.stringify(source.scenario)).digest("base64url");
  return `${source.scenarioId}\u0000${source.version}\u0000${digest}`;
}

function remember(key: string, result: Promise<TcoResult | "busy">): void {
  results.delete(key);
  if (results.size >= RESULT_CACHE_SIZE) results.delete(results.keys().next().value!);
  results.set(key, result);
}

/** A refusal or a failure is not kept: the next read tries again. */
function forget(key: string, result: Promise<TcoResult | "busy">): void {
  if (results.get(key) === result) results.delete(key);
}

/**
 * A saved revision's result, Monte Carlo included, computed once (on the simulation pool) and
 * reused by every later read of that revision: its share views, PDFs, XLSX files and
 * `GET /api/scenarios/:id?uncertainty=1`. Reads that arrive while it is being computed wait for
 * that one computation instead of queueing their own, so four views of a link at once cost one
 * Monte Carlo. A full queue throws the 503 of {@link simulate}, and nothing is kept.
 *
 * @example
 * const result = await revisionResult({ scenarioId: stored.id, version: stored.version, scenario: stored.scenario });
 * result.uncertainty?.onPremCheaperPct; // 97.3
 */
export async function revisionResult(source: RevisionSource): Promise<TcoResult> {
  const key = keyOf(source);
  let computed = results.get(key);
  if (!computed) {
    const started = simulate(source.scenario).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "unavailable") return "busy" as const;
      throw error;
    });
    started.then(
      (result) => result === "busy" && forget(key, started),
      () => forget(key, started),
    );
    computed = started;
  }
  remember(key, computed);
  const result = await computed;
  if (result === "busy") throw simulationBusy();
  return result;
}
