/**
 * A Monte Carlo is seconds of CPU (issue 32): a viewer's 100,000 runs held `/api/health` 3.9 s
 * when it ran on the thread that answers every request. It runs on the simulation pool's worker
 * now, and a full queue is refused with a 503 and Retry-After instead of waiting without bound.
 */
import { afterAll, expect, test } from "vitest";
import { cleanUp, scenarioFor, startFaultApp } from "./support";
import type { AppProcess } from "../lib/app-process";
import type { Scenario } from "@/lib/tco/types";

afterAll(cleanUp);

function simulated(name: string, runs: number): Scenario {
  const s = scenarioFor(name);
  const price = s.cloud.pricePerGpuHour;
  return {
    ...s,
    uncertainty: {
      runs,
      seed: 7,
      ranges: [
        { input: "cloud.pricePerGpuHour", low: price * 0.75, high: price * 1.25, distribution: "triangular" },
        { input: "workload.growthPctPerYear", low: 0, high: 40, distribution: "uniform" },
      ],
    },
  };
}

const post = (app: AppProcess, scenario: Scenario) =>
  fetch(`${app.url}/api/tco`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: app.cookie },
    body: JSON.stringify(scenario),
    signal: AbortSignal.timeout(120_000),
  });

test("while 100,000 runs are simulated, /api/health and a plain result answer first", async () => {
  const app = await startFaultApp();
  const order: string[] = [];
  const large = post(app, simulated("large simulation", 100_000)).then(async (response) => {
    order.push("simulation");
    return { status: response.status, body: (await response.json()) as { uncertainty?: { runs: number } } };
  });
  // Time for the request to reach its worker.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const health = await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(30_000) });
  order.push("health");
  const plain = await post(app, scenarioFor("no ranges"));
  order.push("plain");
  const answer = await large;
  expect([health.status, plain.status, answer.status]).toEqual([200, 200, 200]);
  expect(answer.body.uncertainty?.runs).toBe(100_000);
  expect(order).toEqual(["health", "plain", "simulation"]);
});

test("a full queue is refused with a 503 and Retry-After; the queued ones are all answered", async () => {
  const app = await startFaultApp({ env: { TCO_SIMULATION_WORKERS: "1" } });
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      post(app, simulated(`queued ${i}`, 30_000)).then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: (await response.json()) as { errors?: { message: string }[] },
      })),
    ),
  );
  const refused = answers.filter((a) => a.status === 503);
  // One on the worker and eight waiting are accepted; the rest arrive to a full queue.
  expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(9);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  for (const r of refused) {
    expect(r.retryAfter).toBe("10");
    expect(r.body.errors?.[0]?.message).toMatch(/Too many simulations/);
  }
});
