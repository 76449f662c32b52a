import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { s } from "../styles";

// The "how is this computed" hint of each KPI (ui.md, Trust), in the order of page 1.
const DEFINITIONS: readonly [string, string][] = [
  ["Total cost", "Each option's monthly costs over the horizon added up, month 0's purchase included, not discounted."],
  ["NPV of costs", "Each option's costs discounted at the discount rate: by year end (annual) or by month (monthly); month 0 is not discounted."],
  ["Saving against cloud", "The cloud's total minus the option's total; the percentage is of the cloud's total."],
  ["Break-even", "The month, interpolated within it, in which the option's running total first comes back down to the cloud's after being above it."],
  ["IRR of owning", "The yearly rate at which the month-0 cost of owning and the yearly savings after it have a net present value of zero."],
  ["ROI of owning", "The saving of owning over the horizon divided by the month-0 cost of owning."],
  ["Utilization break-even", "The fewest busy hours per GPU per day at which owning and renting cost the same over the horizon, all else equal."],
  ["Cost per busy GPU-hour", "Each option's total divided by the GPU-hours of work wanted over the horizon."],
  ["Recommendation", "The option with the lowest NPV of costs."],
];

/** How each figure of page 1 is computed, in a sentence each (docs/model.md has the formulas). */
export function Definitions(): ReactElement {
  // Run in as one paragraph: as a list this section would push a long scenario onto a fourth page.
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>How the figures are computed</Text>
      <Text style={s.runIn}>
        {DEFINITIONS.flatMap(([term, meaning], i) => [
          <Text key={term} style={s.bold}>
            {`${term}:`}
          </Text>,
          ` ${meaning}${i < DEFINITIONS.length - 1 ? "  " : ""}`,
        ])}
      </Text>
    </View>
  );
}
