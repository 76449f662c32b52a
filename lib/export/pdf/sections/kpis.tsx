import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { Formatter } from "@/lib/format/formatter";
import { recommendationName } from "@/lib/report/value-words";
import { pdfText } from "@/lib/export/pdf/text";
import { optionsOf } from "@/lib/report/report-data";
import { perUnit, unitNameOf } from "@/lib/report/sentences";
import {
  breakEvenWords,
  CHEAPER_AT_EVERY_USE,
  costsMore,
  optionActor,
  optionInSentence,
  optionName,
  yearsText,
} from "@/lib/report/words";
import { onPremToReview, TO_REVIEW } from "@/lib/tco/review";
import type { OptionValues } from "@/lib/tco/types";
import { OptionSwatch } from "../chart-parts";
import type { SectionProps } from "../input";
import { KPI_LABEL_WIDTH, KPI_VALUE_WIDTH, s } from "../styles";

export interface KpiCell {
  text: string;
  cost?: boolean;
}

/** A saving against the cloud and its share of the cloud's total; a negative one reads as a cost. */
function savingCells(saving: number, cloudTotal: number, f: Formatter): { amount: KpiCell; share: KpiCell } {
  const pct = cloudTotal === 0 ? null : (saving / cloudTotal) * 100;
  if (saving < 0) {
    return {
      amount: { text: costsMore(f.money(-saving)), cost: true },
      share: { text: pct === null ? "—" : costsMore(f.percent(-pct)), cost: true },
    };
  }
  return { amount: { text: f.money(saving) }, share: { text: pct === null ? "—" : f.percent(pct) } };
}

/** Page 1's table of totals, NPVs, savings, break-evens and unit costs, with the four stats under it. */
export function KpiTable({ input, f }: SectionProps): ReactElement {
  const { scenario, result } = input;
  const none: KpiCell = { text: "—" };
  const onPrem = savingCells(result.savings.total, result.totals.cloud, f);
  const hybrid = savingCells(result.totals.cloud - result.totals.hybrid, result.totals.cloud, f);
  const money = (v: OptionValues): KpiCell[] => [
    { text: f.money(v.cloud) },
    { text: f.money(v.onPrem) },
    { text: f.money(v.hybrid) },
  ];
  const rate = (v: OptionValues, digits = rateDigits([v.cloud, v.onPrem, v.hybrid])): KpiCell[] => {
    return [
      { text: f.moneyRate(v.cloud, digits) },
      { text: f.moneyRate(v.onPrem, digits) },
      { text: f.moneyRate(v.hybrid, digits) },
    ];
  };
  const review = onPremToReview(scenario);
  const { discountRatePct, discounting } = scenario.assumptions;
  const cloud = pdfText(optionInSentence("cloud", scenario.labels));
  const rows: [string, KpiCell[], boolean?][] = [
    [`Total cost over ${yearsText(scenario.horizonYears)}`, money(result.totals), true],
    [`NPV of costs at ${f.percent(discountRatePct, 2)} (${discounting})`, money(result.npv)],
    [`Saving against ${cloud} (undiscounted)`, [none, onPrem.amount, hybrid.amount], true],
    [`Saving, % of ${cloud} total`, [none, onPrem.share, hybrid.share]],
    [
      `Break-even against ${cloud}`,
      [
        none,
        { text: pdfText(breakEvenWords(result.breakEvenMonth, f.locale, scenario.horizonYears)) },
        { text: pdfText(breakEvenWords(result.hybridBreakEvenMonth, f.locale, scenario.horizonYears)) },
      ],
    ],
  ];
  if (result.costPerGpuHour) rows.push(["Cost per busy GPU-hour", rate(result.costPerGpuHour, 2)]);
  if (result.costPerUnit) rows.push([`Cost per ${pdfText(unitNameOf(scenario))}`, rate(result.costPerUnit)]);

  return (
    <View style={s.section} wrap={false}>
      <View style={s.headerRow}>
        <Text style={[s.headerCell, { width: KPI_LABEL_WIDTH }]}> </Text>
        {optionsOf(scenario.labels).map(({ key, name }) => (
          <View
            key={key}
            style={{ width: KPI_VALUE_WIDTH, flexDirection: "row", justifyContent: "flex-end", alignItems: "center" }}
          >
            <OptionSwatch option={key} width={16} />
            <Text style={s.headerCell}>{review && key !== "cloud" ? `${name} (${TO_REVIEW})` : name}</Text>
          </View>
        ))}
      </View>
      {rows.map(([label, cells, strong]) => (
        <View key={label} style={s.row}>
          <Text style={[{ width: KPI_LABEL_WIDTH }, strong ? s.bold : {}]}>{label}</Text>
          {cells.map((cell, i) => (
            <Text key={i} style={[s.num, { width: KPI_VALUE_WIDTH }, strong ? s.bold : {}, cell.cost ? s.cost : {}]}>
              {cell.text}
            </Text>
          ))}
        </View>
      ))}
      <Stats input={input} f={f} />
    </View>
  );
}

