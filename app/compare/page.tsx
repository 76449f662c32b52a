import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { SavingsOverlayChart } from "@/components/compare/savings-overlay-chart";
import { compareRows, type CompareRow } from "@/lib/compare";
import { getScenario } from "@/lib/data/scenarios";
import { formatMoney, formatMonth, formatNumber, formatPct, localeFromAcceptLanguage } from "@/lib/format";
import { SCENARIO_COLORS } from "@/lib/report/palette";
import { computeTco } from "@/lib/tco";

export const metadata: Metadata = { title: "Compare scenarios" };

const SAVINGS_ROWS = new Set(["savings", "savingsPct", "npvSavings"]);

function formatValue(row: CompareRow, value: number | string | null, currency: string, locale: string): string {
  if (value === null) return row.key === "breakEven" ? "never" : "n/a";
  if (typeof value === "string") return { cloud: "Cloud", "on-prem": "On-prem", hybrid: "Hybrid" }[value] ?? value;
  // A negative saving is a cost: say so in words, never with a bare minus sign.
  if (SAVINGS_ROWS.has(row.key) && value < 0) {
    const magnitude = row.kind === "percent" ? formatPct(-value, locale) : formatMoney(-value, currency, locale);
    return `costs ${magnitude} more`;
  }
  switch (row.kind) {
    case "money":
      return formatMoney(value, currency, locale);
    case "percent":
      return formatPct(value, locale);
    case "month":
      return value === 0 ? "at once" : formatMonth(value, locale);
    case "hours":
      return formatNumber(value, locale, 1);
    default:
      return formatNumber(value, locale);
  }
}

function difference(row: CompareRow, value: number | string | null, first: number | string | null, currency: string, locale: string): string | null {
  if (typeof value !== "number" || typeof first !== "number" || value === first) return null;
  const delta = value - first;
  const sign = delta > 0 ? "+" : "−";
  const magnitude = Math.abs(delta);
  if (row.kind === "money") return `${sign}${formatMoney(magnitude, currency, locale)}`;
  if (row.kind === "percent") return `${sign}${formatNumber(magnitude, locale, 1)} pts`;
  return `${sign}${formatNumber(magnitude, locale, 1)}`;
}

export default async function ComparePage({ searchParams }: PageProps<"/compare">) {
  const raw = (await searchParams).ids;
  const ids = [...new Set((Array.isArray(raw) ? raw.join(",") : (raw ?? "")).split(",").map((s) => s.trim()).filter(Boolean))];
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  const loaded = await Promise.all(ids.slice(0, 4).map(async (id) => ({ id, stored: await getScenario(id) })));
  const missing = loaded.filter((l) => !l.stored).map((l) => l.id);
  const entries = loaded.flatMap((l) => (l.stored ? [{ id: l.id, scenario: l.stored.scenario, result: computeTco(l.stored.scenario) }] : []));

  if (entries.length < 2) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-semibold tracking-tight">Compare scenarios</h1>
        <p className="mt-3 text-slate-600">
          Pick two to four scenarios on the <Link href="/" className="underline">scenario list</Link> and press “Compare”.
          {missing.length > 0 ? ` ${missing.length === 1 ? "One scenario in this link no longer exists" : `${missing.length} scenarios in this link no longer exist`}.` : ""}
        </p>
      </main>
    );
  }

  const rows = compareRows(entries);
  const currencies = [...new Set(entries.map((e) => e.scenario.currency))];
  const currency = entries[0]!.scenario.currency;
  return (
    <main className="mx-auto max-w-[1600px] px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Compare scenarios</h1>
      <p className="mt-1 text-sm text-slate-600">Best value of each result row marked ●; differences are against the first scenario.</p>
      {currencies.length > 1 ? (
        <p role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          These scenarios use different currencies ({currencies.join(", ")}). No conversion is made: compare amounts with care.
        </p>
      ) : null}
      {missing.length > 0 ? <p className="mt-3 text-sm text-slate-600">{missing.length} scenario(s) in this link no longer exist and are left out.</p> : null}
      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-xs text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Figure
              </th>
              {entries.map((e, i) => (
                <th key={e.id} scope="col" className="px-3 py-2 text-right font-medium">
                  <Link href={`/scenarios/${e.id}`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900 hover:underline">
                    <span className="inline-block h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: SCENARIO_COLORS[i] }} />
                    {e.scenario.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular divide-y divide-slate-100">
            {rows.map((row, r) => (
              <tr key={row.key} data-testid={`compare-row-${row.key}`} className={row.group === "input" && rows[r - 1]?.group === "result" ? "border-t-2 border-slate-300" : undefined}>
                <th scope="row" className="px-3 py-2 text-left font-normal text-slate-700">
                  {row.label}
                </th>
                {row.values.map((value, i) => {
                  const cellCurrency = entries[i]!.scenario.currency;
                  const comparable = row.kind !== "money" || cellCurrency === entries[0]!.scenario.currency;
                  const diff = i > 0 && comparable ? difference(row, value, row.values[0] ?? null, cellCurrency, locale) : null;
                  const best = row.best === i;
                  return (
                    <td
                      key={i}
                      className={`px-3 py-2 text-right ${best ? "bg-emerald-50 font-semibold text-emerald-900" : SAVINGS_ROWS.has(row.key) && typeof value === "number" && value < 0 ? "text-red-700" : "text-slate-900"}`}
                      data-best={best || undefined}
                    >
                      {best ? <span aria-label="best">● </span> : null}
                      {formatValue(row, value, cellCurrency, locale)}
                      {diff ? <div className="text-xs font-normal text-slate-500">{diff}</div> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figure className="mt-6 rounded-lg border border-slate-200 bg-white p-4" data-testid="compare-chart">
        <figcaption>
          <h2 className="text-sm font-semibold text-slate-900">Cumulative savings of owning</h2>
          <p className="text-sm text-slate-600">Above the zero line, owning is ahead of renting in that scenario.</p>
        </figcaption>
        <div className="mt-3">
          <SavingsOverlayChart curves={entries.map((e) => ({ name: e.scenario.name, savings: e.result.months.map((m) => m.savings) }))} currency={currency} locale={locale} />
        </div>
      </figure>
    </main>
  );
}
