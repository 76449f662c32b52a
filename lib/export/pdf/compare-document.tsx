import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import type { ComponentProps, ReactElement } from "react";
import type { ComparisonCsvInput } from "../compare-csv";
import { exportFileName } from "../file-name";
import { differenceText, inputText, isCost, resultText } from "@/lib/compare/text";
import { createFormatter } from "@/lib/format/formatter";
import { pdfText } from "@/lib/export/pdf/text";
import { drawableFormatter } from "./drawable";
import { INK, MUTED, RULE, s } from "./styles";
import { REGULAR } from "./fonts";

/** What the compare PDF is made from: the comparison, why nothing is ranked (if so), and when. */
export interface ComparisonPdfInput extends ComparisonCsvInput {
  refusal: string | null;
  generatedAt: Date;
  locale?: string;
}

// A4 landscape less the page's side padding.
const WIDTH = 841.89 - 2 * 44;
const LABEL_WIDTH = 190;

function Table({ input }: { input: ComparisonPdfInput }): ReactElement {
  const { entries, rows, inputs, baseline } = input;
  const locale = input.locale ?? "en-US";
  const f = drawableFormatter(createFormatter(entries[baseline]!.scenario.currency, locale));
  const valueWidth = (WIDTH - LABEL_WIDTH) / entries.length;
  const cellStyle = { width: valueWidth, textAlign: "right" as const, paddingLeft: 6 };
  return (
    <View>
      <View style={s.headerRow} fixed>
        <Text style={[s.headerCell, { width: LABEL_WIDTH }]}> </Text>
        {entries.map((e, i) => (
          <View key={e.id} style={cellStyle}>
            <Text style={[s.headerCell, { color: INK }]}>{pdfText(e.scenario.name)}</Text>
            <Text style={[s.headerCell, { fontFamily: REGULAR }]}>
              {`Prices as of ${e.scenario.pricesAsOf ? f.date(e.scenario.pricesAsOf) : "not given"}${i === baseline ? " · baseline" : ""}`}
            </Text>
          </View>
        ))}
      </View>
      {rows.map((row) => (
        <View key={row.key} style={s.row} wrap={false}>
          <Text style={{ width: LABEL_WIDTH }}>{row.label}</Text>
          {row.values.map((value, i) => {
            const currency = entries[i]!.scenario.currency;
            const diff =
              i !== baseline && (row.kind !== "money" || currency === entries[baseline]!.scenario.currency)
                ? differenceText(row, value, row.values[baseline] ?? null, currency, locale)
                : null;
            return (
              <View key={i} style={cellStyle}>
                <Text
                  style={[row.best === i ? s.bold : {}, isCost(row, value) ? s.cost : {}]}
                >{`${row.best === i ? "● " : ""}${pdfText(resultText(row, value, currency, locale, entries[i]!.scenario.labels))}`}</Text>
                {diff ? <Text style={{ fontSize: 6.5, color: MUTED }}>{pdfText(diff)}</Text> : null}
              </View>
            );
          })}
        </View>
      ))}
      <Text
        style={[s.groupTitle, { marginTop: 10, borderBottomWidth: 1, borderBottomColor: RULE, paddingBottom: 2 }]}
        minPresenceAhead={40}
      >
        {inputs.length === 0 ? "Inputs: the same in every scenario" : `Inputs that differ (${inputs.length})`}
      </Text>
      {inputs.map((row) => (
        <View key={row.path} style={s.row} wrap={false}>
          <Text style={{ width: LABEL_WIDTH }}>{pdfText(`${row.label} (${row.group})`)}</Text>
          {row.values.map((value, i) => (
            <Text key={i} style={[cellStyle, value === null ? { color: MUTED } : {}]}>
              {pdfText(
                inputText(row, value, entries[i]!.scenario.currency, locale, entries[i]!.scenario.workload.unitName),
              )}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

function comparisonDocument(input: ComparisonPdfInput): ReactElement<ComponentProps<typeof Document>> {
  const f = drawableFormatter(createFormatter(input.entries[input.baseline]!.scenario.currency, input.locale));
  return (
    <Document
      title="Scenario comparison"
      subject="GPU TCO scenario comparison"
      creator="GPU TCO"
      producer="GPU TCO"
      creationDate={input.generatedAt}
      language={f.locale}
    >
      <Page size="A4" orientation="landscape" style={s.page}>
        <View style={s.footer} fixed>
          <Text>{`GPU TCO · comparison of ${input.entries.length} scenarios · generated ${f.dateTime(input.generatedAt)}`}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
        <Text style={s.overline}>GPU TCO · SCENARIO COMPARISON</Text>
        <Text style={[s.title, { fontSize: 16 }]}>Compare scenarios</Text>
        <Text style={s.caption}>
          {pdfText(
            `Differences are against the baseline, "${input.entries[input.baseline]!.scenario.name}". ` +
              `${input.refusal ?? "The best value of each result row is marked ●."} Every figure is computed as in the ` +
              `scenario summary.`,
          )}
        </Text>
        <Table input={input} />
      </Page>
    </Document>
  );
}

/**
 * The comparison as an A4 landscape PDF: the compare page's table (results, then every input that
 * differs), with the baseline and the prices' dates in the column heads.
 *
 * @example
 * const pdf = await renderComparisonPdf({ ...comparison, generatedAt: new Date() });
 */
export async function renderComparisonPdf(input: ComparisonPdfInput): Promise<Buffer> {
  return renderToBuffer(comparisonDocument(input));
}

/** @example comparisonFileName("csv") // "scenario-comparison.csv" */
export const comparisonFileName = (extension: "csv" | "pdf" | "xlsx") =>
  exportFileName("scenario", "comparison", extension);
