import { G, Line, Path, Rect, Svg, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { Formatter } from "@/lib/format/formatter";
import type { OptionKey } from "@/lib/report/palette";
import { optionsOf } from "@/lib/report/report-data";
import { niceTicks } from "@/lib/report/axis";
import { capitalized, optionActor, UNDISCOUNTED, yearsText } from "@/lib/report/words";
import type { TcoResult } from "@/lib/tco/types";
import { AXIS_TEXT, OptionSwatch, PlotBaseline, ValueGrid } from "./chart-parts";
import type { SectionProps, SummaryPdfInput } from "./input";
import { CONTENT_WIDTH, HAIRLINE, INK, MUTED, OPTION_STYLE, s, TEXT } from "./styles";

const PLOT = { left: 46, right: 8, top: 16, bottom: 30 };

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
  const owning = optionActor("onPrem", scenario.labels);
  const renting = optionActor("cloud", scenario.labels);
  const Owning = capitalized(owning);
  if (result.breakEvenMonth === 0)
    return `${Owning} costs less than ${renting} in every month of the ${years} (${UNDISCOUNTED}).`;
  if (result.breakEvenMonth !== null) {
    return `${Owning} catches up with ${renting} in ${f.month(result.breakEvenMonth)}; month 0 holds the upfront purchase.`;
  }
  return `${Owning} does not catch up with ${renting} within ${years}; month 0 holds the upfront purchase.`;
}

/** The cumulative cost of each option by month, drawn as vectors, with the break-even marked. */
export function CostChart({ input, f, height }: SectionProps & { height: number }): ReactElement {
  const { result, scenario } = input;
  const months = result.months;
  const lastMonth = months.length - 1;
  const values = months.flatMap((m) => [m.cumulative.cloud, m.cumulative.onPrem, m.cumulative.hybrid]);
  const ticks = niceTicks(Math.min(...values), Math.max(...values), 5);
  const yMin = ticks[0]!;
  const yMax = ticks.at(-1)!;
  const width = CONTENT_WIDTH;
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = height - PLOT.top - PLOT.bottom;
  const area = { left: PLOT.left, right: width - PLOT.right, top: PLOT.top, bottom: PLOT.top + plotHeight };
  const x = (month: number) => PLOT.left + (lastMonth === 0 ? 0 : (month / lastMonth) * plotWidth);
  const y = (value: number) => PLOT.top + (1 - (value - yMin) / (yMax - yMin)) * plotHeight;
  const path = (key: OptionKey) =>
    months.map((m, i) => `${i === 0 ? "M" : "L"}${x(m.month).toFixed(2)} ${y(m.cumulative[key]).toFixed(2)}`).join(" ");
  const years = Array.from({ length: scenario.horizonYears }, (_, i) => i + 1);
  const breakEven = result.breakEvenMonth;

  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>Cumulative cost</Text>
      <Text style={s.caption}>{chartCaption(input, f)}</Text>
      <View style={s.legend}>
        {optionsOf(scenario.labels).map(({ key, name }) => (
          <View key={key} style={s.legendItem}>
            <OptionSwatch option={key} width={20} />
            <Text>{name}</Text>
          </View>
        ))}
      </View>
      <Svg width={width} height={height}>
        <ValueGrid ticks={ticks} y={y} area={area} label={f.moneyCompact} zeroRule />
        {years.map((year) => (
          <G key={`x${year}`}>
            {year < scenario.horizonYears && (
              <Line
                x1={x(12 * year)}
                y1={PLOT.top}
                x2={x(12 * year)}
                y2={PLOT.top + plotHeight}
                stroke={HAIRLINE}
                strokeWidth={0.6}
              />
            )}
            <Line
              x1={x(12 * year)}
              y1={PLOT.top + plotHeight}
              x2={x(12 * year)}
              y2={PLOT.top + plotHeight + 3}
              stroke={MUTED}
              strokeWidth={0.5}
            />
            <Text x={x(12 * year)} y={PLOT.top + plotHeight + 10} textAnchor="middle" style={AXIS_TEXT}>
              {String(12 * year)}
            </Text>
            <Text
              x={x(12 * year - 6)}
              y={PLOT.top + plotHeight + 20}
              textAnchor="middle"
              style={{ ...AXIS_TEXT, fill: TEXT }}
            >
              {`Year ${year}`}
            </Text>
          </G>
        ))}
        <Text x={x(0)} y={PLOT.top + plotHeight + 10} textAnchor="middle" style={AXIS_TEXT}>
          0
        </Text>
        <PlotBaseline area={area} stroke={MUTED} />
        {breakEven !== null && breakEven > 0 && (
          <G>
            <Line
              x1={x(breakEven)}
              y1={PLOT.top - 4}
              x2={x(breakEven)}
              y2={PLOT.top + plotHeight}
              stroke={INK}
              strokeWidth={0.7}
              strokeDasharray="2 2"
            />
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
          <Rect
            x={x(breakEven) - 2.2}
            y={y(cumulativeAt(result, breakEven)) - 2.2}
            width={4.4}
            height={4.4}
            fill={INK}
          />
        )}
      </Svg>
    </View>
  );
}
