import { formatMoney, formatMoneyCompact, formatNumber, formatPct } from "@/lib/format";
import { loanPayment } from "@/lib/tco/financing";
import { refreshMonths } from "@/lib/tco/hardware-schedule";
import { hardwareCost } from "@/lib/tco/on-prem-costs";
import type { Financing, Scenario, TcoResult } from "@/lib/tco/types";

/** How the hardware is paid, as the editor's choice offers it: cash is the absence of `financing`. */
export type PaymentKind = "cash" | Financing["kind"];

/**
 * What one hardware purchase costs under the scenario's financing, before anything is summed over
 * the horizon: the purchase (compute + storage + network), the cash paid when it is bought (all of
 * it in cash, the down payment with a loan, nothing with a lease) and the monthly payment after.
 *
 * @example
 * // $1M of hardware, 36-month loan at 8%, no down payment, 3-year horizon, lifetime 3 years
 * purchaseTerms(s); // { kind: "loan", purchase: 1_000_000, purchases: 1, upfront: 0, monthly: 31_336.37, months: 36 }
 */
export interface PurchaseTerms {
  kind: PaymentKind;
  purchase: number;
  /** Purchases within the horizon: month 0 and each refresh. */
  purchases: number;
  upfront: number;
  /** 0 when paid in cash. */
  monthly: number;
  /** The payment's term (a lease runs on month to month after it until the hardware is replaced); 0 for cash. */
  months: number;
}

/** Each hardware purchase of `s` under its financing: see {@link PurchaseTerms}. */
export function purchaseTerms(s: Scenario): PurchaseTerms {
  const purchase = hardwareCost(s.onPrem.capex);
  const purchases = 1 + refreshMonths(s).length;
  const f = s.financing;
  if (!f) return { kind: "cash", purchase, purchases, upfront: purchase, monthly: 0, months: 0 };
  if (f.kind === "lease")
    return {
      kind: "lease",
      purchase,
      purchases,
      upfront: 0,
      monthly: (purchase * f.monthlyRatePct) / 100,
      months: f.termMonths,
    };
  const upfront = (purchase * f.downPaymentPct) / 100;
  return {
    kind: "loan",
    purchase,
    purchases,
    upfront,
    monthly: loanPayment(purchase - upfront, f.ratePct / 1200, f.termMonths),
    months: f.termMonths,
  };
}

/**
 * How the hardware is paid, in one phrase for the KPI band, the PDF and the compare page.
 *
 * @example
 * paymentPhrase(undefined, "en-US");                                                          // "Hardware paid in cash"
 * paymentPhrase(undefined, "en-US", 0);                                                       // "No hardware to pay for"
 * paymentPhrase({ kind: "loan", ratePct: 8, downPaymentPct: 20, termMonths: 36 }, "en-US");   // "Hardware on a 36-month loan at 8% APR, 20% down"
 * paymentPhrase({ kind: "lease", monthlyRatePct: 2.5, termMonths: 24 }, "en-US");            // "Hardware on a 24-month operating lease at 2.5% of its cost a month"
 */
export function paymentPhrase(f: Financing | undefined, locale?: string, hardware?: number): string {
  // A scenario with no hardware (all cloud) pays for none: "paid in cash" would invent a purchase.
  if (!f) return hardware === 0 ? "No hardware to pay for" : "Hardware paid in cash";
  if (f.kind === "lease")
    return (
      `Hardware on a ${formatNumber(f.termMonths, locale, 0)}-month operating lease at ` +
      `${formatPct(f.monthlyRatePct, locale, 2)} of its cost a month`
    );
  const down = f.downPaymentPct > 0 ? `, ${formatPct(f.downPaymentPct, locale)} down` : "";
  return `Hardware on a ${formatNumber(f.termMonths, locale, 0)}-month loan at ${formatPct(f.ratePct, locale, 2)} APR${down}`;
}

/** One labelled figure of the "How it is paid" preview, formatted. */
export interface PreviewFigure {
  label: string;
  value: string;
}

/**
 * The figures the "How it is paid" section shows as the terms are typed: the monthly payment on
 * each purchase and what the financing costs beyond the hardware over the horizon (a loan's
 * interest; a lease's payments beyond the cost of the hardware it covered), for the on-prem option.
 * Empty when the hardware is paid in cash.
 *
 * @example
 * // $1M of hardware, 36-month loan at 8%, 3-year horizon
 * financingPreview(s, computeTco(s), "en-US");
 * // { figures: [{ label: "Monthly payment per purchase", value: "$31,336", … }, { label: "Total interest", value: "$128,109", … }],
 * //   sentence: "Each $1M hardware purchase (1 in the horizon) is paid $31,336 a month for 36 months." }
 */
export function financingPreview(
  s: Scenario,
  result: TcoResult,
  locale?: string,
): { figures: PreviewFigure[]; sentence: string } {
  const terms = purchaseTerms(s);
  if (terms.kind === "cash" || !result.financing) return { figures: [], sentence: "" };
  const whole = (v: number) => formatMoney(v, s.currency, locale);
  const figure = (label: string, v: number): PreviewFigure => ({ label, value: whole(v) });
  const purchase = formatMoneyCompact(terms.purchase, s.currency, locale);
  const count = terms.purchases === 1 ? "1 in the horizon" : `${terms.purchases} in the horizon, refreshes included`;
  const months = formatNumber(terms.months, locale, 0);
  if (terms.kind === "lease") {
    return {
      figures: [
        figure("Monthly lease payment per purchase", terms.monthly),
        figure("Paid beyond the hardware's cost", result.financing.interest),
      ],
      sentence:
        `Each ${purchase} hardware purchase (${count}) is leased for ${whole(terms.monthly)} a month, ${months} months ` +
        `or until it is replaced.`,
    };
  }
  const down = terms.upfront > 0 ? `${whole(terms.upfront)} down, then ` : "";
  return {
    figures: [
      figure("Monthly payment per purchase", terms.monthly),
      figure("Total interest", result.financing.interest),
    ],
    sentence: `Each ${purchase} hardware purchase (${count}) is paid ${down}${whole(terms.monthly)} a month for ${months} months.`,
  };
}

/**
 * Why IRR is so high under financing, said under it: IRR takes the cash flows as they fall, so a
 * loan or a lease shrinks the month-0 outlay it is measured against, while ROI keeps the cash price.
 * Null when the hardware is paid in cash.
 *
 * @example
 * irrBasis(undefined);                                                  // null
 * irrBasis({ kind: "loan", ratePct: 8, downPaymentPct: 20, termMonths: 36 }); // "On the loan's cash flows: month 0 pays only its down payment"
 * irrBasis({ kind: "lease", monthlyRatePct: 3, termMonths: 36 });          // "On the lease's cash flows: month 0 pays for no hardware"
 */
export function irrBasis(f: Financing | undefined): string | null {
  if (!f) return null;
  return f.kind === "loan"
    ? "On the loan's cash flows: month 0 pays only its down payment"
    : "On the lease's cash flows: month 0 pays for no hardware";
}
