import { formatMoney, formatNumber } from "@/lib/format";
import { optionInSentence, optionName } from "@/lib/report/words";
import type { TonnesPoint } from "@/lib/tco/cumulative-tonnes";
import type { OptionLabels, Scenario, TcoResult } from "@/lib/tco/types";

const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;

/**
 * Tonnes CO2e for people: whole tonnes, or two decimals under 10 t (a small fleet's figures would
 * otherwise read as 0).
 *
 * @example
 * formatTonnes(10_549.0002, "en-US"); // "10,549 t"
 * formatTonnes(2.7, "de-DE");        // "2,7 t"
 */
export function formatTonnes(value: number, locale: string): string {
  return `${formatNumber(value, locale, Math.abs(value) < 10 ? 2 : 0)} t`;
}

/**
 * The carbon chart's one-line conclusion: where each option's cumulative tonnes stand at the
 * horizon's last month, the lowest first.
 *
 * @example
 * carbonChartCaption(cumulativeTonnes(s)!, undefined, "en-US");
 * // "By month 60: cloud 9,419 t CO2e, hybrid 9,419 t, on-prem 10,549 t."
 */
export function carbonChartCaption(
  points: readonly TonnesPoint[],
  labels: OptionLabels | undefined,
  locale: string,
): string {
  const last = points[points.length - 1];
  if (!last) return "No months to show.";
  const order = [...OPTIONS].sort((a, b) => last[a] - last[b]);
  const parts = order.map(
    (o, k) => `${optionInSentence(o, labels)} ${formatTonnes(last[o], locale)}${k === 0 ? " CO2e" : ""}`,
  );
  return `By month ${last.month}: ${parts.join(", ")}.`;
}

/**
 * Whether renting or owning emits less over the horizon and by how many tonnes, and what the carbon
 * price adds to each option; null without `carbon`.
 *
 * @example
 * carbonSentence(s, r, "en-US");
 * // "On-prem emits less: 10,549 t CO2e over 5 years against 12,300 t for cloud (1,751 t less).
 * //  At $100 a tonne the carbon price adds $1,230,000 to cloud, $1,054,900 to on-prem and $1,100,000 to hybrid."
 */
export function carbonSentence(s: Scenario, r: TcoResult, locale: string): string | null {
  if (!s.carbon || !r.carbon) return null;
  const t = r.carbon.tonnes;
  const tonnes = (v: number) => formatTonnes(v, locale);
  const years = `${s.horizonYears} ${s.horizonYears === 1 ? "year" : "years"}`;
  const labels: OptionLabels | undefined = s.labels;
  const lower = t.onPrem < t.cloud ? "onPrem" : "cloud";
  const higher = lower === "onPrem" ? "cloud" : "onPrem";
  const first =
    t.onPrem === t.cloud
      ? `Owning and renting emit the same: ${tonnes(t.cloud)} CO2e over ${years}.`
      : `${optionName(lower, labels)} emits less: ${tonnes(t[lower])} CO2e over ${years} against ${tonnes(t[higher])} ` +
        `for ${optionInSentence(higher, labels)} (${tonnes(t[higher] - t[lower])} less).`;
  const price = s.carbon.pricePerTonne;
  if (price <= 0) return `${first} No carbon price is charged.`;
  const adds = OPTIONS.map(
    (o) => `${formatMoney(r.breakdown[o].carbon ?? 0, s.currency, locale)} to ${optionInSentence(o, labels)}`,
  );
  return `${first} At ${formatMoney(price, s.currency, locale)} a tonne the carbon price adds ${adds[0]}, ${adds[1]} and ${adds[2]}.`;
}
