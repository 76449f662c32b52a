import { Circle, Line, Path, Svg, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { pdfText } from "@/lib/export/pdf/text";
import { gpuTicks } from "@/lib/report/axis";
import { financingPreview, paymentPhrase } from "@/lib/report/financing-words";
import { rightSizingSentence } from "@/lib/report/right-sizing-words";
import type { RightSizing } from "@/lib/tco/types";
import { AXIS_TEXT, PlotBaseline, ValueGrid } from "../chart-parts";
import type { SectionProps } from "../input";
import { CONTENT_WIDTH, INK, MUTED, OPTION_STYLE, RULE, s } from "../styles";
import { hardwareCost } from "@/lib/tco/on-prem-costs";

const PLOT = { left: 40, right: 8, top: 4, bottom: 14 };
/** The curve's height; page 1's cost chart gives it up (lib/export/pdf/fit.ts). */
export const RIGHT_SIZING_HEIGHT = 42;
const HEIGHT = RIGHT_SIZING_HEIGHT;
// The curve sits beside its sentence, which takes the rest of the width.
const CHART_WIDTH = Math.round(CONTENT_WIDTH * 0.58);

/** NPV against GPUs owned, drawn as vectors: the curve, the best point (filled) and today's (open). */
function RightSizingCurve({
  r,
  money,
  number,
}: {
  r: RightSizing;
  money: (v: number) => string;
  number: (v: number) => string;
}): ReactElement {
  const width = CHART_WIDTH;
  const npvs = r.curve.map((p) => p.npv);
  // The lowest and highest NPV bound the plot, so the curve's shape shows even in 42 points.
  const [yMin, yMax] = [Math.min(...npvs), Math.max(...npvs)];
  const ticks = yMax > yMin ? [yMin, yMax] : [yMin];
  const xMax = Math.max(1, ...r.curve.map((p) => p.coreGpus));
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const area = { left: PLOT.left, right: width - PLOT.right, top: PLOT.top, bottom: PLOT.top + plotHeight };
  const x = (gpus: number) => PLOT.left + (gpus / xMax) * plotWidth;
  const y = (v: number) => PLOT.top + (yMax === yMin ? 0.5 : 1 - (v - yMin) / (yMax - yMin)) * plotHeight;
  const path = r.curve
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(p.coreGpus).toFixed(2)} ${y(p.npv).toFixed(2)}`)
    .join(" ");
  const xTicks = gpuTicks(xMax);
  return (
    <Svg width={width} height={HEIGHT}>
      <ValueGrid ticks={ticks} y={y} area={area} label={money} />
      {xTicks.map((tick) => (
        <Text key={`x${tick}`} x={x(tick)} y={PLOT.top + plotHeight + 9} textAnchor="middle" style={AXIS_TEXT}>
          {number(tick)}
        </Text>
      ))}
      <Text x={width - PLOT.right} y={PLOT.top + plotHeight + 9} textAnchor="end" style={AXIS_TEXT}>
        {`${number(xMax)} GPUs owned`}
      </Text>
      <PlotBaseline area={area} stroke={RULE} />
      <Line
        x1={x(r.current.coreGpus)}
        y1={PLOT.top}
        x2={x(r.current.coreGpus)}
        y2={PLOT.top + plotHeight}
        stroke={MUTED}
        strokeWidth={0.6}
        strokeDasharray="2 2"
      />
      <Path d={path} fill="none" stroke={OPTION_STYLE.hybrid.color} strokeWidth={1.2} strokeLinejoin="round" />
      <Circle cx={x(r.best.coreGpus)} cy={y(r.best.npv)} r={2.6} fill={INK} />
      <Circle cx={x(r.current.coreGpus)} cy={y(r.current.npv)} r={2.4} fill="#ffffff" stroke={INK} strokeWidth={0.8} />
    </Svg>
  );
}

/** How the hardware is paid (with a loan's or lease's payment and cost) and how many GPUs the hybrid should own. */
export function FinancingAndRightSizing({ input, f }: SectionProps): ReactElement {
  const { scenario, result } = input;
  const preview = financingPreview(scenario, result, f.locale);
  const r = result.rightSizing;
  const figures = preview.figures.map((figure) => `${figure.label}: ${figure.value}.`).join(" ");
  return (
    <View style={s.section}>
      <Text style={s.h2}>How it is paid and how much to own</Text>
      <View wrap={false} style={{ flexDirection: "row" }}>
        <Text style={[s.caption, { width: CONTENT_WIDTH - CHART_WIDTH - 8, marginRight: 8 }]}>
          {pdfText(
            [
              `${paymentPhrase(scenario.financing, f.locale, hardwareCost(scenario.onPrem.capex))}.`,
              preview.sentence,
              figures,
              r && rightSizingSentence(scenario, r, f.locale),
              r &&
                "Beside: the NPV of the hybrid's costs against GPUs owned, the rest rented; filled dot the best split, open dot today's.",
            ]
              .filter(Boolean)
              .join(" "),
          )}
        </Text>
        {r ? <RightSizingCurve r={r} money={f.moneyCompact} number={(v) => f.number(v, 0)} /> : null}
      </View>
    </View>
  );
}
