import { G, Line, Svg, Text } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { OptionKey } from "@/lib/report/palette";
import { HAIRLINE, MUTED, OPTION_STYLE, RULE } from "./styles";

/*
 * Pieces the PDF's vector charts share (the cost chart, the right-sizing curve) and the key to
 * their lines (the chart's legend, the KPI table's header), so each option is drawn one way.
 */

/** The labels along a chart's axes. */
export const AXIS_TEXT = { fontSize: 6.5, fill: MUTED };

/** A short stretch of an option's line (its colour, width and dash), as a legend shows it. */
export function OptionSwatch({ option, width }: { option: OptionKey; width: number }): ReactElement {
  const style = OPTION_STYLE[option];
  return (
    <Svg width={width} height={6} style={{ marginRight: 4 }}>
      <Line
        x1={0}
        y1={3}
        x2={width}
        y2={3}
        stroke={style.color}
        strokeWidth={style.width + 0.4}
        strokeDasharray={style.dash}
      />
    </Svg>
  );
}

/** Where a plot sits in its Svg: `left` to `right` across, `top` to `bottom` down. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The value axis: a hairline across the plot at each tick, labelled on the left. With `zeroRule`,
 * the line at 0 is drawn stronger, where a chart crosses from costs to credits.
 */
export function ValueGrid({
  ticks,
  y,
  area,
  label,
  zeroRule = false,
}: {
  ticks: number[];
  y: (value: number) => number;
  area: PlotArea;
  label: (value: number) => string;
  zeroRule?: boolean;
}): ReactElement {
  const ruled = (tick: number) => zeroRule && tick === 0;
  return (
    <>
      {ticks.map((tick) => (
        <G key={`y${tick}`}>
          <Line
            x1={area.left}
            y1={y(tick)}
            x2={area.right}
            y2={y(tick)}
            stroke={ruled(tick) ? RULE : HAIRLINE}
            strokeWidth={ruled(tick) ? 0.8 : 0.5}
          />
          <Text x={area.left - 5} y={y(tick) + 2.2} textAnchor="end" style={AXIS_TEXT}>
            {label(tick)}
          </Text>
        </G>
      ))}
    </>
  );
}

/** The time or quantity axis's rule along the bottom of the plot. */
export function PlotBaseline({ area, stroke }: { area: PlotArea; stroke: string }): ReactElement {
  return <Line x1={area.left} y1={area.bottom} x2={area.right} y2={area.bottom} stroke={stroke} strokeWidth={0.6} />;
}
