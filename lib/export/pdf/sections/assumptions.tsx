import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { assumptionValue } from "@/lib/report/value-words";
import { pdfText } from "@/lib/export/pdf/text";
import { stalePricesSentence } from "@/lib/report/prices-age";
import { assumptionRows, type AssumptionRow } from "@/lib/report/report-data";
import type { SectionProps } from "../input";
import { s } from "../styles";

/** Every input as entered, in two balanced columns of whole groups. */
export function Assumptions({ input, f }: SectionProps): ReactElement {
  const rows = assumptionRows(input.scenario);
  // Dated on the report's own day, so a board pack read later still says how old its prices were then.
  const stale = stalePricesSentence(input.scenario, input.generatedAt, f.date);
  const groups: { title: string; rows: AssumptionRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.title === row.group) last.rows.push(row);
    else groups.push({ title: row.group, rows: [row] });
  }
  // Balance the two columns by row count, keeping each group whole.
  const half = rows.length / 2;
  const left: typeof groups = [];
  const right: typeof groups = [];
  let count = 0;
  for (const group of groups) {
    (count + group.rows.length / 2 <= half ? left : right).push(group);
    count += group.rows.length;
  }
  const column = (list: typeof groups) => (
    <View style={s.column}>
      {list.map((group) => (
        <View key={group.title} wrap={false}>
          <Text style={s.groupTitle}>{pdfText(group.title)}</Text>
          {group.rows.map((row) => (
            <View key={row.path} style={[s.row, { paddingVertical: 1.2 }]}>
              <Text style={[s.label, s.small]}>{pdfText(row.label)}</Text>
              <Text style={[s.num, s.small, s.bold]}>
                {pdfText(assumptionValue(row, f, input.scenario.workload.unitName))}
              </Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
  return (
    <View style={s.section}>
      <Text style={s.h2} minPresenceAhead={120}>
        Key assumptions
      </Text>
      <Text style={s.caption}>
        Every input of the scenario, as entered.{stale ? <Text style={s.cost}>{` ${pdfText(stale)}`}</Text> : null}
      </Text>
      <View style={s.columns}>
        {column(left)}
        {column(right)}
      </View>
    </View>
  );
}
