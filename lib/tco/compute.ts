import { breakEvenMonth } from "./break-even";
import { capexTotal } from "./capex-total";
import { carbonResult } from "./carbon";
import { financingResult, financingSchedule } from "./financing";
import { assertFinite } from "./finite-results";
import { buildLedger } from "./ledger";
import { investmentCashFlows, irrPct } from "./irr";
import { npv } from "./npv";
import { ratioOrNull } from "./ratio";
import { recommend } from "./recommendation";
import { rightSizing } from "./right-sizing";
import { sensitivity } from "./sensitivity";
import { afterTax } from "./tax";
import type { ComputeOptions, MonthRow, OptionValues, Scenario, TcoResult } from "./types";
import { costPerGpuHour, costPerUnit } from "./unit-costs";
import { utilizationBreakEven } from "./utilization-break-even";

// A ratio near the largest double overflows when scaled to a percent (a cloud total of 1e-316): no share, like a 0 total.
function percentOrNull(part: number, whole: number): number | null {
  const ratio = ratioOrNull(part, whole);
  const pct = ratio === null ? null : ratio * 100;
  return pct !== null && Number.isFinite(pct) ? pct : null;
}

interface Columns {
  cloud: Float64Array;
  onPrem: Float64Array;
  hybrid: Float64Array;
  cumulativeCloud: Float64Array;
  cumulativeOnPrem: Float64Array;
  cumulativeHybrid: Float64Array;
}

function columns(months: readonly MonthRow[]): Columns {
  const n = months.length;
  const c: Columns = {
    cloud: new Float64Array(n),
    onPrem: new Float64Array(n),
    hybrid: new Float64Array(n),
    cumulativeCloud: new Float64Array(n),
    cumulativeOnPrem: new Float64Array(n),
    cumulativeHybrid: new Float64Array(n),
  };
  for (let m = 0; m < n; m++) {
    const row = months[m]!;
    c.cloud[m] = row.cloud;
    c.onPrem[m] = row.onPrem;
    c.hybrid[m] = row.hybrid;
    c.cumulativeCloud[m] = row.cumulative.cloud;
    c.cumulativeOnPrem[m] = row.cumulative.onPrem;
    c.cumulativeHybrid[m] = row.cumulative.hybrid;
  }
  return c;
}

/**
 * Computes every result of the contract for a fully-defaulted scenario (validate and default
 * user input with `parseScenario` first). Pure: same input, same output, no I/O. Throws
 * `NonFiniteResultError` rather than return a result holding NaN or Infinity.
 *
 * `options.sensitivity: false` skips the sensitivity analysis (returns `[]`) and, unless
 * `options.utilizationBreakEven` or `options.rightSizing` say otherwise, the utilization break-even
 * (returns null) and the right-sizing curve (left out): use it for lists, sweeps and inner loops.
 *
 * @example
 * // comma.ai as the article states it: $5M capex, $3M a year to run, $16.6M a year of cloud, 3 years
 * const r = computeTco(s);
 * r.savings.total;  // 35,800,000
 * r.roiPct;         // 716
 * r.breakEvenMonth; // 4.41
 * // with tax: { ratePct: 21, depreciation: "straight-line" }, r.afterTax holds the same figures after tax
 * // with financing: { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 }, r.financing = { kind, paid, interest }
 */
export function computeTco(s: Scenario, options: ComputeOptions = {}): TcoResult {
  const withSensitivity = options.sensitivity ?? true;
  const withUtilization = options.utilizationBreakEven ?? withSensitivity;
  const withRightSizing = options.rightSizing ?? withSensitivity;
  const { months, totals, breakdown, hours, energy } = buildLedger(s);
  const { discountRatePct, discounting } = s.assumptions;
  const c = columns(months);
  const presentValues: OptionValues = {
    cloud: npv(c.cloud, discountRatePct, discounting),
    onPrem: npv(c.onPrem, discountRatePct, discounting),
    hybrid: npv(c.hybrid, discountRatePct, discounting),
  };
  // The investment at its cash price, whatever pays for it (a loan or a lease moves when it is
  // paid, not what is invested), so ROI does not depend on the financing.
  const investment = capexTotal(s) + s.transition.migrationCost;
  const savingsTotal = totals.cloud - totals.onPrem;
  const units = s.workload.unitsPerGpuHour;
  return assertFinite({
    months,
    totals,
    breakdown,
    npv: presentValues,
    savings: {
      total: savingsTotal,
      pct: percentOrNull(savingsTotal, totals.cloud),
      npv: presentValues.cloud - presentValues.onPrem,
    },
    breakEvenMonth: breakEvenMonth(c.cumulativeOnPrem, c.cumulativeCloud),
    hybridBreakEvenMonth: breakEvenMonth(c.cumulativeHybrid, c.cumulativeCloud),
    roiPct: percentOrNull(savingsTotal, investment),
    irrPct: irrPct(investmentCashFlows(months, s.horizonYears)),
    utilizationBreakEven: withUtilization ? utilizationBreakEven(s) : null,
    costPerGpuHour: costPerGpuHour(totals, hours.demand),
    ...(units && { costPerUnit: costPerUnit(totals, hours.demand, units) }),
    recommendation: recommend(presentValues),
    sensitivity: withSensitivity ? sensitivity(s) : [],
    ...(s.tax && { afterTax: afterTax(s, s.tax, months) }),
    ...(s.financing && { financing: financingResult(s.financing, financingSchedule(s, s.financing)) }),
    ...(energy && { carbon: carbonResult(energy.kwh, energy.tonnes, hours.demand) }),
    ...(withRightSizing && { rightSizing: rightSizing(s) }),
  });
}
