import { Link, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { sourceRows } from "@/lib/catalog/source-rows";
import { sourceValue } from "@/lib/catalog/source-value";
import { fieldLabel } from "@/lib/input/fields";
import type { Formatter } from "@/lib/format/formatter";
import { pdfText } from "@/lib/export/pdf/text";
import type { Scenario } from "@/lib/tco/types";
import { BOLD } from "../fonts";

const s = StyleSheet.create({
  section: { marginBottom: 14 },
  h2: { fontFamily: BOLD, fontSize: 10.5, color: "#0F172A", marginBottom: 2 },
  caption: { fontSize: 8, color: "#64748B", marginBottom: 6, lineHeight: 1.35 },
  item: { marginBottom: 5 },
  line: { fontSize: 7.5, lineHeight: 1.35 },
  bold: { fontFamily: BOLD },
  url: { fontSize: 7, color: "#334155", lineHeight: 1.3 },
  override: { fontSize: 7.5, color: "#B91C1C", lineHeight: 1.35 },
});

/**
 * "Where the prices come from": every figure picked from the catalog with its source, the date the
 * source states and its address; a figure typed over after picking says so and shows both. Nothing
 * when the scenario picked nothing.
 */
export function SourcesSection({ scenario, f }: { scenario: Scenario; f: Formatter }): ReactElement | null {
  const rows = sourceRows(scenario);
  if (rows.length === 0) return null;
  return (
    <View style={s.section}>
      <Text style={s.h2} minPresenceAhead={60}>
        Where the prices come from
      </Text>
      <Text style={s.caption}>
        Figures picked from the app&apos;s price catalog, with the date each source states. Check a source before
        relying on it: prices move.
      </Text>
      {rows.map((row) => {
        const filled = typeof row.overriddenWith === "number" ? row.overriddenWith : row.filled;
        return (
          <View key={row.field} style={s.item} wrap={false}>
            <Text style={s.line}>
              <Text style={s.bold}>{pdfText(fieldLabel(row.field))}: </Text>
              {pdfText(
                `${sourceValue(row, row.value, f)} from ${row.what},` +
                  ` ${row.undated ? `read ${f.date(row.asOf)} (the source states no date)` : `as of ${f.date(row.asOf)}`}`,
              )}
              {row.filled !== row.value && row.overriddenWith === undefined
                ? pdfText(` (entered as ${f.number(filled)})`)
                : ""}
            </Text>
            {row.overriddenWith !== undefined ? (
              <Text style={s.override}>
                {pdfText(
                  `Typed over after picking: the scenario uses ` +
                    `${typeof row.overriddenWith === "number" ? f.number(row.overriddenWith) : "another value"}, ` +
                    `not the catalog's ${f.number(row.filled)}.`,
                )}
              </Text>
            ) : null}
            <Link src={row.url} style={s.url}>
              {pdfText(row.url)}
            </Link>
          </View>
        );
      })}
    </View>
  );
}
