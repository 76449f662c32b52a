"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import {
  SCENARIO_SORTS,
  scenarioListHref,
  type ScenarioListQuery,
  type ScenarioSort,
} from "@/lib/scenarios/list-query";
import { Select } from "@/components/ui/select";
import { TableHead } from "@/components/ui/table";

const SORT_LABELS: Record<ScenarioSort, string> = {
  "updated-desc": "Last updated, newest first",
  "updated-asc": "Last updated, oldest first",
  "name-asc": "Name, A to Z",
  "name-desc": "Name, Z to A",
};

/** Each sortable column's first click: names A to Z, dates newest first. */
const FIRST: Record<"name" | "updated", ScenarioSort> = { name: "name-asc", updated: "updated-desc" };
const SECOND: Record<"name" | "updated", ScenarioSort> = { name: "name-desc", updated: "updated-asc" };

/**
 * A column header that sorts the list by its column, and again the other way. Sorting starts
 * again at page 1: the rows of "page 7" in another order would be arbitrary ones.
 */
export function SortHeader({
  query,
  by,
  className,
  children,
}: {
  query: ScenarioListQuery;
  by: "name" | "updated";
  className?: string;
  children: ReactNode;
}) {
  const active = query.sort === FIRST[by] || query.sort === SECOND[by];
  const next = query.sort === FIRST[by] ? SECOND[by] : FIRST[by];
  const ascending = query.sort.endsWith("-asc");
  return (
    <TableHead aria-sort={active ? (ascending ? "ascending" : "descending") : undefined} className={className}>
      <Link
        href={scenarioListHref({ q: query.q, sort: next, page: 1 })}
        scroll={false}
        className="inline-flex items-center gap-1 hover:text-slate-900"
      >
        {children}
        <span aria-hidden="true" className={active ? "text-slate-700" : "text-slate-300"}>
          {active ? (ascending ? "▲" : "▼") : "↕"}
        </span>
        <span className="sr-only">, sort {SORT_LABELS[next]}</span>
      </Link>
    </TableHead>
  );
}

/** The order as a select, for every width (the Updated column is hidden on a phone). */
export function SortSelect({ query }: { query: ScenarioListQuery }) {
  const router = useRouter();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      <label htmlFor="scenario-sort">Sort</label>
      <Select
        id="scenario-sort"
        value={query.sort}
        onChange={(event) =>
          router.push(scenarioListHref({ q: query.q, sort: event.target.value as ScenarioSort, page: 1 }), {
            scroll: false,
          })
        }
        size="lg"
        className="px-2"
      >
        {SCENARIO_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
