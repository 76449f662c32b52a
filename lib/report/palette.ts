/**
 * One colour per option, everywhere: KPI cards, chart lines and bars, legends, the PDF.
 * Okabe–Ito colours, told apart by colour-blind readers; they also differ in lightness so a
 * greyscale print keeps them apart, and hybrid is drawn dashed as a third cue.
 */
export const OPTION_COLORS = {
  cloud: "#0072B2",
  onPrem: "#E69F00",
  hybrid: "#009E73",
} as const;

export const OPTION_LABELS = {
  cloud: "Cloud",
  onPrem: "On-prem",
  hybrid: "Hybrid",
} as const;

/** The dash pattern of each option's line; only hybrid is dashed. */
export const OPTION_DASH = {
  cloud: undefined,
  onPrem: undefined,
  hybrid: "6 4",
} as const;

export type OptionKey = keyof typeof OPTION_COLORS;
export const OPTION_KEYS: readonly OptionKey[] = ["cloud", "onPrem", "hybrid"];

/** Colours of compared scenarios (up to four): dark to light, each with its own dash, for print. */
export const SCENARIO_COLORS = ["#1e293b", "#D55E00", "#56B4E9", "#CC79A7"] as const;
export const SCENARIO_DASH = [undefined, "8 4", "2 3", "12 3 2 3"] as const;

/**
 * The neutrals every chart draws with (Tailwind's slate, as the page around them): grid lines,
 * axis ticks and labels, reference lines, the hover band. One place, so a chart never drifts a
 * shade from its neighbour.
 *
 * @example
 * <CartesianGrid stroke={CHART.grid} />
 */
export const CHART = {
  /** Grid lines: slate-200. */
  grid: "#e2e8f0",
  /** Tick labels: slate-600. */
  tick: "#475569",
  /** Axis titles and the "this scenario" marker: slate-500. */
  axisLabel: "#64748b",
  /** The zero line and bars with no direction: slate-400. */
  zero: "#94a3b8",
  /** Emphasised lines and their labels (break-even, crossing): slate-900. */
  ink: "#0f172a",
  /** Secondary ink (a savings line, tornado labels): slate-700. */
  ink2: "#334155",
  /** The band under the cursor: slate-100. */
  cursor: "#f1f5f9",
  /** A faint divider (year boundaries): slate-300. */
  divider: "#cbd5e1",
  /** Between stacked bars. */
  barEdge: "#ffffff",
} as const;

/** The tiers of the hybrid split: on-prem core, cloud burst, edge (edge takes Okabe–Ito's purple). */
export const TIER_COLORS = { onPrem: OPTION_COLORS.onPrem, cloud: OPTION_COLORS.cloud, edge: "#CC79A7" } as const;

/**
 * The PDF's inks, the same slate scale in upper case as react-pdf prints it.
 *
 * @example
 * StyleSheet.create({ h2: { color: PRINT.ink } });
 */
export const PRINT = {
  ink: "#0F172A",
  text: "#334155",
  muted: "#64748B",
  rule: "#CBD5E1",
  hairline: "#E2E8F0",
  panel: "#F1F5F9",
  cost: "#B91C1C",
} as const;

/**
 * Mixes a colour toward white: t = 0 is the colour, 1 is white. Keeps one hue per option, for the
 * shades of its cost lines in a stacked bar.
 *
 * @example
 * tint("#0072B2", 0.5); // "rgb(128, 185, 217)"
 */
export function tint(hex: string, t: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * t);
  return `rgb(${mix((n >> 16) & 255)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

/** The sensitivity chart's two bars: an input lowered (neutral) and raised (blue). */
export const TORNADO = { lower: CHART.zero, higher: OPTION_COLORS.cloud } as const;
