"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { ImportButton } from "./import-button";
import { NewScenarioMenu } from "./new-scenario-menu";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { createScenario, deleteScenario, getScenario, undeleteScenario } from "@/lib/client/scenarios";
import { formatMoneyCompact } from "@/lib/format";
import { OPTION_COLORS, type OptionKey } from "@/lib/report/palette";
import { formatDateOnly } from "@/lib/report/prices-date";
import { breakEvenWords, costsMore, optionKey, optionName } from "@/lib/report/words";
import type { Headline } from "@/lib/report/headline";

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
}

/**
 * The workspace: every saved scenario with its headline figures, search, and the row actions.
 * A viewer (`canEdit` false) gets no Import, New, Duplicate or Delete.
 */
export function ScenarioList({ rows, locale, canEdit }: { rows: ScenarioRow[]; locale: string; canEdit: boolean }) {
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [undo, setUndo] = useState<{ id: string; name: string } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return rows.filter((r) => !hidden.has(r.id) && (!q || r.name.toLowerCase().includes(q)));
  }, [rows, hidden, query]);

  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });

  const remove = async (row: ScenarioRow) => {
    setError(null);
    const result = await deleteScenario(row.id);
    if (!result.ok && result.status !== 404) {
      setError(`Could not delete "${row.name}": ${result.message}.`);
      return;
    }
    setHidden((h) => new Set(h).add(row.id));
    setSelected((s) => s.filter((id) => id !== row.id));
    setUndo({ id: row.id, name: row.name });
  };

  const undoDelete = async () => {
    if (!undo) return;
    const result = await undeleteScenario(undo.id);
    if (!result.ok) {
      setError(`Could not bring back "${undo.name}": ${result.message}.`);
      return;
    }
    setHidden((h) => {
      const next = new Set(h);
      next.delete(undo.id);
      return next;
    });
    setUndo(null);
    router.refresh();
  };

  const duplicate = async (row: ScenarioRow) => {
    setError(null);
    const source = await getScenario(row.id);
    if (!source.ok) {
      setError(`Could not read "${row.name}": ${source.message}.`);
      return;
    }
    const { scenario, checklist } = source.value;
    const copy = await createScenario({ ...scenario, name: `Copy of ${scenario.name}`.slice(0, 120) }, checklist);
    if (!copy.ok) {
      setError(`Could not duplicate "${row.name}": ${copy.message}.`);
      return;
    }
    router.refresh();
  };

  // A fifth tick is refused out loud: a box that silently stays empty looks broken.
  const toggle = (id: string) => {
    const refused = !selected.includes(id) && selected.length >= 4;
    setTooMany(refused);
    if (!refused) setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };
  const liveCount = rows.length - hidden.size;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Scenarios</h1>
          <p className="text-sm text-slate-600">Each scenario compares renting, owning and a hybrid over its horizon.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {selected.length >= 2 ? (
            <Link href={`/compare?ids=${selected.join(",")}`} className={buttonClasses("secondary", "md", "px-4 py-2")}>
              Compare {selected.length} selected
            </Link>
          ) : (
            <span className="text-xs text-slate-500">Tick 2–4 scenarios to compare them</span>
          )}
          {canEdit ? (
            <>
              <ImportButton />
              <NewScenarioMenu />
            </>
          ) : null}
        </div>
      </div>

      {undo ? (
        <div role="status" className="mt-4 flex items-center justify-between rounded-md border border-slate-300 bg-slate-900 px-4 py-2 text-sm text-white">
          <span>Deleted “{undo.name}”.</span>
          <Button variant="ghost" onClick={() => void undoDelete()} className="font-semibold text-white underline underline-offset-2 hover:bg-slate-700 hover:text-white">
            Undo
          </Button>
        </div>
      ) : null}
      {tooMany ? (
        <Alert tone="warning" role="alert" className="mt-4">
          Compare takes up to four scenarios, side by side: untick one of the four ticked before adding another.
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}

      {liveCount === 0 ? (
        <section className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8">
          <h2 className="text-lg font-semibold text-slate-900">No scenarios yet</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            A scenario holds the inputs of one decision: how many GPUs, how busy, what owning costs and what renting costs. Start from one of these sourced presets and change what differs for you, or start from scratch.
          </p>
          {canEdit ? (
            <div className="mt-5">
              <NewScenarioMenu variant="cards" />
            </div>
          ) : null}
        </section>
      ) : (
        <>
          <div className="mt-6 max-w-sm">
            <label htmlFor="scenario-search" className="sr-only">
              Search scenarios by name
            </label>
            <input
              id="scenario-search"
              type="search"
              placeholder="Search by name"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:ring-2 focus:ring-slate-400 focus:outline-none"
            />
          </div>
          <div className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs text-slate-500">
                <tr>
                  <th className="w-10 px-3 py-2 font-medium">
                    <span className="sr-only">Select to compare</span>
                  </th>
                  <th className="px-3 py-2 font-medium">Scenario</th>
                  <th className="px-3 py-2 font-medium">Cheapest (NPV)</th>
                  <th className="hidden px-3 py-2 text-right font-medium md:table-cell">Cloud TCO</th>
                  <th className="hidden px-3 py-2 text-right font-medium md:table-cell">On-prem TCO</th>
                  <th className="hidden px-3 py-2 text-right font-medium md:table-cell">Hybrid TCO</th>
                  <th className="px-3 py-2 text-right font-medium">Owning saves</th>
                  <th className="px-3 py-2 text-right font-medium">Break-even</th>
                  <th className="hidden px-3 py-2 font-medium lg:table-cell">Updated</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="tabular divide-y divide-slate-100">
                {visible.map((row) => {
                  const money = (v: number) => formatMoneyCompact(v, row.currency, locale);
                  const color = OPTION_COLORS[optionKey(row.recommendation)];
                  const savings = row.savings.total;
                  return (
                    <tr key={row.id} data-testid="scenario-row" className="hover:bg-slate-50">
                      <td className="px-3 py-2">
                        <input type="checkbox" aria-label={`Select ${row.name} to compare`} checked={selected.includes(row.id)} onChange={() => toggle(row.id)} className="h-4 w-4 accent-slate-700" />
                      </td>
                      <td className="max-w-xs px-3 py-2">
                        <Link href={`/scenarios/${row.id}`} className="font-medium break-words text-slate-900 hover:underline">
                          {row.name}
                        </Link>
                        <div className="text-xs text-slate-500">
                          {row.horizonYears}-year horizon · {row.currency} · <span data-testid="list-prices-as-of">prices {row.pricesAsOf ? `as of ${formatDateOnly(row.pricesAsOf, locale)}` : "undated"}</span>
                        </div>
                      </td>
                      <td className="px-3 py-2">
                        <span className="inline-flex items-center gap-1.5 font-medium text-slate-800">
                          <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: color }} />
                          {optionName(row.recommendation)}
                        </span>
                        {row.perUnit ? <div className="text-xs text-slate-500">per {row.perUnit.unit}: {optionName(row.perUnit.cheapest)}</div> : null}
                      </td>
                      <td className="hidden px-3 py-2 text-right md:table-cell">{money(row.totals.cloud)}</td>
                      <td className="hidden px-3 py-2 text-right md:table-cell">{money(row.totals.onPrem)}</td>
                      <td className="hidden px-3 py-2 text-right md:table-cell">{money(row.totals.hybrid)}</td>
                      <td className={`px-3 py-2 text-right font-medium ${savings < 0 ? "text-red-700" : "text-emerald-800"}`}>
                        {savings < 0 ? costsMore(money(-savings)) : money(savings)}
                      </td>
                      <td className="px-3 py-2 text-right">{breakEvenWords(row.breakEvenMonth, locale)}</td>
                      <td className="hidden px-3 py-2 whitespace-nowrap text-slate-600 lg:table-cell">{date.format(new Date(row.updatedAt))}</td>
                      <td className="px-3 py-2 whitespace-nowrap text-right">
                        {canEdit ? (
                          <>
                            <Button size="sm" variant="ghost" onClick={() => void duplicate(row)} aria-label={`Duplicate ${row.name}`}>
                              Duplicate
                            </Button>
                            <Button size="sm" variant="danger" onClick={() => void remove(row)} aria-label={`Delete ${row.name}`}>
                              Delete
                            </Button>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {visible.length === 0 ? <p className="px-4 py-6 text-center text-sm text-slate-500">No scenario matches “{query}”.</p> : null}
          </div>
        </>
      )}
    </div>
  );
}
