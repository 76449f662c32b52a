import { describe, expect, test } from "vitest";
import { revisionResult, type RevisionSource } from "./revision-results";
import { AppError, appErrorResponse } from "@/lib/http/errors";
import { SIMULATION_QUEUE_LIMIT, SIMULATION_RETRY_AFTER_SECONDS, simulate } from "@/lib/server/simulation-pool";
import { computeTco, withUncertainty } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { preset } from "@/scripts/test-support/export";

/** A result, or the answer `route()` gives the AppError it was refused with. */
const outcome = (pending: Promise<TcoResult>) =>
  pending.then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { ok: false as const, response: appErrorResponse(error) };
    },
  );
const revision = (source: RevisionSource) => outcome(revisionResult(source));
const simulated = (scenario: Scenario) => outcome(simulate(scenario));

/** comma.ai with two ranges; few runs keep the test quick. */
function ranged(seed: number, runs = 200): Scenario {
  return {
    ...preset("comma-ai-datacenter"),
    uncertainty: {
      runs,
      seed,
      ranges: [
        { input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" },
        { input: "workload.gpuHoursPerDay", low: 12, high: 24, distribution: "uniform" },
      ],
    },
  };
}

describe("a revision's result is computed once", () => {
  test("four reads at once of one revision share one computation, equal to the engine's", async () => {
    const scenario = ranged(11);
    const source = { scenarioId: "rev-once", version: 3, scenario };
    const reads = await Promise.all([1, 2, 3, 4].map(() => revision(source)));
    const results = reads.map((read) => (read.ok ? read.result : null));
    // The same object: one simulation answered all four.
    for (const result of results) expect(result).toBe(results[0]);
    expect(results[0]).toEqual(withUncertainty(scenario, computeTco(scenario)));
    // A later read (a PDF, an XLSX of the same revision) gets it too.
    const later = await revision({ ...source, scenario: structuredClone(scenario) });
    expect(later.ok && later.result).toBe(results[0]);
  });

  test("another version, another scenario or other inputs under the same id and version are computed anew", async () => {
    const scenario = ranged(12);
    const first = await revision({ scenarioId: "rev-keys", version: 1, scenario });
    const others = await Promise.all([
      revision({ scenarioId: "rev-keys", version: 2, scenario }),
      revision({ scenarioId: "rev-keys-other", version: 1, scenario }),
      revision({ scenarioId: "rev-keys", version: 1, scenario: ranged(13) }),
    ]);
    for (const other of others) expect(other.ok && other.result).not.toBe(first.ok && first.result);
    const reseeded = others[2]!;
    expect(reseeded.ok && reseeded.result.uncertainty?.seed).toBe(13);
  });
});

/** Lets the queue finish its last job (it yields a turn to other requests after each). */
const drained = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the simulation queue", () => {
  test(`beyond ${SIMULATION_QUEUE_LIMIT} waiting, a simulation is refused with a JSON 503 and Retry-After`, async () => {
    await drained();
    // The first runs at once; the next SIMULATION_QUEUE_LIMIT wait; one more finds the queue full.
    const answers = await Promise.all(
      Array.from({ length: SIMULATION_QUEUE_LIMIT + 2 }, (_, i) => simulated(ranged(100 + i, 100))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(SIMULATION_QUEUE_LIMIT + 1);
    const refused = answers.at(-1)!;
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get("retry-after")).toBe(String(SIMULATION_RETRY_AFTER_SECONDS));
    const body = (await refused.response.json()) as { errors: { code: string; message: string }[] };
    expect(body.errors[0]).toMatchObject({ code: "unavailable" });
    // Once drained, the queue takes simulations again.
    expect((await simulated(ranged(200, 100))).ok).toBe(true);
  });

  test("joining reads of a revision take no place in the queue, and a refused revision is not kept", async () => {
    await drained();
    const busy = Array.from({ length: SIMULATION_QUEUE_LIMIT + 1 }, (_, i) => simulated(ranged(300 + i, 100)));
    const source = { scenarioId: "rev-refused", version: 1, scenario: ranged(14) };
    const refused = await Promise.all([revision(source), revision(source)]);
    for (const read of refused) expect(!read.ok && read.response.status).toBe(503);
    await Promise.all(busy);
    const retried = await revision(source);
    expect(retried.ok).toBe(true);
  });

  test("a scenario without ranges is answered at once, the model's own result", async () => {
    const scenario = preset("comma-ai-datacenter");
    const answer = await simulated(scenario);
    expect(answer.ok && answer.result).toEqual(computeTco(scenario));
  });
});
