import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { Formatter } from "@/lib/format/formatter";
import { pdfText } from "@/lib/export/pdf/text";
import { UNDISCOUNTED } from "@/lib/report/words";
import { oddsSentence, rangeRows, reproduceSentence, uncertaintyRows, winsSentence } from "@/lib/report/uncertainty";
import type { Scenario, UncertaintyResult } from "@/lib/tco/types";
import { BOLD } from "../fonts";

// The summary's look (lib/export/pdf.tsx), repeated here so this section stands on its own.
const INK = "#0F172A";
const MUTED = "#64748B";
const RULE = "#CBD5E1";
const HAIRLINE = "#E2E8F0";
const LABEL = 175;

const s = StyleSheet.create({
  section: { marginBottom: 14 },
  h2: { fontFamily: BOLD, fontSize: 10.5, color: INK, marginBottom: 2 },
  caption: { fontSize: 8, color: MUTED, marginBottom: 6, lineHeight: 1.35 },
  odds: { fontFamily: BOLD, fontSize: 10, color: INK, marginBottom: 6 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: HAIRLINE, paddingVertical: 3 },
  headerRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: RULE, paddingBottom: 3, marginTop: 4 },
  headerCell: { fontFamily: BOLD, fontSize: 7.5, color: MUTED },
  num: { textAlign: "right", flexGrow: 1, flexBasis: 0 },
  note: { fontSize: 7.5, color: MUTED, marginTop: 4, lineHeight: 1.35 },
});

function Table({ head, rows }: { head: string[]; rows: string[][] }): ReactElement {
  return (
    <View>
      <View style={s.headerRow}>
        {head.map((h, i) => (
          <Text key={h} style={[s.headerCell, i === 0 ? { width: LABEL } : s.num]}>
            {h}
          </Text>
        ))}
      </View>
      {rows.map((row) => (
        <View key={row[0]} style={s.row}>
          {row.map((cell, i) => (
            <Text key={i} style={i === 0 ? { width: LABEL } : s.num}>
              {pdfText(cell)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/**
 * The summary PDF's Monte Carlo section: the odds that owning is cheaper, the percentile table,
 * cumulative savings at each year end across runs, the ranges used, and the runs and seed that
 * reproduce it. `f` is the summary's (drawable) formatter.
 *
 * @example
 * {result.uncertainty ? <UncertaintySection scenario={scenario} u={result.uncertainty} f={f} /> : null}
 */
export function UncertaintySection({
  scenario,
  u,
  f,
}: {
  scenario: Scenario;
  u: UncertaintyResult;
  f: Formatter;
}): ReactElement {
  const percentiles = uncertaintyRows(u, f).map((r) => [r.label, r.p10, r.p50, r.p90, r.mean || "-"]);
  const yearEnds = u.cumulativeSavings.filter((p) => p.month > 0 && p.month % 12 === 0);
  const fan = yearEnds.map((p) => [
    `End of year ${p.month / 12}`,
    f.moneyCompact(p.p10),
    f.moneyCompact(p.p50),
    f.moneyCompact(p.p90),
  ]);
  const ranges = rangeRows(scenario, f).map((r) => [r.input, r.low, r.likely, r.high, r.distribution]);
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2} minPresenceAhead={120}>
        How sure is the saving? (Monte Carlo)
      </Text>
      <Text style={s.caption}>
        {pdfText(`Every run draws each range below and recomputes the whole model. ${reproduceSentence(u, f)}`)}
      </Text>
      <Text style={s.odds}>{pdfText(oddsSentence(u, f, scenario.labels))}</Text>
      <Table
        head={[scenario.tax ? "Across runs, pre-tax" : "Across runs", "P10", "P50", "P90", "Mean"]}
        rows={percentiles}
      />
      <Table head={[`Cumulative savings (${UNDISCOUNTED})`, "P10", "P50", "P90"]} rows={fan} />
      <Table head={["Range", "Low", "Likely (scenario)", "High", "Shape"]} rows={ranges} />
      <Text style={s.note}>
        {pdfText(
          `${winsSentence(u, f, scenario.labels)} Percentiles are nearest-rank: a tenth of the runs fall at or below ` +
            `P10. The other figures of this report are the scenario as ` +
            `entered.${scenario.tax ? " The runs are pre-tax; the after-tax figures are the scenario as entered." : ""}`,
        )}
      </Text>
    </View>
  );
}
