import type { Financing, Scenario } from "@/lib/tco/types";

// The contract's "Financing" section (tco-model.md) read line by line, for tests only, written
// without the engine's financing.ts or capital-schedule.ts, so that the two readings check each other.

/**
 * (1 + i)^k − 1 and 1 − (1 + i)^−k without cancellation: written with powers, a rate of a millionth of
 * a percent keeps only seven digits of them, and the payment drifts by cents.
 */
const grown = (i: number, k: number) => Math.expm1(k * Math.log1p(i));
const discounted = (i: number, k: number) => -Math.expm1(-k * Math.log1p(i));

/** Month 0 and every refresh month before N: purchase k at ⌈k × L⌉, floating-point noise ignored. */
export function purchaseMonths(s: Scenario): number[] {
  const n = 12 * s.horizonYears;
  const out = [0];
  for (let k = 1; ; k++) {
    const at = k * 12 * s.onPrem.lifetimeYears;
    const month = Math.abs(at - Math.round(at)) < 1e-9 * at ? Math.round(at) : Math.ceil(at);
    if (month >= n) return out;
    out.push(month);
  }
}

export interface FinancingReading {
  paid: number[];
  interest: number[];
  covered: number;
}

/**
 * What the contract says the financing pays in months 0…N, and the cost of the hardware it covers.
 *
 * @example
 * contractFinancing(s, { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 }).paid[1]; // 31,336.37 on $1M
 */
export function contractFinancing(s: Scenario, f: Financing): FinancingReading {
  const n = 12 * s.horizonYears;
  const c = s.onPrem.capex.compute + s.onPrem.capex.storage + s.onPrem.capex.network;
  const paid = new Array<number>(n + 1).fill(0);
  const interest = new Array<number>(n + 1).fill(0);
  const bought = purchaseMonths(s);
  bought.forEach((p, k) => {
    if (f.kind === "loan") {
      const i = f.ratePct / 1200;
      const down = (c * f.downPaymentPct) / 100;
      const a = c - down;
      const pay = i === 0 ? a / f.termMonths : (a * i) / discounted(i, f.termMonths);
      paid[p]! += down;
      let balance = a;
      for (let j = 1; j <= f.termMonths && p + j <= n; j++) {
        paid[p + j]! += pay;
        interest[p + j]! += i * balance;
        balance = balance * (1 + i) - pay;
      }
      if (p + f.termMonths > n) {
        const made = n - p;
        paid[n]! += i === 0 ? a - made * pay : a * (1 + grown(i, made)) - (pay * grown(i, made)) / i;
      }
    } else {
      const replaced = bought[k + 1] ?? n;
      const last = Math.min(Math.max(p + f.termMonths, replaced), n);
      for (let m = p + 1; m <= last; m++) paid[m]! += (c * f.monthlyRatePct) / 100;
    }
  });
  return { paid, interest, covered: c * bought.length };
}
