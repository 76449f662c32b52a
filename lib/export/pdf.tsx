import { Document, Font, G, Line, Page, Path, Rect, renderToBuffer, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { ComponentProps, ReactElement } from "react";
import type { OptionValues, Scenario, TcoResult } from "@/lib/tco/types";
import { fieldLabel } from "@/lib/fields";
import { OPTION_COLORS, OPTION_DASH, type OptionKey } from "@/lib/report/palette";
import { headlineSentence } from "@/lib/report/sentences";
import { MODEL_EXCLUSIONS } from "@/lib/report/exclusions";
import { exportFileName } from "./file-name";
import { TaxAndPnl } from "./pdf-tax";
import {
  createFormatter,
  assumptionValue,
  pdfText,
  recommendationName,
  recommendationSentence,
  type Formatter,
} from "@/lib/report/formatter";
import { assumptionRows, OPTIONS, runningTotals, yearlyBreakdown, type AssumptionRow } from "@/lib/report/report-data";

/** What the summary PDF is made from. Dates are printed in UTC. */
export interface SummaryPdfInput {
  scenario: Scenario;
  result: TcoResult;
  /** The saved version the report shows. */
  version: number;
  generatedAt: Date;
  /** When the scenario was shared, for reports made from a share link. */
  sharedAt?: Date;
  /** BCP 47 tag for numbers and dates; en-US when absent or malformed. */
  locale?: string;
}

// Words are never hyphenated: "net-work" in a narrow column reads as a typo in a board pack.
// react-pdf offers this per Text or for the whole font store; this module is its only user.
Font.registerHyphenationCallback((word) => [word]);

// The app's colours and dashes (lib/report/palette.ts), so an option looks the same on screen and paper.
// On-prem, the lightest in greyscale, gets the thickest line so it holds its own in print.
const OPTION_STYLE: Record<OptionKey, { color: string; dash?: string; width: number }> = {
  cloud: { color: OPTION_COLORS.cloud, dash: OPTION_DASH.cloud, width: 1.6 },
  onPrem: { color: OPTION_COLORS.onPrem, dash: OPTION_DASH.onPrem, width: 2.2 },
  hybrid: { color: OPTION_COLORS.hybrid, dash: OPTION_DASH.hybrid, width: 1.6 },
};

const INK = "#0F172A";
const TEXT = "#334155";
const MUTED = "#64748B";
const RULE = "#CBD5E1";
const HAIRLINE = "#E2E8F0";
const PANEL = "#F1F5F9";
const COST_RED = "#B91C1C";

const PAGE_PADDING_X = 44;
const CONTENT_WIDTH = 595.28 - 2 * PAGE_PADDING_X;

const s = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 52,
    paddingHorizontal: PAGE_PADDING_X,
    fontFamily: "Helvetica",
    fontSize: 8.5,
    color: TEXT,
  },
  // Line height is set on the texts that wrap, never on the page or a container: inherited into
  // the fixed footer, it stops react-pdf 4.9 from drawing the page-number text (and the footer).
  // Each style with a unitless line height sets its font size too: without one in the same
  // style, react-pdf 4.9 drew the lines several times too far apart.
  prose: { fontSize: 8, lineHeight: 1.4 },
  overline: { fontSize: 7, letterSpacing: 1.2, color: MUTED, marginBottom: 4 },
  title: { fontFamily: "Helvetica-Bold", fontSize: 19, color: INK, lineHeight: 1.15, marginBottom: 6 },
  meta: { flexDirection: "row", flexWrap: "wrap", fontSize: 7.5, color: MUTED, marginBottom: 12 },
  metaItem: { marginRight: 14 },
  metaValue: { color: TEXT, fontFamily: "Helvetica-Bold" },
  headline: {
    backgroundColor: PANEL,
    borderLeftWidth: 3,
    paddingVertical: 9,
    paddingHorizontal: 12,
    marginBottom: 14,
  },
  headlineText: { fontFamily: "Helvetica-Bold", fontSize: 13, color: INK, lineHeight: 1.25 },
  headlineSub: { fontSize: 8.5, color: TEXT, marginTop: 3 },
  h2: { fontFamily: "Helvetica-Bold", fontSize: 10.5, color: INK, marginBottom: 2 },
  caption: { fontSize: 8, color: MUTED, marginBottom: 6, lineHeight: 1.35 },
  section: { marginBottom: 14 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: HAIRLINE, paddingVertical: 3 },
  headerRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: RULE, paddingBottom: 3 },
  headerCell: { fontFamily: "Helvetica-Bold", fontSize: 7.5, color: MUTED },
  label: { flexGrow: 1, flexShrink: 1 },
  detail: { flexGrow: 1, flexShrink: 1, flexBasis: 0, fontSize: 7.5, lineHeight: 1.35 },
  runIn: { fontSize: 7.5, lineHeight: 1.35, marginTop: 2 },
  num: { textAlign: "right" },
  bold: { fontFamily: "Helvetica-Bold", color: INK },
  cost: { color: COST_RED },
  stats: { flexDirection: "row", marginTop: 8 },
  stat: { flexGrow: 1, flexBasis: 0, borderLeftWidth: 0.5, borderLeftColor: RULE, paddingLeft: 8, marginRight: 6 },
  statLabel: { fontSize: 7, color: MUTED, marginBottom: 2 },
  statValue: { fontFamily: "Helvetica-Bold", fontSize: 11.5, color: INK },
  statNote: { fontSize: 6.5, color: MUTED, marginTop: 1 },
  legend: { flexDirection: "row", marginBottom: 4 },
  legendItem: { flexDirection: "row", alignItems: "center", marginRight: 14, fontSize: 7.5 },
  columns: { flexDirection: "row", justifyContent: "space-between" },
  column: { width: (CONTENT_WIDTH - 18) / 2 },
  groupTitle: { fontFamily: "Helvetica-Bold", fontSize: 7.5, color: INK, marginTop: 6, marginBottom: 1 },
  small: { fontSize: 7.5 },
  exclusion: { flexDirection: "row", marginBottom: 3 },
  exclusionTitle: { fontFamily: "Helvetica-Bold", color: INK, width: 118, fontSize: 7.5, lineHeight: 1.35 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: PAGE_PADDING_X,
    right: PAGE_PADDING_X,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 5,
  },
});

