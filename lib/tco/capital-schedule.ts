import { deductionShare } from "./depreciation";
import { financingSchedule } from "./financing";
import { refreshMonths, residualValue } from "./hardware-schedule";
import { hardwareCost } from "./on-prem-costs";
import type { DepreciationMethod, Scenario } from "./types";

/**
 * The on-prem option's purchases and their tax deductions, month by month (index = month 0…N).
 * The hybrid core is this scaled by core GPUs ÷ gpus.
 *
 * @example
 * // $1M of compute, 3-year lifetime and horizon, straight-line
 * const c: CapitalSchedule = { purchases: [1e6, 0, …], deductions: [0, 27_777.78, …, 27_777.78],
 *   residual: 0, basisLeft: 0 };
 */
export interface CapitalSchedule {
  /**
   * Capital paid in each month, not deductible when paid: hardware (month 0 and the refresh
   * months) and facility; with a loan, the down payments, principal and payoffs instead of the
   * hardware; with a lease, the facility only.
   */
  purchases: Float64Array;
  /** Deductions taken in each month, from every purchase still being depreciated. */
  deductions: Float64Array;
  /** The residual value credited at month N; 0 without creditResidualValue. */
  residual: number;
  /**
   * Tax basis left at month N on the hardware in service (its cost − its deductions up to N),
   * when the residual is credited; 0 otherwise (the basis is then simply lost).
   */
  basisLeft: number;
}

function addDeductions(
  into: Float64Array,
  cost: number,
  bought: number,
  method: DepreciationMethod,
  lifetimeMonths: number,
): number {
  let taken = 0;
  for (let m = bought; m < into.length; m++) {
    const deduction = cost * deductionShare(method, m - bought, lifetimeMonths);
    into[m]! += deduction;
    taken += deduction;
  }
  return taken;
}

/**
 * Builds the schedule of purchases and deductions of the on-prem option by `method`: hardware
 * (compute + storage + network) at month 0 and every refresh month, facility at month 0 only, each
 * deducted over L = 12 × lifetimeYears months from its own purchase month, only within the horizon.
 * A replaced purchase keeps taking its deductions after the refresh.
 *
 * @example
 * // $1M server, lifetime 3 years, horizon 5 years, MACRS: bought at 0 and 36
 * const c = capitalSchedule(s, "macrs-5");
 * c.purchases[36];  // 1,000,000
 * c.deductions[48]; // 115,200 + 200,000 (year 4 of the first, year 1 of the second)
 * c.deductions[72]; // 0 (after N = 60: never taken)
 */
export function capitalSchedule(s: Scenario, method: DepreciationMethod): CapitalSchedule {
  const lastMonth = 12 * s.horizonYears;
  const lifetimeMonths = 12 * s.onPrem.lifetimeYears;
  const hardware = hardwareCost(s.onPrem.capex);
  const purchases = new Float64Array(lastMonth + 1);
  const deductions = new Float64Array(lastMonth + 1);
  purchases[0] = s.onPrem.capex.facility;
  addDeductions(deductions, s.onPrem.capex.facility, 0, method, lifetimeMonths);
  // Leased hardware is never owned: its payments are deductible when paid, nothing is depreciated.
  if (s.financing?.kind === "lease") return { purchases, deductions, residual: 0, basisLeft: 0 };
  // A loan buys the hardware: depreciated as if paid in cash, while the cash that repays it
  // (down payment, principal, payoff) is not deductible; its interest is.
  const loan = s.financing ? financingSchedule(s, s.financing).principal : undefined;
  let inService = 0;
  for (const month of [0, ...refreshMonths(s)]) {
    if (!loan) purchases[month]! += hardware;
    inService = addDeductions(deductions, hardware, month, method, lifetimeMonths);
  }
  if (loan) for (let m = 0; m <= lastMonth; m++) purchases[m]! += loan[m]!;
  if (!s.onPrem.creditResidualValue) return { purchases, deductions, residual: 0, basisLeft: 0 };
  return { purchases, deductions, residual: residualValue(s), basisLeft: hardware - inService };
}