/**
 * One number of decimals for a row of rates, between 2 and 4: enough for three significant
 * digits of the smallest ($4.408 against $0.876, $0.0106 against $0.0096), fewer when the
 * amounts are exact with fewer ($0.30 against $0.36).
 */
function rateDigits(values: number[]): number {
  const smallest = Math.min(...values.map(Math.abs).filter((v) => v > 0));
  if (!Number.isFinite(smallest)) return 2;
  const significant = Math.max(2, Math.min(4, 2 - Math.floor(Math.log10(smallest))));
  const exact = (digits: number) =>
    values.every((v) => Math.abs(v * 10 ** digits - Math.round(v * 10 ** digits)) < 1e-6);
  for (let digits = 2; digits < significant; digits++) if (exact(digits)) return digits;
  return significant;
}

function Stats({ input, f }: SectionProps): ReactElement {
  const { result, scenario } = input;
  const unit = perUnit(scenario, result);
  const crossing = result.utilizationBreakEven;
  const stats: [string, string, string][] = [
    [
      pdfText(`IRR of ${optionActor("onPrem", scenario.labels)}${result.afterTax ? " (pre-tax)" : ""}`),
      result.irrPct === null ? "n/a" : f.percent(result.irrPct),
      result.irrPct === null
        ? "no single rate"
        : scenario.financing
          ? `yearly, on the ${scenario.financing.kind}'s cash flows`
          : "yearly, on the upfront cost",
    ],
    [
      pdfText(`ROI of ${optionActor("onPrem", scenario.labels)}`),
      result.roiPct === null ? "n/a" : f.percent(result.roiPct),
      result.roiPct === null ? "no investment" : "saving / (capex + migration)",
    ],
    [
      "Utilization break-even",
      crossing === null || crossing < 0.05 ? "none" : `${f.number(crossing, 1)} h/day`,
      crossing === null
        ? "in 0–24 busy hours a day"
        : crossing < 0.05
          ? CHEAPER_AT_EVERY_USE
          : "busy hours per GPU where both cost the same",
    ],
    [
      "Recommendation",
      pdfText(recommendationName(result.recommendation, scenario.labels)),
      unit
        ? `lowest NPV; per ${pdfText(unit.unit)}: ${pdfText(optionName(unit.cheapest, scenario.labels))}`
        : "lowest NPV of costs",
    ],
  ];
  // Every stat rests on the on-prem side: while it is unconfirmed each says so.
  const review = onPremToReview(scenario);
  return (
    <View style={s.stats}>
      {stats.map(([label, value, note]) => (
        <View key={label} style={s.stat}>
          <Text style={s.statLabel}>{label}</Text>
          <Text style={s.statValue}>{value}</Text>
          <Text style={[s.statNote, review ? s.cost : {}]}>
            {review ? `${TO_REVIEW.toUpperCase()}: ${note}` : note}
          </Text>
        </View>
      ))}
    </View>
  );
}
