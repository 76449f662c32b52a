import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { CompareTable } from "@/components/compare/compare-table";
import { SavingsOverlayChart } from "@/components/compare/savings-overlay-chart";
import { pageCaller } from "@/lib/accounts/page-access";
import { localeFromAcceptLanguage } from "@/lib/format";
import { savingsChartWords } from "@/lib/compare/text";
import { comparisonQuery, loadComparison, parseIds } from "@/lib/compare/load";
import { Card } from "@/components/ui/card";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Compare scenarios" };

export default async function ComparePage({ searchParams }: PageProps<"/compare">) {
  const params = await searchParams;
  const caller = await pageCaller("viewer", "/compare");
  const ids = parseIds(params.ids);
  const base = typeof params.base === "string" ? params.base : undefined;
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  const comparison = await loadComparison(caller.workspace.id, ids, base);
  const { entries, missing, refusal, baseline } = comparison;

  if (entries.length < 2) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-semibold tracking-tight">Compare scenarios</h1>
        <p className="mt-3 text-slate-600">
          Pick two to four scenarios on the{" "}
          <Link href="/" className="underline">
            scenario list
          </Link>{" "}
          and press “Compare”.
          {missing.length > 0
            ? missing.length === 1
              ? " One scenario in this link no longer exists."
              : ` ${missing.length} scenarios in this link no longer exist.`
            : ""}
        </p>
      </main>
    );
  }

  const query = comparisonQuery(comparison);
  const currency = entries[baseline]!.scenario.currency;
  const chartWords = savingsChartWords(entries.map((e) => e.scenario.labels));
  return (
    <main className="mx-auto max-w-[1600px] px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Compare scenarios</h1>
          <p className="mt-1 text-sm text-slate-600">
            Differences are against the baseline, “{entries[baseline]!.scenario.name}”; pick another in its column’s
            header.
            {refusal ? "" : " The best value of each result row is marked ●."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          <a href={`/compare/export/comparison.csv?${query}`} download className={buttonClasses()}>
            Download CSV
          </a>
          <a href={`/compare/export/comparison.pdf?${query}`} download className={buttonClasses()}>
            Download PDF
          </a>
          <a href={`/compare/export/comparison.xlsx?${query}`} download className={buttonClasses()}>
            Download Excel (live model)
          </a>
        </div>
      </div>
      {refusal ? (
        <Alert tone="warning" className="mt-3" data-testid="compare-refusal">
          {refusal}
        </Alert>
      ) : null}
      {missing.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {missing.length === 1
            ? "One scenario in this link no longer exists and is left out."
            : `${missing.length} scenarios in this link no longer exist and are left out.`}
        </p>
      ) : null}
      <CompareTable comparison={comparison} locale={locale} query={new URLSearchParams(query)} />
      <Card as="figure" className="mt-6" data-testid="compare-chart">
        <figcaption>
          <h2 className="text-sm font-semibold text-slate-900">{chartWords.title}</h2>
          <p className="text-sm text-slate-600">{chartWords.subtitle}</p>
        </figcaption>
        <div className="mt-3">
          <SavingsOverlayChart
            curves={entries.map((e) => ({ name: e.scenario.name, savings: e.result.months.map((m) => m.savings) }))}
            currency={currency}
            locale={locale}
          />
        </div>
      </Card>
    </main>
  );
}
