import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import { validScenario } from "@/scripts/test-support/tco";
import { cashFlowRows, runningCents } from "./cash-flow-rows";

const inCents = (v: number) => Math.round(v * 100);
// 2^44 dollars ($17.6 trillion): below it, dollars ÷ 100 × 100 rounds back to the same whole cents.
const CENTS_EXACT_BELOW = 2 ** 44;

describe("runningCents", () => {
  test.each([
    // Three months of 0.4 cents each: rounded one by one they print 0, 0, 0 beside a total of 0.01.
    [
      [0.004, 0.004, 0.004],
      [0, 0.01, 0],
      [0, 0.01, 0.01],
    ],
    [
      [0.333, 0.333, 0.334],
      [0.33, 0.34, 0.33],
      [0.33, 0.67, 1],
    ],
    [
      [10, -2.5, 0.333],
      [10, -2.5, 0.33],
      [10, 7.5, 7.83],
    ],
    [
      [-0.004, -0.004],
      [0, -0.01],
      [0, -0.01],
    ],
  ])("%j → months %j, running totals %j", (amounts, months, cumulative) => {
    expect(runningCents(amounts)).toEqual({ months, cumulative });
  });
});

describe("cashFlowRows", () => {
  test(
    "in any scenario the months add up to the running totals, the last being the TCO, each month within a cent of " +
      "its exact amount",
    () => {
      fc.assert(
        fc.property(validScenario, (scenario) => {
          const result = computeTco(scenario, { sensitivity: false });
          const rows = cashFlowRows(scenario, result);
          const sums = { cloud: 0, onPrem: 0, hybrid: 0 };
          // A double holds about 16 significant digits: cents survive a round trip through dollars up
          // to 2^44 dollars (see CENTS_EXACT_BELOW); above, cents are compared within a few float steps.
          const largest = Math.max(
            ...rows.flatMap((r) => [r.cumulativeCloud, r.cumulativeOnPrem, r.cumulativeHybrid]).map(Math.abs),
          );
          const sameCents = (dollars: number, cents: number) =>
            largest < CENTS_EXACT_BELOW
              ? expect(inCents(dollars)).toBe(cents)
              : expect(Math.abs(inCents(dollars) - cents)).toBeLessThanOrEqual(1 + largest * 100 * 2 ** -50);
          rows.forEach((row, i) => {
            const exact = result.months[i]!;
            sums.cloud += inCents(row.cloud);
            sums.onPrem += inCents(row.onPrem);
            sums.hybrid += inCents(row.hybrid);
            sameCents(row.cumulativeCloud, sums.cloud);
            sameCents(row.cumulativeOnPrem, sums.onPrem);
            sameCents(row.cumulativeHybrid, sums.hybrid);
            sameCents(row.savings, sums.cloud - sums.onPrem);
            expect(Math.abs(row.cloud - exact.cloud)).toBeLessThanOrEqual(
              0.01 + 1e-9 * Math.abs(exact.cumulative.cloud),
            );
            expect(Math.abs(row.onPrem - exact.onPrem)).toBeLessThanOrEqual(
              0.01 + 1e-9 * Math.abs(exact.cumulative.onPrem),
            );
          });
          const last = rows.at(-1)!;
          expect(Math.abs(last.cumulativeCloud - result.totals.cloud)).toBeLessThanOrEqual(
            0.005 + 1e-9 * Math.abs(result.totals.cloud),
          );
          expect(Math.abs(last.cumulativeOnPrem - result.totals.onPrem)).toBeLessThanOrEqual(
            0.005 + 1e-9 * Math.abs(result.totals.onPrem),
          );
          expect(Math.abs(last.cumulativeHybrid - result.totals.hybrid)).toBeLessThanOrEqual(
            0.005 + 1e-9 * Math.abs(result.totals.hybrid),
          );
        }),
        { numRuns: 150 },
      );
    },
  );
});
