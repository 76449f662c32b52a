import { refreshMonths } from "./hardware-schedule";
import { hardwareCost } from "./on-prem-costs";
import type { Financing, FinancingResult, Scenario } from "./types";

/**
 * The cash the financing of the on-prem option's hardware pays, month by month (index = month
 * 0…N), split by its tax treatment. The hybrid core's is this scaled by core GPUs ÷ gpus.
 *
 * @example
 * // $1M server on a 36-month loan at 8%, no down payment, 3-year horizon
 * const f: FinancingSchedule = { paid: [0, 31_336.37, …], interest: [0, 6_666.67, …, 207.44],
 *   principal: [0, 24_669.70, …], covered: 1_000_000 };
 */
export interface FinancingSchedule {
  /** Down payments, loan payments, payoffs and lease payments of each month. */
  paid: Float64Array;
  /** The part of `paid` that is loan interest (deductible when paid); 0 for a lease. */
  interest: Float64Array;
  /** The part of `paid` that buys the hardware (down payment, principal, payoff): not deductible; 0 for a lease. */
  principal: Float64Array;
  /** The cost of the hardware financed within the horizon (every purchase at month 0 or a refresh). */
  covered: number;
}

/**
 * A loan's level monthly payment on principal `a` at monthly rate `i` over `n` months:
 * a × i / (1 − (1 + i)^−n), or a / n at 0%.
 *
 * @example
 * loanPayment(1_000_000, 0.08 / 12, 36); // 31,336.37
 * loanPayment(1_000_000, 0, 36);         // 27,777.78
 */
export function loanPayment(a: number, i: number, n: number): number {
  return i === 0 ? a / n : a / presentValueFactor(i, n);
}

// (1 − (1+i)^−n)/i and ((1+i)^k − 1)/i through log1p and expm1: written with (1 + i)^n they lose
// every digit for a tiny rate (1 + 1e-17 is 1), and the payment becomes a/0.
function presentValueFactor(i: number, n: number): number {
  return -Math.expm1(-n * Math.log1p(i)) / i;
}

function growthFactor(i: number, k: number): number {
  return Math.expm1(k * Math.log1p(i)) / i;
}

/**
 * What the loan still owes after `k` level payments: a(1+i)^k − pay × ((1+i)^k − 1)/i, or
 * a − k × pay at 0%.
 *
 * @example
 * loanBalance(1_000_000, 0.08 / 12, 31_336.37, 24); // 360,236.02 (the payoff when a 2-year horizon ends first)
 */
export function loanBalance(a: number, i: number, pay: number, k: number): number {
  if (i === 0) return a - k * pay;
  const growth = growthFactor(i, k);
  return a * (1 + i * growth) - pay * growth;
}

function addLoan(into: FinancingSchedule, f: Extract<Financing, { kind: "loan" }>, cost: number, bought: number): void {
  const lastMonth = into.paid.length - 1;
  const i = f.ratePct / 1200;
  const down = (cost * f.downPaymentPct) / 100;
  const amount = cost - down;
  const pay = loanPayment(amount, i, f.termMonths);
  into.paid[bought]! += down;
  into.principal[bought]! += down;
  let owed = amount;
  const end = Math.min(bought + f.termMonths, lastMonth);
  for (let m = bought + 1; m <= end; m++) {
    const interest = i * owed;
    into.paid[m]! += pay;
    into.interest[m]! += interest;
    into.principal[m]! += pay - interest;
    owed -= pay - interest;
  }
  if (bought + f.termMonths > lastMonth) {
    const payoff = loanBalance(amount, i, pay, lastMonth - bought);
    into.paid[lastMonth]! += payoff;
    into.principal[lastMonth]! += payoff;
  }
}

function addLease(
  into: FinancingSchedule,
  f: Extract<Financing, { kind: "lease" }>,
  cost: number,
  bought: number,
  replaced: number,
): void {
  const lastMonth = into.paid.length - 1;
  const payment = (cost * f.monthlyRatePct) / 100;
  const end = Math.min(Math.max(bought + f.termMonths, replaced), lastMonth);
  for (let m = bought + 1; m <= end; m++) into.paid[m]! += payment;
}

/**
 * Finances every hardware purchase of the on-prem option (cost C = compute + storage + network at
 * month 0 and at each refresh month P, replaced at Q = the next refresh or N) the way `f` says:
 * - loan: down payment C × downPaymentPct/100 at P; level payments in months P+1…P+n that are
 *   ≤ N, interest i × the balance before each; if the term runs past N, the balance left after
 *   month N's payment is paid off in month N.
 * - lease: C × monthlyRatePct/100 in months P+1…min(max(P+n, Q), N), running on month to month
 *   until the hardware is replaced; a lease whose term outlasts a refresh is still paid beside the new one.
 *
 * @example
 * // $1M server, 36-month loan at 8%, 2-year horizon: 24 payments of 31,336.37, then a payoff of 360,236.02 at month 24
 * financingSchedule(s, { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 }).paid[24]; // 391,572.39
 * // 24-month lease at 3%, lifetime 3 years, horizon 3: 30,000 in months 1…36 (12 months on after the term)
 */
export function financingSchedule(s: Scenario, f: Financing): FinancingSchedule {
  const lastMonth = 12 * s.horizonYears;
  const cost = hardwareCost(s.onPrem.capex);
  const out: FinancingSchedule = {
    paid: new Float64Array(lastMonth + 1),
    interest: new Float64Array(lastMonth + 1),
    principal: new Float64Array(lastMonth + 1),
    covered: 0,
  };
  const bought = [0, ...refreshMonths(s)];
  for (let k = 0; k < bought.length; k++) {
    const month = bought[k]!;
    if (f.kind === "loan") addLoan(out, f, cost, month);
    else addLease(out, f, cost, month, bought[k + 1] ?? lastMonth);
    out.covered += cost;
  }
  return out;
}

/**
 * The contract's `financing` result: what the financing line paid over the horizon and its part
 * that is interest (a lease's "interest" is what it paid beyond the cost of the hardware it
 * covered, and may be negative when the horizon ends early in a lease).
 *
 * @example
 * // $1M server, 36-month loan at 8%, 3-year horizon
 * financingResult({ kind: "loan", … }, schedule); // { kind: "loan", paid: 1,128,109.16, interest: 128,109.16 }
 */
export function financingResult(f: Financing, schedule: FinancingSchedule): FinancingResult {
  let paid = 0;
  let interest = 0;
  for (let m = 0; m < schedule.paid.length; m++) {
    paid += schedule.paid[m]!;
    interest += schedule.interest[m]!;
  }
  return { kind: f.kind, paid, interest: f.kind === "loan" ? interest : paid - schedule.covered };
}
