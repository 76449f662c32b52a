"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ImportButton } from "./import-button";
import { ListPagination, type Paging } from "./list-pagination";
import { EmptyPage } from "./empty-page";
import { NewScenarioMenu } from "./new-scenario-menu";
import { ScenarioSearch } from "./scenario-search";
import type { ScenarioRow } from "./scenario-row";
import { ScenarioTableRow } from "./scenario-table-row";
import { SortHeader, SortSelect } from "./sort-controls";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { nameKey } from "@/lib/scenarios/name-key";
import type { ScenarioListQuery } from "@/lib/scenarios/list-query";
import { UNDISCOUNTED } from "@/lib/report/words";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A scenario ticked for comparison; its name is kept, since it may be on another page. */
interface Picked {
  id: string;
  name: string;
}

export interface ScenarioListProps {
  /** The rows of this page only. */
  rows: ScenarioRow[];
  locale: string;
  canEdit: boolean;
  query: ScenarioListQuery;
  paging: Paging;
}

/**
 * The workspace's scenarios, one page at a time, with their headline figures: search, sort,
 * pages, and the row actions. The server searches, sorts and pages (the address holds `q`, `sort`
 * and `page`); this component only asks. Ticks for comparison live here, so they survive moving
 * between pages and searches. A viewer (`canEdit` false) gets no Import, New, Duplicate or Delete.
 */
