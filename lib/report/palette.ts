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
