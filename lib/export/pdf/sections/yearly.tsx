import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { pdfText } from "@/lib/export/pdf/text";
import { optionActor, savingSubject } from "@/lib/report/words";
import { optionsOf, runningTotals, yearlyBreakdown } from "@/lib/report/report-data";
import type { SectionProps } from "../input";
import { CONTENT_WIDTH, MUTED, RULE, s } from "../styles";

/** The divisor and its name that keep the largest amount of a table within about seven digits. */
function tableScale(max: number, currency: string): { divisor: number; note: string } {
  if (max < 1e7) return { divisor: 1, note: `Amounts in ${currency}` };
  if (max < 1e10) return { divisor: 1e3, note: `Amounts in thousands of ${currency}` };
  return { divisor: 1e6, note: `Amounts in millions of ${currency}` };
}

/** Cost by year and cost line for each option, and the saving of owning, from page 2. */
export function YearlyTable({ input, f }: SectionProps): ReactElement {
  const { scenario } = input;
  const { years, lines } = yearlyBreakdown(scenario, { withZeroLines: false });
  const options = optionsOf(scenario.labels);
  const totals = options.map(({ key }) => years.map((y) => y.total[key]));
  const savings = years.map((y) => y.total.cloud - y.total.onPrem);
  const cumulativeSavings = runningTotals(savings);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const max = Math.max(...totals.map((t) => Math.abs(sum(t))), ...lines.map((l) => Math.abs(l.total)));
  const scale = tableScale(max, pdfText(scenario.currency));
  const cell = (value: number) => {
    const scaled = value / scale.divisor;
    // Rounds to zero at this scale: a dash says "nothing to speak of" without a misleading 0.
    if (Math.round(scaled) === 0) return "–";
    const text = f.number(Math.abs(scaled), 0);
    return scaled < 0 ? `(${text})` : text;
  };
  const columns = [...years.map((y) => (y.year === 0 ? "Month 0" : `Year ${y.year}`)), "Total"];
  const labelWidth = columns.length > 8 ? 118 : 150;
  const valueWidth = (CONTENT_WIDTH - labelWidth) / columns.length;
  const fontSize = columns.length > 8 ? 7 : 8;

  const row = (
    key: string,
    label: string,
    values: number[],
    options: { strong?: boolean; sub?: boolean; redNegatives?: boolean; total?: boolean } = {},
  ) => (
    <View
      key={key}
      style={[s.row, { paddingVertical: options.sub ? 1.1 : 2.2 }, options.strong ? { borderBottomColor: RULE } : {}]}
      wrap={false}
    >
      <Text
        style={[
          { width: labelWidth, paddingLeft: options.sub ? 8 : 0, fontSize },
          options.strong ? s.bold : {},
          options.sub ? { color: MUTED } : {},
        ]}
      >
        {label}
      </Text>
      {[...values, ...(options.total === false ? [] : [sum(values)])].map((v, i) => (
        <Text
          key={i}
          style={[
            s.num,
            { width: valueWidth, fontSize },
            options.strong ? s.bold : {},
            options.sub ? { color: MUTED } : {},
            options.redNegatives && v < 0 ? s.cost : {},
          ]}
        >
          {cell(v)}
        </Text>
      ))}
    </View>
  );

  // Page 1 is the one-page answer; the detail starts on a page of its own.
  return (
    <View style={s.section} break>
      <View wrap={false}>
        <Text style={s.h2}>Cost by year</Text>
        <Text style={s.caption}>
          {pdfText(
            `${scale.note}. Month 0 holds the upfront purchase and migration. (…) is a negative amount: a credit, or a ` +
              `year in which ${optionActor("onPrem", scenario.labels)} costs more. Lines that are zero throughout are left ` +
              `out; – is an amount too small to show at this scale.`,
          )}
        </Text>
        <View style={s.headerRow}>
          <Text style={[s.headerCell, { width: labelWidth }]}> </Text>
          {columns.map((c) => (
            <Text key={c} style={[s.headerCell, s.num, { width: valueWidth }]}>
              {c}
            </Text>
          ))}
        </View>
      </View>
      {options.map(({ key, name }, i) => (
        <View key={key} wrap={false}>
          {row(`${key}-total`, name, totals[i]!, { strong: true })}
          {lines
            .filter((l) => l.option === key)
            .map((l) => row(`${key}-${l.key}`, pdfText(l.label), l.byYear, { sub: true }))}
        </View>
      ))}
      <View wrap={false}>
        {row("savings", pdfText(`Saving of ${savingSubject(scenario.labels)}`), savings, {
          strong: true,
          redNegatives: true,
        })}
        {row("cumulative", "Cumulative saving", cumulativeSavings, { redNegatives: true, total: false })}
      </View>
    </View>
  );
}
