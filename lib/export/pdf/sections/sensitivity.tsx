import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { fieldLabel } from "@/lib/input/fields";
import { pdfText } from "@/lib/export/pdf/text";
import { costsMore, savingSubject } from "@/lib/report/words";
import type { SectionProps } from "../input";
import { CONTENT_WIDTH, KPI_LABEL_WIDTH, s } from "../styles";
import type { KpiCell } from "./kpis";

/** Rows of the sensitivity table on page 1: the biggest movers, enough to say why. */
const SENSITIVITY_ROWS = 5;

/** The inputs that move the saving most, each 20% lower and higher. */
export function Sensitivity({ input, f }: SectionProps): ReactElement | null {
  const entries = input.result.sensitivity.slice(0, SENSITIVITY_ROWS);
  if (entries.length === 0) return null;
  const saving = (value: number): KpiCell =>
    value < 0 ? { text: costsMore(f.money(-value)), cost: true } : { text: f.money(value) };
  const valueWidth = (CONTENT_WIDTH - KPI_LABEL_WIDTH) / 2;
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>{pdfText(`What moves the saving of ${savingSubject(input.scenario.labels)}`)}</Text>
      <Text style={s.caption}>
        {`The saving of ${pdfText(savingSubject(input.scenario.labels))} over the horizon with one input 20% lower or ` +
          `higher, all else equal (the horizon one year shorter or longer). Now: ` +
          `${saving(input.result.savings.total).text}.`}
      </Text>
      <View style={s.headerRow}>
        <Text style={[s.headerCell, { width: KPI_LABEL_WIDTH }]}>Input</Text>
        <Text style={[s.headerCell, s.num, { width: valueWidth }]}>Input lower</Text>
        <Text style={[s.headerCell, s.num, { width: valueWidth }]}>Input higher</Text>
      </View>
      {entries.map((entry) => (
        <View key={entry.input} style={s.row}>
          <Text style={{ width: KPI_LABEL_WIDTH }}>{pdfText(fieldLabel(entry.input))}</Text>
          {[saving(entry.low), saving(entry.high)].map((cell, i) => (
            <Text key={i} style={[s.num, { width: valueWidth }, cell.cost ? s.cost : {}]}>
              {cell.text}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
