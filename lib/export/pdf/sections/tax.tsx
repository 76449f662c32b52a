import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { Formatter } from "@/lib/format/formatter";
import { recommendationName } from "@/lib/report/value-words";
import { pdfText } from "@/lib/export/pdf/text";
import { optionActor, optionInSentence, savingSubject, UNDISCOUNTED } from "@/lib/report/words";
import {
  bookAndTaxSentence,
  reconciliationLines,
  reconciliationTitle,
  type ReconciliationLine,
} from "@/lib/report/pnl-reconciliation-lines";
import { pnlLead, pnlRows, pnlSentence, type PnlRow } from "@/lib/report/pnl-rows";
import { taxBasisPhrase } from "@/lib/report/tax-labels";
import { pnlReconciliation, profitAndLoss } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import type { SectionProps } from "../input";
import { CONTENT_WIDTH, MUTED, s } from "../styles";
import { BOLD } from "../fonts";

// The summary's styles, with a tighter row and the P&L's group and cash-line styles.
const t = StyleSheet.create({
  row: { ...s.row, paddingVertical: 2.2 },
  group: { fontFamily: BOLD, fontSize: 7, color: MUTED, marginTop: 5, marginBottom: 1 },
  muted: { color: MUTED },
});

const LABEL_WIDTH = 175;

function AfterTaxTable({
  scenario,
  result,
  f,
}: {
  scenario: Scenario;
  result: TcoResult;
  f: Formatter;
}): ReactElement | null {
  const after = result.afterTax;
  if (!after) return null;
  const width = (CONTENT_WIDTH - LABEL_WIDTH) / 2;
  const within = `not within ${scenario.horizonYears} years`;
  const month = (m: number | null) => (m === null ? within : m === 0 ? "from the start" : f.month(m));
  const saving = (v: number) => (v < 0 ? `costs ${f.money(-v)} more` : f.money(v));
  const rows: [string, string, string, boolean?][] = [
    [
      pdfText(`Total cost, ${optionInSentence("cloud", scenario.labels)}`),
      f.money(result.totals.cloud),
      f.money(after.totals.cloud),
    ],
    [
      pdfText(`Total cost, ${optionInSentence("onPrem", scenario.labels)}`),
      f.money(result.totals.onPrem),
      f.money(after.totals.onPrem),
    ],
    [
      pdfText(`Total cost, ${optionInSentence("hybrid", scenario.labels)}`),
      f.money(result.totals.hybrid),
      f.money(after.totals.hybrid),
    ],
    [
      pdfText(`Saving of ${savingSubject(scenario.labels)} (${UNDISCOUNTED})`),
      saving(result.savings.total),
      saving(after.savings.total),
      true,
    ],
    [
      pdfText(`NPV of the saving of ${savingSubject(scenario.labels)}`),
      saving(result.savings.npv),
      saving(after.savings.npv),
      true,
    ],
    [
      pdfText(`Break-even of ${optionActor("onPrem", scenario.labels)}`),
      month(result.breakEvenMonth),
      month(after.breakEvenMonth),
    ],
    ["Break-even of the hybrid", month(result.hybridBreakEvenMonth), month(after.hybridBreakEvenMonth)],
    [
      "Recommendation (lowest NPV)",
      recommendationName(result.recommendation, scenario.labels),
      recommendationName(after.recommendation, scenario.labels),
    ],
  ];
  return (
    <View wrap={false}>
      <View style={s.headerRow}>
        <Text style={[s.headerCell, { width: LABEL_WIDTH }]}> </Text>
        <Text style={[s.headerCell, s.num, { width }]}>Pre-tax</Text>
        <Text style={[s.headerCell, s.num, { width }]}>After tax</Text>
      </View>
      {rows.map(([label, pre, post, strong]) => (
        <View key={label} style={t.row}>
          <Text style={[{ width: LABEL_WIDTH, fontSize: 8 }, strong ? s.bold : {}]}>{label}</Text>
          <Text style={[s.num, { width, fontSize: 8 }, strong ? s.bold : {}, pre.startsWith("costs") ? s.cost : {}]}>
            {pdfText(pre)}
          </Text>
          <Text style={[s.num, { width, fontSize: 8 }, strong ? s.bold : {}, post.startsWith("costs") ? s.cost : {}]}>
            {pdfText(post)}
          </Text>
        </View>
      ))}
    </View>
  );
}

