import { Legend, Line } from "recharts";
import { CHART, OPTION_COLORS, OPTION_DASH, OPTION_KEYS, type OptionKey } from "@/lib/report/palette";

/**
 * The legend and one line per option (cloud, on-prem, hybrid) in their colours and dashes, for a
 * LineChart whose rows carry `cloud`, `onPrem` and `hybrid`. Returned as an array of elements, not a
 * component, so Recharts sees the Legend and Lines as the chart's own children. The legend's
 * labels are in ink, not their line's colour: orange and green text on white fail WCAG contrast.
 */
export function optionLines(names: Record<OptionKey, string>) {
  return [
    <Legend
      key="legend"
      wrapperStyle={{ fontSize: 12 }}
      itemSorter={(item) => OPTION_KEYS.indexOf(item.dataKey as (typeof OPTION_KEYS)[number])}
      formatter={(label) => <span style={{ color: CHART.ink2 }}>{label}</span>}
    />,
    ...OPTION_KEYS.map((key) => (
      <Line
        key={key}
        dataKey={key}
        name={names[key]}
        stroke={OPTION_COLORS[key]}
        strokeDasharray={OPTION_DASH[key]}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
        type="linear"
      />
    )),
  ];
}
