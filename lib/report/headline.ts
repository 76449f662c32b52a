import { computeTco } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";

/** The figures a scenario list shows: enough to choose, cheap enough to compute for a thousand rows. */
export interface Headline {
  totals: TcoResult["totals"];
  savings: { total: number };
  breakEvenMonth: number | null;
  recommendation: TcoResult["recommendation"];
}

/** Headline figures of a scenario, computed without the sensitivity analysis. */
export function headline(scenario: Scenario): Headline {
  const result = computeTco(scenario, { sensitivity: false, utilizationBreakEven: false });
  return {
    totals: result.totals,
    savings: { total: result.savings.total },
    breakEvenMonth: result.breakEvenMonth,
    recommendation: result.recommendation,
  };
}
