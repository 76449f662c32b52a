import { Line, Path, Svg, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { pdfText } from "@/lib/export/pdf/text";
import { gpuTicks } from "@/lib/report/axis";
import { loadDurationSentence, profileSummary } from "@/lib/report/demand-shape-words";
import { TIER_COLORS } from "@/lib/report/palette";
import { loadDurationSeries, profileOf, profileStats, type LoadDurationPoint } from "@/lib/tco/demand-shape";
import { ownPaysAboveShare } from "@/lib/tco/own-or-rent";
import { AXIS_TEXT, PlotBaseline, ValueGrid } from "../chart-parts";
import type { SectionProps } from "../input";
import { CONTENT_WIDTH, INK, RULE, s } from "../styles";
import { countOf } from "@/lib/report/words";

const PLOT = { left: 40, right: 8, top: 6, bottom: 14 };
const HEIGHT = 130;

type Band = {
  lower: (p: LoadDurationPoint) => number;
  upper: (p: LoadDurationPoint) => number;
  color: string;
  opacity: number;
};

const BANDS: { label: string; band: Band }[] = [
  { label: "Owned core", band: { lower: () => 0, upper: (p) => p.core, color: TIER_COLORS.onPrem, opacity: 0.6 } },
  {
    label: "Cloud burst",
    band: { lower: (p) => p.core, upper: (p) => p.core + p.burst, color: TIER_COLORS.cloud, opacity: 0.35 },
  },
  {
    label: "Edge",
    band: { lower: (p) => p.core + p.burst, upper: (p) => p.total, color: TIER_COLORS.edge, opacity: 0.35 },
  },
];

/** The load-duration curve drawn as vectors: each tier's band as steps along the week, the best core dashed. */
function LoadDurationCurve({
  points,
  bestCore,
  number,
}: {
  points: LoadDurationPoint[];
  bestCore: number;
  number: (v: number) => string;
}): ReactElement {
  const width = CONTENT_WIDTH;
  const yMax = Math.max(1, ...points.map((p) => p.total));
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const area = { left: PLOT.left, right: width - PLOT.right, top: PLOT.top, bottom: PLOT.top + plotHeight };
  const x = (share: number) => PLOT.left + (share / 100) * plotWidth;
  const y = (gpus: number) => PLOT.top + (1 - gpus / yMax) * plotHeight;
  // Steps: each point's value holds from its share to the next point's.
  const steps = (value: (p: LoadDurationPoint) => number) =>
    points.slice(0, -1).flatMap((p, i) => [
      [x(p.share), y(value(p))],
      [x(points[i + 1]!.share), y(value(p))],
    ]);
  const bandPath = ({ lower, upper }: Band) => {
    const top = steps(upper);
    const bottom = steps(lower).reverse();
    return (
      [...top, ...bottom].map(([px, py], i) => `${i === 0 ? "M" : "L"}${px!.toFixed(2)} ${py!.toFixed(2)}`).join(" ") +
      " Z"
    );
  };
  return (
    <Svg width={width} height={HEIGHT}>
      <ValueGrid ticks={gpuTicks(yMax)} y={y} area={area} label={number} />
      {[0, 25, 50, 75, 100].map((tick) => (
        <Text
          key={`x${tick}`}
          x={x(tick)}
          y={PLOT.top + plotHeight + 9}
          textAnchor={tick === 100 ? "end" : "middle"}
          style={AXIS_TEXT}
        >
          {tick === 100 ? "100% of the week" : `${tick}%`}
        </Text>
      ))}
      <PlotBaseline area={area} stroke={RULE} />
      {BANDS.map(({ label, band }) =>
        points.some((p) => band.upper(p) - band.lower(p) > 0) ? (
          <Path
            key={label}
            d={bandPath(band)}
            fill={band.color}
            fillOpacity={band.opacity}
            stroke={band.color}
            strokeWidth={0.6}
          />
        ) : null,
      )}
      <Line
        x1={area.left}
        y1={y(bestCore)}
        x2={area.right}
        y2={y(bestCore)}
        stroke={INK}
        strokeWidth={0.8}
        strokeDasharray="3 2"
      />
      <Text x={area.right - 2} y={y(bestCore) - 2.5} textAnchor="end" style={{ ...AXIS_TEXT, fill: INK }}>
        {`Best core: ${countOf(bestCore, "GPU", number(bestCore))}`}
      </Text>
    </Svg>
  );
}

/** The shape of demand over the week (only for a scenario with a profile): the levels in a line, the curve and its sentence. */
export function DemandShape({ input, f }: SectionProps): ReactElement | null {
  const { scenario, result } = input;
  const profile = profileOf(scenario);
  const r = result.rightSizing;
  if (!profile || !r) return null;
  const stats = profileStats(profile, scenario.workload.gpus);
  const sentence = loadDurationSentence(
    profile,
    scenario.hybrid.edgePct,
    r.best.coreGpus,
    ownPaysAboveShare(scenario),
    f.locale,
  );
  const points = loadDurationSeries(profile, r.current.coreGpus, scenario.hybrid.edgePct);
  const shown = BANDS.filter(({ band }) => points.some((p) => band.upper(p) - band.lower(p) > 0)).map((b) => b.label);
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>The shape of demand: own the base, rent the peaks</Text>
      <Text style={s.caption}>
        {pdfText(
          `${sentence} The week's demand: ${profileSummary(stats, profile.length, f.locale)} GPUs, ` +
            `${f.number(stats.busyHoursPerDay ?? 0, 2)} busy hours a day per GPU of ${f.number(scenario.workload.gpus, 0)}. ` +
            `Below: GPUs busy against the share of the week, busiest hours first; shaded ${shown.join(", ").toLowerCase()} ` +
            `at today's split (${f.number(r.current.coreGpus, 0)} GPUs owned); dashed, the best core.`,
        )}
      </Text>
      <LoadDurationCurve points={points} bestCore={r.best.coreGpus} number={(v) => f.number(v, 0)} />
    </View>
  );
}
