import { DEFAULTS } from "@/lib/tco/defaults";

/**
 * What choosing a loan or a lease in "How it is paid" fills in, for the user to change: a 36-month
 * loan at 8% with nothing down, or a 36-month operating lease at 3% of the cost a month (about
 * what three years of payments on a loan at that rate would be, 108% of the cost).
 *
 * @example
 * FINANCING_FILL.loan; // { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 }
 */
export const FINANCING_FILL = {
  loan: { kind: "loan", ratePct: 8, downPaymentPct: DEFAULTS.financing.downPaymentPct, termMonths: 36 },
  lease: { kind: "lease", monthlyRatePct: 3, termMonths: 36 },
} as const;