/** Every string a formatter makes, made drawable in Helvetica (some locales use U+202F or U+2212). */
function drawableFormatter(formatter: Formatter): Formatter {
  return {
    locale: formatter.locale,
    currency: formatter.currency,
    money: (v) => pdfText(formatter.money(v)),
    moneyRate: (v, digits) => pdfText(formatter.moneyRate(v, digits)),
    moneyInput: (v) => pdfText(formatter.moneyInput(v)),
    moneyCompact: (v) => pdfText(formatter.moneyCompact(v)),
    number: (v, digits) => pdfText(formatter.number(v, digits)),
    percent: (v, digits) => pdfText(formatter.percent(v, digits)),
    month: (v) => pdfText(formatter.month(v)),
    dateTime: (v) => pdfText(formatter.dateTime(v)),
    date: (v) => pdfText(formatter.date(v)),
  };
}

const yearsText = (n: number) => `${n} year${n === 1 ? "" : "s"}`;

function breakEvenText(month: number | null, horizonYears: number, f: Formatter): string {
  if (month === null) return `not within ${yearsText(horizonYears)}`;
  return month === 0 ? "from the start" : f.month(month);
}

// ---------------------------------------------------------------- page 1 fitting

// Rough advance widths in em of Helvetica(-Bold) by character class: good enough to tell a title
// of one line from one of three, which is all the page-1 budget needs.
function textWidthEm(text: string): number {
  let em = 0;
  for (const char of text) em += /[A-Z0-9$€£%&@MWmw]/.test(char) ? 0.72 : /[\s.,;:'!|()\-ijlft]/.test(char) ? 0.3 : 0.58;
  return em;
}

function estimatedLines(text: string, fontSize: number): number {
  // 10% slack for words that wrap early.
  return Math.max(1, Math.ceil((textWidthEm(text) * fontSize * 1.1) / CONTENT_WIDTH));
}

/**
 * Page 1 holds the whole answer, so what varies on it (the title's length, a wrapped headline,
 * the cost-per-unit row) is paid for by a smaller title and a shorter chart, never by a page.
 */
function pageOneLayout(input: SummaryPdfInput, headline: string): { titleSize: number; chartHeight: number } {
  const name = pdfText(input.scenario.name);
  const titleSize = [19, 16, 14].find((size) => estimatedLines(name, size) <= 2) ?? 12;
  const titleExtra = (estimatedLines(name, titleSize) - 1) * titleSize * 1.15;
  const headlineExtra = (estimatedLines(headline, 13) - 1) * 16;
  const unitRow = input.result.costPerUnit ? 17 : 0;
  return { titleSize, chartHeight: Math.max(140, CHART_HEIGHT - titleExtra - headlineExtra - unitRow) };
}

// ---------------------------------------------------------------- header and KPIs

function Header({ input, f, titleSize }: { input: SummaryPdfInput; f: Formatter; titleSize: number }): ReactElement {
  const { scenario, version, generatedAt, sharedAt } = input;
  const items: [string, string][] = [
    ["Generated", f.dateTime(generatedAt)],
    ["Prices as of", scenario.pricesAsOf ? f.date(scenario.pricesAsOf) : "not given"],
    ["Currency", pdfText(scenario.currency)],
    ["Version", String(version)],
    ...(sharedAt ? ([["Shared", f.date(sharedAt)]] as [string, string][]) : []),
  ];
  return (
    <View>
      <Text style={s.overline}>GPU TCO  ·  SCENARIO SUMMARY</Text>
      <Text style={[s.title, { fontSize: titleSize }]}>{pdfText(scenario.name)}</Text>
      <View style={s.meta}>
        {items.map(([label, value]) => (
          <Text key={label} style={s.metaItem}>
            {label} <Text style={s.metaValue}>{value}</Text>
          </Text>
        ))}
      </View>
    </View>
  );
}

function Headline({ input, f, headline }: { input: SummaryPdfInput; f: Formatter; headline: string }): ReactElement {
  const { scenario, result } = input;
  const accent = OPTION_STYLE[result.recommendation === "on-prem" ? "onPrem" : result.recommendation].color;
  return (
    <View style={[s.headline, { borderLeftColor: accent }]}>
      <Text style={s.headlineText}>{headline}</Text>
      <Text style={s.headlineSub}>{recommendationSentence(scenario, result, f)}</Text>
    </View>
  );
}

const KPI_LABEL_WIDTH = 175;
const KPI_VALUE_WIDTH = (CONTENT_WIDTH - KPI_LABEL_WIDTH) / 3;

interface KpiCell {
  text: string;
  cost?: boolean;
}

/** A saving against the cloud and its share of the cloud's total; a negative one reads as a cost. */
function savingCells(saving: number, cloudTotal: number, f: Formatter): { amount: KpiCell; share: KpiCell } {
  const pct = cloudTotal === 0 ? null : (saving / cloudTotal) * 100;
  if (saving < 0) {
    return {
      amount: { text: `costs ${f.money(-saving)} more`, cost: true },
      share: { text: pct === null ? "—" : `costs ${f.percent(-pct)} more`, cost: true },
    };
  }
  return { amount: { text: f.money(saving) }, share: { text: pct === null ? "—" : f.percent(pct) } };
}

function KpiTable({ input, f }: { input: SummaryPdfInput; f: Formatter }): ReactElement {
  const { scenario, result } = input;
  const none: KpiCell = { text: "—" };
  const onPrem = savingCells(result.savings.total, result.totals.cloud, f);
  const hybrid = savingCells(result.totals.cloud - result.totals.hybrid, result.totals.cloud, f);
  const money = (v: OptionValues): KpiCell[] => [{ text: f.money(v.cloud) }, { text: f.money(v.onPrem) }, { text: f.money(v.hybrid) }];
  const rate = (v: OptionValues): KpiCell[] => {
    const digits = rateDigits([v.cloud, v.onPrem, v.hybrid]);
    return [{ text: f.moneyRate(v.cloud, digits) }, { text: f.moneyRate(v.onPrem, digits) }, { text: f.moneyRate(v.hybrid, digits) }];
  };
  const { discountRatePct, discounting } = scenario.assumptions;
  const rows: [string, KpiCell[], boolean?][] = [
    [`Total cost over ${yearsText(scenario.horizonYears)}`, money(result.totals), true],
    [`NPV of costs at ${f.percent(discountRatePct, 2)} (${discounting})`, money(result.npv)],
    ["Saving against cloud", [none, onPrem.amount, hybrid.amount], true],
    ["Saving, % of cloud total", [none, onPrem.share, hybrid.share]],
    [
      "Break-even against cloud",
      [
        none,
        { text: breakEvenText(result.breakEvenMonth, scenario.horizonYears, f) },
        { text: breakEvenText(result.hybridBreakEvenMonth, scenario.horizonYears, f) },
      ],
    ],
  ];
  if (result.costPerGpuHour) rows.push(["Cost per busy GPU-hour", rate(result.costPerGpuHour)]);
  if (result.costPerUnit) rows.push([`Cost per ${pdfText(scenario.workload.unitName ?? "unit of work")}`, rate(result.costPerUnit)]);

  return (
    <View style={s.section} wrap={false}>
      <View style={s.headerRow}>
        <Text style={[s.headerCell, { width: KPI_LABEL_WIDTH }]}> </Text>
        {OPTIONS.map(({ key, name }) => (
          <View key={key} style={{ width: KPI_VALUE_WIDTH, flexDirection: "row", justifyContent: "flex-end", alignItems: "center" }}>
            <Svg width={16} height={6} style={{ marginRight: 4 }}>
              <Line x1={0} y1={3} x2={16} y2={3} stroke={OPTION_STYLE[key].color} strokeWidth={OPTION_STYLE[key].width + 0.4} strokeDasharray={OPTION_STYLE[key].dash} />
            </Svg>
            <Text style={s.headerCell}>{name}</Text>
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
  const exact = (digits: number) => values.every((v) => Math.abs(v * 10 ** digits - Math.round(v * 10 ** digits)) < 1e-6);
  for (let digits = 2; digits < significant; digits++) if (exact(digits)) return digits;
  return significant;
}

function Stats({ input, f }: { input: SummaryPdfInput; f: Formatter }): ReactElement {
  const { result } = input;
  const stats: [string, string, string][] = [
    ["IRR of owning", result.irrPct === null ? "n/a" : f.percent(result.irrPct), result.irrPct === null ? "no single rate" : "yearly, on the upfront cost"],
    ["ROI of owning", result.roiPct === null ? "n/a" : f.percent(result.roiPct), result.roiPct === null ? "no upfront cost" : "saving / upfront cost"],
    [
      "Utilization break-even",
      result.utilizationBreakEven === null ? "none" : `${f.number(result.utilizationBreakEven, 1)} h/day`,
      result.utilizationBreakEven === null ? "in 0–24 busy hours a day" : "busy hours per GPU where both cost the same",
    ],
    ["Recommendation", recommendationName(result.recommendation), "lowest NPV of costs"],
  ];
  return (
    <View style={s.stats}>
      {stats.map(([label, value, note]) => (
        <View key={label} style={s.stat}>
          <Text style={s.statLabel}>{label}</Text>
          <Text style={s.statValue}>{value}</Text>
          <Text style={s.statNote}>{note}</Text>
        </View>
      ))}
    </View>
  );
}

// ---------------------------------------------------------------- chart

/** Round tick step for about `count` intervals over `span`: 1, 2, 2.5 or 5 × a power of ten. */
function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1;
  const rough = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10;
  return step * magnitude;
}

const CHART_HEIGHT = 210;
const PLOT = { left: 46, right: 8, top: 16, bottom: 30 };

function CostChart({ input, f, height }: { input: SummaryPdfInput; f: Formatter; height: number }): ReactElement {
  const { result, scenario } = input;
  const months = result.months;
  const lastMonth = months.length - 1;
  const values = months.flatMap((m) => [m.cumulative.cloud, m.cumulative.onPrem, m.cumulative.hybrid]);
  const rawMin = Math.min(0, ...values);
  const rawMax = Math.max(0, ...values);
  const step = niceStep(rawMax - rawMin, 5);
  const yMin = Math.floor(rawMin / step) * step;
  const yMax = Math.max(Math.ceil(rawMax / step) * step, yMin + step);
  const width = CONTENT_WIDTH;
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = height - PLOT.top - PLOT.bottom;
  const x = (month: number) => PLOT.left + (lastMonth === 0 ? 0 : (month / lastMonth) * plotWidth);
  const y = (value: number) => PLOT.top + (1 - (value - yMin) / (yMax - yMin)) * plotHeight;
  const ticks = Array.from({ length: Math.round((yMax - yMin) / step) + 1 }, (_, i) => yMin + i * step);
  const path = (key: OptionKey) =>
    months.map((m, i) => `${i === 0 ? "M" : "L"}${x(m.month).toFixed(2)} ${y(m.cumulative[key]).toFixed(2)}`).join(" ");
  const years = Array.from({ length: scenario.horizonYears }, (_, i) => i + 1);
  const breakEven = result.breakEvenMonth;
  const axisText = { fontSize: 6.5, fill: MUTED };

  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>Cumulative cost</Text>
      <Text style={s.caption}>{chartCaption(input, f)}</Text>
      <View style={s.legend}>
        {OPTIONS.map(({ key, name }) => (
          <View key={key} style={s.legendItem}>
            <Svg width={20} height={6} style={{ marginRight: 4 }}>
              <Line x1={0} y1={3} x2={20} y2={3} stroke={OPTION_STYLE[key].color} strokeWidth={OPTION_STYLE[key].width + 0.4} strokeDasharray={OPTION_STYLE[key].dash} />
            </Svg>
            <Text>{name}</Text>
          </View>
        ))}
      </View>
      <Svg width={width} height={height}>
        {ticks.map((tick) => (
          <G key={`y${tick}`}>
            <Line x1={PLOT.left} y1={y(tick)} x2={width - PLOT.right} y2={y(tick)} stroke={tick === 0 ? RULE : HAIRLINE} strokeWidth={tick === 0 ? 0.8 : 0.5} />
            <Text x={PLOT.left - 5} y={y(tick) + 2.2} textAnchor="end" style={axisText}>
              {f.moneyCompact(tick)}
            </Text>
          </G>
        ))}
        {years.map((year) => (
          <G key={`x${year}`}>
            {year < scenario.horizonYears && (
              <Line x1={x(12 * year)} y1={PLOT.top} x2={x(12 * year)} y2={PLOT.top + plotHeight} stroke={HAIRLINE} strokeWidth={0.6} />
            )}
            <Line x1={x(12 * year)} y1={PLOT.top + plotHeight} x2={x(12 * year)} y2={PLOT.top + plotHeight + 3} stroke={MUTED} strokeWidth={0.5} />
            <Text x={x(12 * year)} y={PLOT.top + plotHeight + 10} textAnchor="middle" style={axisText}>
              {String(12 * year)}
            </Text>
            <Text x={x(12 * year - 6)} y={PLOT.top + plotHeight + 20} textAnchor="middle" style={{ ...axisText, fill: TEXT }}>
              {`Year ${year}`}
            </Text>
          </G>
        ))}
        <Text x={x(0)} y={PLOT.top + plotHeight + 10} textAnchor="middle" style={axisText}>
          0
        </Text>
        <Line x1={PLOT.left} y1={PLOT.top + plotHeight} x2={width - PLOT.right} y2={PLOT.top + plotHeight} stroke={MUTED} strokeWidth={0.6} />
        {breakEven !== null && breakEven > 0 && (
          <G>
            <Line x1={x(breakEven)} y1={PLOT.top - 4} x2={x(breakEven)} y2={PLOT.top + plotHeight} stroke={INK} strokeWidth={0.7} strokeDasharray="2 2" />
            {/* Near the right edge the label goes to the left of the marker, so it stays on the page. */}
            <Text
              x={x(breakEven) + (x(breakEven) > width - 100 ? -3 : 3)}
              y={PLOT.top - 6}
              textAnchor={x(breakEven) > width - 100 ? "end" : "start"}
              style={{ fontSize: 7, fill: INK }}
            >
              {`Break-even, ${f.month(breakEven)}`}
            </Text>
          </G>
        )}
        {/* The dashed hybrid line goes on top: where it runs along another line, both stay visible. */}
        {(["cloud", "onPrem", "hybrid"] as const).map((key) => (
          <Path
            key={key}
            d={path(key)}
            fill="none"
            stroke={OPTION_STYLE[key].color}
            strokeWidth={OPTION_STYLE[key].width}
            strokeDasharray={OPTION_STYLE[key].dash}
            strokeLinejoin="round"
          />
        ))}
        {breakEven !== null && breakEven > 0 && (
          <Rect x={x(breakEven) - 2.2} y={y(cumulativeAt(result, breakEven)) - 2.2} width={4.4} height={4.4} fill={INK} />
        )}
      </Svg>
    </View>
  );
}

/** Rows of the sensitivity table on page 1: the biggest movers, enough to say why. */
const SENSITIVITY_ROWS = 5;

function Sensitivity({ input, f }: { input: SummaryPdfInput; f: Formatter }): ReactElement | null {
  const entries = input.result.sensitivity.slice(0, SENSITIVITY_ROWS);
  if (entries.length === 0) return null;
  const saving = (value: number): KpiCell => (value < 0 ? { text: `costs ${f.money(-value)} more`, cost: true } : { text: f.money(value) });
  const valueWidth = (CONTENT_WIDTH - KPI_LABEL_WIDTH) / 2;
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>What moves the saving of owning</Text>
      <Text style={s.caption}>
        {`The saving of owning over the horizon with one input 20% lower or higher, all else equal (the horizon one year shorter or longer). Now: ${saving(input.result.savings.total).text}.`}
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

/** On-prem cumulative cost at a fractional month, interpolated as the break-even is. */
function cumulativeAt(result: TcoResult, month: number): number {
  const before = result.months[Math.floor(month)];
  const after = result.months[Math.ceil(month)] ?? before;
  if (!before || !after) return 0;
  const t = month - Math.floor(month);
  return before.cumulative.onPrem + t * (after.cumulative.onPrem - before.cumulative.onPrem);
}

function chartCaption({ result, scenario }: SummaryPdfInput, f: Formatter): string {
  const years = yearsText(scenario.horizonYears);
  if (result.breakEvenMonth === 0) return `Owning costs less than renting in every month of the ${years}.`;
  if (result.breakEvenMonth !== null) {
    return `Owning catches up with renting in ${f.month(result.breakEvenMonth)}; month 0 holds the upfront purchase.`;
  }
  return `Owning does not catch up with renting within ${years}; month 0 holds the upfront purchase.`;
}

// ---------------------------------------------------------------- yearly breakdown

/** The divisor and its name that keep the largest amount of a table within about seven digits. */
function tableScale(max: number, currency: string): { divisor: number; note: string } {
  if (max < 1e7) return { divisor: 1, note: `Amounts in ${currency}` };
  if (max < 1e10) return { divisor: 1e3, note: `Amounts in thousands of ${currency}` };
  return { divisor: 1e6, note: `Amounts in millions of ${currency}` };
}

function YearlyTable({ input, f }: { input: SummaryPdfInput; f: Formatter }): ReactElement {
  const { scenario } = input;
  const { years, lines } = yearlyBreakdown(scenario, { withZeroLines: false });
  const totals = OPTIONS.map(({ key }) => years.map((y) => y.total[key]));
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

  const row = (key: string, label: string, values: number[], options: { strong?: boolean; sub?: boolean; redNegatives?: boolean; total?: boolean } = {}) => (
    <View key={key} style={[s.row, { paddingVertical: options.sub ? 1.1 : 2.2 }, options.strong ? { borderBottomColor: RULE } : {}]} wrap={false}>
      <Text style={[{ width: labelWidth, paddingLeft: options.sub ? 8 : 0, fontSize }, options.strong ? s.bold : {}, options.sub ? { color: MUTED } : {}]}>
        {label}
      </Text>
      {[...values, ...(options.total === false ? [] : [sum(values)])].map((v, i) => (
        <Text
          key={i}
          style={[s.num, { width: valueWidth, fontSize }, options.strong ? s.bold : {}, options.sub ? { color: MUTED } : {}, options.redNegatives && v < 0 ? s.cost : {}]}
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
          {`${scale.note}. Month 0 holds the upfront purchase and migration. (…) is a negative amount: a credit, or a year in which owning costs more. Lines that are zero throughout are left out.`}
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
      {OPTIONS.map(({ key, name }, i) => (
        <View key={key} wrap={false}>
          {row(`${key}-total`, name, totals[i]!, { strong: true })}
          {lines.filter((l) => l.option === key).map((l) => row(`${key}-${l.key}`, pdfText(l.label), l.byYear, { sub: true }))}
        </View>
      ))}
      <View wrap={false}>
        {row("savings", "Saving of owning", savings, { strong: true, redNegatives: true })}
        {row("cumulative", "Cumulative saving", cumulativeSavings, { redNegatives: true, total: false })}
      </View>
    </View>
  );
}

// ---------------------------------------------------------------- assumptions, exclusions, description

function Assumptions({ input, f }: { input: SummaryPdfInput; f: Formatter }): ReactElement {
  const rows = assumptionRows(input.scenario);
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
              <Text style={[s.num, s.small, s.bold]}>{pdfText(assumptionValue(row, f, input.scenario.workload.unitName))}</Text>
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
      <Text style={s.caption}>Every input of the scenario, as entered.</Text>
      <View style={s.columns}>
        {column(left)}
        {column(right)}
      </View>
    </View>
  );
}

function Exclusions(): ReactElement {
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>What the model leaves out</Text>
      <Text style={s.caption}>These are not in any figure above; weigh them separately.</Text>
      {MODEL_EXCLUSIONS.map((e) => (
        <View key={e.title} style={s.exclusion}>
          <Text style={[s.exclusionTitle, s.small]}>{e.title}</Text>
          <Text style={s.detail}>{e.detail}</Text>
        </View>
      ))}
    </View>
  );
}

// The "how is this computed" hint of each KPI (ui.md, Trust), in the order of page 1.
const DEFINITIONS: readonly [string, string][] = [
  ["Total cost", "Each option's monthly costs over the horizon added up, month 0's purchase included, not discounted."],
  ["NPV of costs", "Each option's costs discounted at the discount rate: by year end (annual) or by month (monthly); month 0 is not discounted."],
  ["Saving against cloud", "The cloud's total minus the option's total; the percentage is of the cloud's total."],
  ["Break-even", "The month, interpolated within it, in which the option's running total first comes back down to the cloud's after being above it."],
  ["IRR of owning", "The yearly rate at which the month-0 cost of owning and the yearly savings after it have a net present value of zero."],
  ["ROI of owning", "The saving of owning over the horizon divided by the month-0 cost of owning."],
  ["Utilization break-even", "The fewest busy hours per GPU per day at which owning and renting cost the same over the horizon, all else equal."],
  ["Cost per busy GPU-hour", "Each option's total divided by the GPU-hours of work wanted over the horizon."],
  ["Recommendation", "The option with the lowest NPV of costs."],
];

function Definitions(): ReactElement {
  // Run in as one paragraph: as a list this section would push a long scenario onto a fourth page.
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>How the figures are computed</Text>
      <Text style={s.runIn}>
        {DEFINITIONS.flatMap(([term, meaning], i) => [
          <Text key={term} style={s.bold}>
            {`${term}:`}
          </Text>,
          ` ${meaning}${i < DEFINITIONS.length - 1 ? "  " : ""}`,
        ])}
      </Text>
    </View>
  );
}

function About({ scenario }: { scenario: Scenario }): ReactElement | null {
  if (!scenario.description?.trim()) return null;
  return (
    <View style={s.section}>
      <Text style={s.h2} minPresenceAhead={40}>
        About this scenario
      </Text>
      {/* Blank lines are kept, but one at a time: a run of them is not worth a page. */}
      <Text style={s.prose}>{pdfText(scenario.description).replace(/\n{3,}/g, "\n\n")}</Text>
    </View>
  );
}

function Footer({ input }: { input: SummaryPdfInput }): ReactElement {
  const name = pdfText(input.scenario.name);
  const short = name.length > 70 ? `${name.slice(0, 69)}…` : name;
  return (
    <View style={s.footer} fixed>
      <Text>{`${short}  ·  version ${input.version}`}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

function summaryDocument(input: SummaryPdfInput): ReactElement<ComponentProps<typeof Document>> {
  const f = drawableFormatter(createFormatter(input.scenario.currency, input.locale));
  const headline = pdfText(headlineSentence(input.scenario, input.result, f.locale));
  const { titleSize, chartHeight } = pageOneLayout(input, headline);
  return (
    <Document
      title={input.scenario.name}
      subject="GPU TCO scenario summary"
      creator="GPU TCO"
      producer="GPU TCO"
      creationDate={input.generatedAt}
      language={f.locale}
    >
      <Page size="A4" style={s.page}>
        <Footer input={input} />
        <Header input={input} f={f} titleSize={titleSize} />
        <Headline input={input} f={f} headline={headline} />
        <KpiTable input={input} f={f} />
        <CostChart input={input} f={f} height={chartHeight} />
        <Sensitivity input={input} f={f} />
        <YearlyTable input={input} f={f} />
        <TaxAndPnl scenario={input.scenario} result={input.result} f={f} />
        <Assumptions input={input} f={f} />
        <Exclusions />
        <Definitions />
        <About scenario={input.scenario} />
      </Page>
    </Document>
  );
}

/**
 * The one-to-three-page A4 summary for a board pack: headline, KPIs, the cumulative-cost chart
 * (vector), cost by year, every assumption, what the model leaves out and the scenario's
 * description. Uses the built-in Helvetica, so nothing is fetched; characters Helvetica cannot
 * draw (emoji, Hebrew, Arabic, CJK) print as `?` (see `pdfText`), and all text is drawn as text,
 * so a name like `<script>` appears literally.
 *
 * @example
 * const pdf = await renderSummaryPdf({ scenario: s, result: computeTco(s), version: 3, generatedAt: new Date() });
 * // new Response(pdf, { headers: { "Content-Type": "application/pdf" } })
 */
export async function renderSummaryPdf(input: SummaryPdfInput): Promise<Buffer> {
  return renderToBuffer(summaryDocument(input));
}

/**
 * File name of the summary PDF.
 *
 * @example
 * pdfFileName("comma.ai-style datacenter"); // "comma-ai-style-datacenter-summary.pdf"
 */
export function pdfFileName(name: string): string {
  return exportFileName(name, "summary", "pdf");
}
