import type { Headline } from "@/lib/report/headline";
import type { OptionKey } from "@/lib/report/palette";
import type { OptionLabels } from "@/lib/tco/types";

/** One scenario as the list shows it: its headline figures and what the row says beside them. */
export interface ScenarioRow extends Headline {
  id: string;
  name: string;
  currency: string;
  horizonYears: number;
  updatedAt: string;
  /** YYYY-MM-DD the prices were taken on, when given. */
  pricesAsOf?: string;
  /** Where cost per unit of work is set: the unit and the option that costs least per unit. */
  perUnit?: { unit: string; cheapest: OptionKey };
  /** The scenario's own names of its options, where it gives them. */
  labels?: OptionLabels;
}