export function ScenarioList({ rows, locale, canEdit, query, paging }: ScenarioListProps) {
  const router = useRouter();
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [undo, setUndo] = useState<{ id: string; name: string } | null>(null);
  const [copied, setCopied] = useState<{ id: string; name: string } | null>(null);
  const [selected, setSelected] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [typed, setTyped] = useState(query.q ?? "");

  // While the server searches, the rows already here narrow to what is typed, folded as the server
  // folds it; the server's answer then holds only matching rows anyway.
  const needle = nameKey(typed.trim());
  const visible = rows.filter((r) => !hidden.has(r.id) && nameKey(r.name).includes(needle));

  const remove = async (row: ScenarioRow) => {
    setError(null);
    const result = await api.scenarios.delete(row.id);
    if (!result.ok && result.status !== 404) {
      setError(`Could not delete "${row.name}": ${result.message}.`);
      return;
    }
    setHidden((h) => new Set(h).add(row.id));
    setSelected((s) => s.filter((p) => p.id !== row.id));
    setUndo({ id: row.id, name: row.name });
    // The next scenario moves up into the page, and the count drops.
    router.refresh();
  };

  const undoDelete = async () => {
    if (!undo) return;
    const result = await api.scenarios.undelete(undo.id);
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
    const source = await api.scenarios.get(row.id);
    if (!source.ok) {
      setError(`Could not read "${row.name}": ${source.message}.`);
      return;
    }
    const { scenario, checklist } = source.value;
    const copy = await api.scenarios.create({ ...scenario, name: `Copy of ${scenario.name}`.slice(0, 120) }, checklist);
    if (!copy.ok) {
      setError(`Could not duplicate "${row.name}": ${copy.message}.`);
      return;
    }
    // The copy may sort onto another page than this one: say where it is.
    setCopied({ id: copy.value.id, name: copy.value.scenario.name });
    router.refresh();
  };

  // A fifth tick is refused out loud: a box that silently stays empty looks broken.
  const isPicked = (id: string) => selected.some((p) => p.id === id);
  // Idempotent: a tick landing as the page hydrates may be reported twice (see useTickedBeforeHydration).
  const pick = (row: ScenarioRow, wanted: boolean) => {
    const refused = wanted && !isPicked(row.id) && selected.length >= 4;
    setTooMany(refused);
    if (!refused)
      setSelected((s) => {
        if (s.some((p) => p.id === row.id) === wanted) return s;
        return wanted ? [...s, { id: row.id, name: row.name }] : s.filter((p) => p.id !== row.id);
      });
  };
  const unpick = (id: string) => {
    setTooMany(false);
    setSelected((s) => s.filter((p) => p.id !== id));
  };
  // The workspace has none left: the first page, unsearched, shows nothing and nothing follows it.
  const empty = !query.q && !needle && query.page === 1 && visible.length === 0 && paging.total <= rows.length;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Scenarios</h1>
          <p className="text-sm text-slate-600">
            Each scenario compares renting, owning and a hybrid over its horizon.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {selected.length >= 2 ? (
            <Link
              href={`/compare?ids=${selected.map((p) => p.id).join(",")}`}
              className={buttonClasses("secondary", "md", "px-4 py-2")}
            >
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
        <div
          role="status"
          className="mt-4 flex items-center justify-between rounded-md border border-slate-300 bg-slate-900 px-4 py-2 text-sm text-white"
        >
          <span>Deleted “{undo.name}”.</span>
          <Button
            variant="ghost"
            onClick={() => void undoDelete()}
            className="font-semibold text-white underline underline-offset-2 hover:bg-slate-700 hover:text-white"
          >
            Undo
          </Button>
        </div>
      ) : null}
      {copied ? (
        <Alert tone="note" className="mt-4 flex items-center justify-between gap-3">
          <span>
            Duplicated as{" "}
            <Link href={`/scenarios/${copied.id}`} className="font-medium underline underline-offset-2">
              {copied.name}
            </Link>
            .
          </span>
          <Button size="sm" variant="ghost" onClick={() => setCopied(null)}>
            Dismiss
          </Button>
        </Alert>
      ) : null}
      {selected.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="compare-picked">
          <span className="text-slate-600">Ticked to compare:</span>
          {selected.map((p) => (
            <span
              key={p.id}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white py-0.5 pr-1 pl-3 text-slate-800"
            >
              {p.name}
              <button
                type="button"
                onClick={() => unpick(p.id)}
                aria-label={`Untick ${p.name}`}
                className="rounded-full px-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                ×
              </button>
            </span>
          ))}
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

      {empty ? (
        <section className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8">
          <h2 className="text-lg font-semibold text-slate-900">No scenarios yet</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            A scenario holds the inputs of one decision: how many GPUs, how busy, what owning costs and what renting
            costs. Start from one of these sourced presets and change what differs for you, or start from scratch.
          </p>
          {canEdit ? (
            <div className="mt-5">
              <NewScenarioMenu variant="cards" />
            </div>
          ) : null}
        </section>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <ScenarioSearch query={query} onTyped={setTyped} />
            <SortSelect query={query} />
          </div>
          <Card padding="none" className="relative mt-4 overflow-x-auto">
            <Table bare>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <span className="sr-only">Select to compare</span>
                  </TableHead>
                  <SortHeader query={query} by="name">
                    Scenario
                  </SortHeader>
                  <TableHead>Cheapest (NPV)</TableHead>
                  <TableHead numeric className="hidden md:table-cell">
                    Cloud TCO
                  </TableHead>
                  <TableHead numeric className="hidden md:table-cell">
                    On-prem TCO
                  </TableHead>
                  <TableHead numeric className="hidden md:table-cell">
                    Hybrid TCO
                  </TableHead>
                  <TableHead numeric>Owning saves ({UNDISCOUNTED})</TableHead>
                  <TableHead numeric>Break-even</TableHead>
                  {/* Wide enough for the server's "…, 11:59 PM UTC": hydrated, the time drops the
                      zone, and a column that narrowed then reflowed the whole table under the pointer. */}
                  <SortHeader query={query} by="updated" className="hidden w-60 lg:table-cell">
                    Updated
                  </SortHeader>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {visible.map((row) => (
                  <ScenarioTableRow
                    key={row.id}
                    row={row}
                    locale={locale}
                    canEdit={canEdit}
                    picked={isPicked(row.id)}
                    onPick={(wanted) => pick(row, wanted)}
                    onDuplicate={() => void duplicate(row)}
                    onDelete={() => void remove(row)}
                  />
                ))}
              </TableBody>
            </Table>
            {visible.length === 0 ? (
              <EmptyPage query={{ ...query, q: typed.trim() || undefined }} paging={paging} />
            ) : null}
          </Card>
          <ListPagination query={query} paging={paging} locale={locale} />
        </>
      )}
    </div>
  );
}
