"use client";

import { usePlotArea } from "recharts";

const GAP = 5;
// A generous average glyph width (em) for the chart's sans-serif: the label is placed by an
// estimate so the first paint is already right, and erring wide only moves it inward.
const GLYPH_EM = 0.62;

/**
 * The label of a vertical reference line, kept inside the plot: right of the line where it fits,
 * else left of it, else as close to the line as the plot's edge allows. Recharts' fixed positions
 * (`insideTopLeft`) run off the svg when the line is near the plot's right end. `row` 1 sets it one
 * line lower, under another line's label at the top.
 */
export function LineLabel({
  viewBox,
  value,
  fontSize = 12,
  fill,
  testId,
  row = 0,
}: {
  viewBox?: { x?: number; y?: number };
  value: string;
  fontSize?: number;
  fill: string;
  testId?: string;
  row?: number;
}) {
  const plot = usePlotArea();
  if (!plot || viewBox?.x === undefined) return null;
  const lineX = viewBox.x;
  const width = value.length * fontSize * GLYPH_EM;
  const left = plot.x;
  const right = plot.x + plot.width;
  let x: number;
  let anchor: "start" | "end";
  if (lineX + GAP + width <= right) [x, anchor] = [lineX + GAP, "start"];
  else if (lineX - GAP - width >= left) [x, anchor] = [lineX - GAP, "end"];
  else [x, anchor] = [Math.max(left, right - width), "start"];
  return (
    <text
      x={x}
      y={(viewBox.y ?? plot.y) + GAP + fontSize + row * (fontSize + 4)}
      textAnchor={anchor}
      fontSize={fontSize}
      fill={fill}
      data-testid={testId}
    >
      {value}
    </text>
  );
}
