import { Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { recommendationSentence } from "@/lib/report/value-words";
import { pdfText } from "@/lib/export/pdf/text";
import { optionKey } from "@/lib/report/words";
import { onPremToReview } from "@/lib/tco/review";
import type { SectionProps, SummaryPdfInput } from "../input";
import { OPTION_STYLE, s } from "../styles";

/** The title block: what this is, which scenario, and when its prices and this copy are from. */
export function Header({ input, f, titleSize }: SectionProps & { titleSize: number }): ReactElement {
  const { scenario, version, generatedAt, sharedAt } = input;
  const items: [string, string][] = [
    ["Generated", f.dateTime(generatedAt)],
    ["Prices as of", scenario.pricesAsOf ? f.date(scenario.pricesAsOf) : "not given"],
    ["Currency", pdfText(scenario.currency)],
    ["Version", String(version)],
    ...(sharedAt ? ([["Shared", f.date(sharedAt)]] as [string, string][]) : []),
  ];
  return (
    <View>
      <Text style={s.overline}>GPU TCO · SCENARIO SUMMARY</Text>
      <Text style={[s.title, { fontSize: titleSize }]}>{pdfText(scenario.name)}</Text>
      <View style={s.meta}>
        {items.map(([label, value]) => (
          <Text key={label} style={s.metaItem}>
            {label} <Text style={s.metaValue}>{value}</Text>
          </Text>
        ))}
      </View>
    </View>
  );
}

/** The answer in one sentence, with the recommendation and its reason under it. */
export function Headline({ input, f, headline }: SectionProps & { headline: string }): ReactElement {
  const { scenario, result } = input;
  const accent = OPTION_STYLE[optionKey(result.recommendation)].color;
  return (
    <View style={[s.headline, { borderLeftColor: accent }]}>
      <Text style={s.headlineText}>{headline}</Text>
      <Text style={s.headlineSub}>{recommendationSentence(scenario, result, f)}</Text>
      {onPremToReview(scenario) ? (
        <Text style={[s.headlineSub, s.cost]}>
          On-prem figures are TO REVIEW: the owned side was priced from the catalog and placeholders, not quotes, and
          nobody has confirmed it yet. Every on-prem and hybrid figure below is marked.
        </Text>
      ) : null}
    </View>
  );
}

/** On every page: which scenario and version, and the page count. */
export function Footer({ input }: { input: SummaryPdfInput }): ReactElement {
  const name = pdfText(input.scenario.name);
  const short = name.length > 70 ? `${name.slice(0, 69)}…` : name;
  return (
    <View style={s.footer} fixed>
      <Text>{`${short}  ·  version ${input.version}`}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