function PnlTable({ rows, years, f }: { rows: PnlRow[]; years: number; f: Formatter }): ReactElement {
  const labelWidth = years > 6 ? 130 : 170;
  const width = (CONTENT_WIDTH - labelWidth) / (years + 1);
  const fontSize = years > 6 ? 6.5 : 7.5;
  // Thousands keep ten year columns on the page; (…) marks a negative amount, as in accounts.
  const cell = (v: number) => {
    const k = Math.round(v / 1000);
    if (k === 0) return "–";
    return v < 0 ? `(${f.number(-k, 0)})` : f.number(k, 0);
  };
  const sections = [...new Set(rows.map((r) => r.section))];
  return (
    <View>
      {/* Fixed: repeated at the top of each page the table runs onto, so no row is under no year. */}
      <View style={s.headerRow} wrap={false} fixed>
        <Text style={[s.headerCell, { width: labelWidth }]}>{`Thousands of ${pdfText(f.currency)}`}</Text>
        {[...Array.from({ length: years }, (_, i) => `Year ${i + 1}`), "Total"].map((c) => (
          <Text key={c} style={[s.headerCell, s.num, { width }]}>
            {c}
          </Text>
        ))}
      </View>
      {sections.map((section) => (
        <View key={section} wrap={false}>
          <Text style={t.group}>{pdfText(rows.find((r) => r.section === section)!.heading.toUpperCase())}</Text>
          {rows
            .filter((r) => r.section === section)
            .map((r) => (
              <View key={r.label} style={[t.row, { paddingVertical: 1.6 }]}>
                <Text
                  style={[
                    { width: labelWidth, fontSize },
                    r.kind === "effect" ? s.bold : {},
                    r.kind === "memo" ? t.muted : {},
                  ]}
                >
                  {pdfText(r.label)}
                </Text>
                {[...r.byYear, r.total].map((v, i) => (
                  <Text
                    key={i}
                    style={[
                      s.num,
                      { width, fontSize },
                      r.kind === "effect" ? s.bold : {},
                      r.kind === "memo" ? t.muted : {},
                    ]}
                  >
                    {cell(v)}
                  </Text>
                ))}
              </View>
            ))}
        </View>
      ))}
    </View>
  );
}

function Reconciliation({
  title,
  lines,
  f,
}: {
  title: string;
  lines: ReconciliationLine[];
  f: Formatter;
}): ReactElement {
  return (
    <View wrap={false} style={{ marginTop: 6, width: CONTENT_WIDTH * 0.75 }}>
      <Text style={t.group}>{pdfText(title.toUpperCase())}</Text>
      {lines.map((l, i) => (
        <View key={i} style={[t.row, { paddingVertical: 1.4 }]}>
          <Text style={[{ flexGrow: 1, fontSize: 7.5 }, l.kind === "result" ? s.bold : {}]}>{pdfText(l.label)}</Text>
          <Text style={[s.num, { width: 90, fontSize: 7.5 }, l.kind === "result" ? s.bold : {}]}>
            {pdfText(f.money(l.value))}
          </Text>
        </View>
      ))}
    </View>
  );
}

/**
 * The summary PDF's tax section, when the scenario has tax: pre-tax and after-tax figures side by
 * side and the P&L view, owning against renting by year. It follows on from the section before
 * rather than starting a page (a forced break left page 2 two-thirds empty); each table stays whole. Without tax it renders nothing, so the
 * summary stays as it was. Mounted in the summary with one line.
 *
 * @example
 * <TaxAndPnl input={{ scenario: s, result: computeTco(s), version: 1, generatedAt: new Date() }} f={formatter} />
 */
export function TaxAndPnl({ input, f }: SectionProps): ReactElement | null {
  const { scenario, result } = input;
  if (!scenario.tax || !result.afterTax) return null;
  const years = profitAndLoss(scenario, result.months);
  const rows = pnlRows(years, scenario.tax, scenario.labels);
  const lines = reconciliationLines(pnlReconciliation(years), scenario.labels);
  const basis = taxBasisPhrase(scenario.tax, f.locale);
  return (
    <View style={s.section}>
      <View style={s.section}>
        <Text style={s.h2} minPresenceAhead={140}>
          Before and after tax
        </Text>
        <Text style={s.caption}>
          {pdfText(
            `After tax: ${basis}. Running costs, migration and every cloud bill are deductible when paid; purchases are ` +
              `deducted as they depreciate, within the horizon only.`,
          )}
        </Text>
        <AfterTaxTable scenario={scenario} result={result} f={f} />
      </View>
      <View wrap={false} minPresenceAhead={120}>
        <Text style={s.h2}>P&amp;L view: {pnlLead(scenario.financing?.kind, "title")}</Text>
        <Text style={s.caption}>
          {pdfText(
            `${pnlSentence(rows, f.moneyCompact, scenario.labels, scenario.financing?.kind)} ` +
              `${bookAndTaxSentence(scenario.onPrem.lifetimeYears, scenario.tax, f.locale)}`,
          )}
        </Text>
      </View>
      <PnlTable rows={rows} years={years.length} f={f} />
      <Reconciliation title={reconciliationTitle(scenario.labels)} lines={lines} f={f} />
    </View>
  );
}
