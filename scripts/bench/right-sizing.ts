import { computeTco, type Scenario } from "@/lib/tco";
import { rightSizing } from "@/lib/tco/right-sizing";
import { benchScenario } from "./engine";
import { measure, timingTable, type BudgetRow, type SectionResult, type Timing } from "./measure";

// Issue 26: the 101-point curve may add at most this to a 10-year recompute, so it stays live while typing.
const BUDGET_MS = 10;

const variants: { label: string; scenario: (s: Scenario) => Scenario }[] = [
  { label: "cash", scenario: (s) => s },
  {
    label: "36-month loan at 8%, tax 21% MACRS",
    scenario: (s) => ({
      ...s,
      financing: { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 },
      tax: { ratePct: 21, depreciation: "macrs-5" },
    }),
  },
];

/**
 * What right-sizing costs the editor's recompute: the 10-year benchmark scenario (edge 0%, so 101
 * points) recomputed whole with and without `rightSizing`, in cash and on a loan with tax, and
 * the curve alone.
 */
export async function runRightSizingBench(): Promise<SectionResult> {
  const base: Scenario = {
    ...benchScenario(),
    hybrid: { ...benchScenario().hybrid, onPremPct: 70, cloudPct: 30, edgePct: 0 },
  };
  const timings: Timing[] = [];
  const budgets: BudgetRow[] = [];
  const added: Record<string, number> = {};
  for (const v of variants) {
    const s = v.scenario(base);
    const points = computeTco(s).rightSizing!.curve.length;
    const without = measure(
      `computeTco, ${v.label}, without rightSizing`,
      () => computeTco(s, { rightSizing: false }),
      { warmup: 100, runs: 1000 },
    );
    const whole = measure(`computeTco, ${v.label}, with rightSizing (${points} points)`, () => computeTco(s), {
      warmup: 100,
      runs: 1000,
    });
    const alone = measure(`rightSizing alone, ${v.label}`, () => rightSizing(s), { warmup: 100, runs: 1000 });
    timings.push(without, whole, alone);
    const ms = (whole.medianUs - without.medianUs) / 1000;
    added[v.label] = ms;
    budgets.push({
      figure: `right-sizing adds to a 10-year recompute (${v.label}, median)`,
      measured: `${ms.toFixed(2)} ms`,
      budget: `≤ ${BUDGET_MS} ms`,
      met: ms <= BUDGET_MS,
    });
  }
  return {
    text: `${base.name}, edge 0%: the curve has 101 points\n\n${timingTable(timings)}`,
    report: { timings, addedMs: added },
    budgets,
  };
}
