import { Document, Font, Page } from "@react-pdf/renderer";
import type { ComponentProps, ReactElement } from "react";
import { createFormatter } from "@/lib/format/formatter";
import { pdfText } from "@/lib/export/pdf/text";
import { headlineSentence } from "@/lib/report/sentences";
import { CostChart } from "./chart";
import { drawableFormatter } from "./drawable";
import { pageOneLayout } from "./fit";
import type { SummaryPdfInput } from "./input";
import { About } from "./sections/about";
import { Assumptions } from "./sections/assumptions";
import { CarbonSection } from "./sections/carbon";
import { Checklist } from "./sections/checklist";
import { Definitions } from "./sections/definitions";
import { DemandShape } from "./sections/demand-shape";
import { Exclusions } from "./sections/exclusions";
import { FinancingAndRightSizing } from "./sections/financing";
import { Footer, Header, Headline } from "./sections/header";
import { KpiTable } from "./sections/kpis";
import { Sensitivity } from "./sections/sensitivity";
import { SourcesSection } from "./sections/sources";
import { TaxAndPnl } from "./sections/tax";
import { UncertaintySection } from "./sections/uncertainty";
import { YearlyTable } from "./sections/yearly";
import { s } from "./styles";

// Words are never hyphenated: "net-work" in a narrow column reads as a typo in a board pack.
// react-pdf offers this per Text or for the whole font store; this folder is its only user.
Font.registerHyphenationCallback((word) => [word]);

/**
 * The summary, section by section, in reading order: page 1 is the answer (header, headline, KPIs,
 * chart, sensitivity); the detail starts on page 2 with the yearly table. A new section is a file
 * in sections/ and one line here.
 */
export function summaryDocument(input: SummaryPdfInput): ReactElement<ComponentProps<typeof Document>> {
  const f = drawableFormatter(createFormatter(input.scenario.currency, input.locale));
  const headline = pdfText(headlineSentence(input.scenario, input.result, f.locale));
  const { titleSize, chartHeight } = pageOneLayout(input, headline);
  return (
    <Document
      title={input.scenario.name}
      subject="GPU TCO scenario summary"
      creator="GPU TCO"
      producer="GPU TCO"
      creationDate={input.generatedAt}
      language={f.locale}
    >
      <Page size="A4" style={s.page}>
        <Footer input={input} />
        <Header input={input} f={f} titleSize={titleSize} />
        <Headline input={input} f={f} headline={headline} />
        <KpiTable input={input} f={f} />
        <CostChart input={input} f={f} height={chartHeight} />
        <Sensitivity input={input} f={f} />
        <FinancingAndRightSizing input={input} f={f} />
        {input.result.uncertainty ? (
          <UncertaintySection scenario={input.scenario} u={input.result.uncertainty} f={f} />
        ) : null}
        <YearlyTable input={input} f={f} />
        <DemandShape input={input} f={f} />
        <CarbonSection input={input} f={f} />
        <TaxAndPnl input={input} f={f} />
        <Assumptions input={input} f={f} />
        <SourcesSection scenario={input.scenario} f={f} />
        <Checklist input={input} f={f} />
        <Exclusions />
        <Definitions labels={input.scenario.labels} />
        <About scenario={input.scenario} />
      </Page>
    </Document>
  );
}
