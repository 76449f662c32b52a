import { G, Line, Path, Svg, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { pdfText } from "@/lib/export/pdf/text";
import { niceTicks } from "@/lib/report/axis";
import { carbonChartCaption, carbonSentence, formatTonnes } from "@/lib/report/carbon-words";
import type { Formatter } from "@/lib/format/formatter";
import { OPTION_KEYS } from "@/lib/report/palette";
import { optionsOf } from "@/lib/report/report-data";
import { cumulativeTonnes, type TonnesPoint } from "@/lib/tco/cumulative-tonnes";
import type { OptionValues } from "@/lib/tco/types";
import { AXIS_TEXT, OptionSwatch, PlotBaseline, ValueGrid } from "../chart-parts";
import type { SectionProps } from "../input";
import { CONTENT_WIDTH, HAIRLINE, KPI_LABEL_WIDTH, KPI_VALUE_WIDTH, MUTED, OPTION_STYLE, s } from "../styles";

const PLOT = { left: 46, right: 8, top: 6, bottom: 14 };
const HEIGHT = 120;

/** Cumulative tonnes of each option by month, drawn as vectors like the cost chart, a tick at each year. */
function TonnesChart({ points, f }: { points: TonnesPoint[]; f: Formatter }): ReactElement {
  const width = CONTENT_WIDTH;
  const last = points.length - 1;
  const ticks = niceTicks(0, Math.max(...points.flatMap((p) => [p.cloud, p.onPrem, p.hybrid])), 4);
  const yMax = ticks.at(-1)! || 1;
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const area = { left: PLOT.left, right: width - PLOT.right, top: PLOT.top, bottom: PLOT.top + plotHeight };
  const x = (month: number) => PLOT.left + (last === 0 ? 0 : (month / last) * plotWidth);
  const y = (tonnes: number) => PLOT.top + (1 - tonnes / yMax) * plotHeight;
  const path = (key: keyof OptionValues) =>
    points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.month).toFixed(2)} ${y(p[key]).toFixed(2)}`).join(" ");
  const years = Array.from({ length: Math.floor(last / 12) + 1 }, (_, k) => 12 * k);
  return (
    <Svg width={width} height={HEIGHT}>
      <ValueGrid ticks={ticks} y={y} area={area} label={(v) => `${f.number(v, 0)} t`} />
      {years.map((month) => (
        <G key={`x${month}`}>
          {month > 0 && month < last && (
            <Line x1={x(month)} y1={area.top} x2={x(month)} y2={area.bottom} stroke={HAIRLINE} strokeWidth={0.6} />
          )}
          <Text x={x(month)} y={area.bottom + 9} textAnchor={month === last ? "end" : "middle"} style={AXIS_TEXT}>
            {month === last ? `Month ${month}` : String(month)}
          </Text>
        </G>
      ))}
      <PlotBaseline area={area} stroke={MUTED} />
      {OPTION_KEYS.map((key) => (
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
    </Svg>
  );
}

/**
 * Energy and carbon (only for a scenario with `carbon`): each option's kWh, tonnes CO2e, kg per
 * busy GPU-hour and, with a price, what it costs; the sentence; the cumulative tonnes by month.
 */
export function CarbonSection({ input, f }: SectionProps): ReactElement | null {
  const { scenario, result } = input;
  const c = result.carbon;
  const points = cumulativeTonnes(scenario);
  if (!scenario.carbon || !c || !points) return null;
  const options = optionsOf(scenario.labels);
  const tonnes = (v: number) => pdfText(formatTonnes(v, f.locale));
  const { onPremKgPerKwh, cloudKgPerKwh, cloudKwhPerGpuHour, pricePerTonne } = scenario.carbon;
  const rows: [string, (o: keyof OptionValues) => string][] = [
    ["Energy, kWh", (o) => f.number(c.kwh[o], 0)],
    ["Emissions, t CO2e", (o) => tonnes(c.tonnes[o])],
  ];
  const perHour = c.kgPerGpuHour;
  if (perHour) rows.push(["kg CO2e per busy GPU-hour", (o) => f.number(perHour[o], 3)]);
  if (pricePerTonne > 0)
    rows.push([`Carbon cost at ${f.money(pricePerTonne)} a tonne`, (o) => f.money(result.breakdown[o].carbon ?? 0)]);
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>Energy and carbon</Text>
      <Text style={s.caption}>
        {pdfText(
          `${carbonSentence(scenario, result, f.locale) ?? ""} Grid intensity ${f.number(onPremKgPerKwh, 3)} kg CO2e/kWh ` +
            `where the owned GPUs run, ${f.number(cloudKgPerKwh, 3)} in the cloud region; ` +
            `${f.number(cloudKwhPerGpuHour, 2)} kWh per busy cloud GPU-hour.`,
        )}
      </Text>
      <View style={s.headerRow}>
        <Text style={[s.headerCell, { width: KPI_LABEL_WIDTH }]}> </Text>
        {options.map(({ key, name }) => (
          <View
            key={key}
            style={{ width: KPI_VALUE_WIDTH, flexDirection: "row", justifyContent: "flex-end", alignItems: "center" }}
          >
            <OptionSwatch option={key} width={16} />
            <Text style={s.headerCell}>{name}</Text>
          </View>
        ))}
      </View>
      {rows.map(([label, value]) => (
        <View key={label} style={s.row}>
          <Text style={{ width: KPI_LABEL_WIDTH }}>{pdfText(label)}</Text>
          {options.map(({ key }) => (
            <Text key={key} style={[s.num, { width: KPI_VALUE_WIDTH }]}>
              {value(key)}
            </Text>
          ))}
        </View>
      ))}
      <Text style={[s.caption, { marginTop: 6 }]}>
        {pdfText(`Cumulative tonnes CO2e by month. ${carbonChartCaption(points, scenario.labels, f.locale)}`)}
      </Text>
      <TonnesChart points={points} f={f} />
      <Text style={[s.caption, { marginTop: 4 }]}>
        Tonnes = owned kWh × the site&apos;s grid intensity + cloud kWh × the region&apos;s, ÷ 1,000. Left out: the
        hardware&apos;s embodied emissions, the edge&apos;s energy, and market-based instruments such as RECs.
      </Text>
    </View>
  );
}
