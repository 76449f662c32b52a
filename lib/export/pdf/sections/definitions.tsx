import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { pdfText } from "@/lib/export/pdf/text";
import { optionActor, optionInSentence, savingSubject } from "@/lib/report/words";
import type { OptionLabels } from "@/lib/tco/types";
import { s } from "../styles";

/**
 * The "how is this computed" hint of each KPI (ui.md, Trust), in the order of page 1, by the
 * scenario's names for its options where it has them (two cloud hosts are not owning and renting).
 */
export function definitions(labels?: OptionLabels): [string, string][] {
  const named = savingSubject(labels) !== savingSubject();
  const own = optionActor("onPrem", labels);
  const rent = optionActor("cloud", labels);
  const cloud = optionInSentence("cloud", labels);
  const clouds = named ? `${rent}'s` : "the cloud's";
  return [
    [
      "Total cost",
      "Each option's monthly costs over the horizon added up, month 0's purchase included, not discounted.",
    ],
    [
      "NPV of costs",
      "Each option's costs discounted at the discount rate: by year end (annual) or by month (monthly); month 0 is not discounted.",
    ],
    [
      `Saving against ${cloud}`,
      `${clouds.charAt(0).toUpperCase()}${clouds.slice(1)} total minus the option's total, not discounted; the ` +
        `percentage is of ${clouds} total.`,
    ],
    [
      "Break-even",
      `The month, interpolated within it, in which the option's running total first comes back down to ${clouds} after being above it.`,
    ],
    [
      `IRR of ${own}`,
      `The yearly rate at which the month-0 cost of ${own} and the yearly savings after it have a net present value of zero.`,
    ],
    [
      `ROI of ${own}`,
      `The undiscounted saving of ${own} over the horizon divided by the investment at its cash price (capex and ` +
        `migration), however the hardware is paid.`,
    ],
    [
      "Utilization break-even",
      `The fewest busy hours per GPU per day at which ${own} and ${rent} cost the same over the horizon (undiscounted), all else equal.`,
    ],
    ["Cost per busy GPU-hour", "Each option's total divided by the GPU-hours of work wanted over the horizon."],
    ["Recommendation", "The option with the lowest NPV of costs."],
  ];
}

/** How each figure of page 1 is computed, in a sentence each (docs/model.md has the formulas). */
export function Definitions({ labels }: { labels?: OptionLabels }): ReactElement {
  const all = definitions(labels);
  // Run in as one paragraph: as a list this section would push a long scenario onto a fourth page.
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>How the figures are computed</Text>
      <Text style={s.runIn}>
        {all.flatMap(([term, meaning], i) => [
          <Text key={term} style={s.bold}>
            {pdfText(`${term}:`)}
          </Text>,
          pdfText(` ${meaning}${i < all.length - 1 ? "  " : ""}`),
        ])}
      </Text>
    </View>
  );
}
