import Link from "next/link";
import { scenarioListHref, type ScenarioListQuery } from "@/lib/scenarios/list-query";
import { buttonClasses } from "@/components/ui/button";

/** Where a page sits in the whole list. */
export interface Paging {
  /** Scenarios matching the search, on every page. */
  total: number;
  pageSize: number;
  pageCount: number;
}

/**
 * Under the table: which rows these are ("51–100 of 10,000") and the way to the pages either
 * side. Plain links, so each page has an address to share and Back returns to it.
 */
export function ListPagination({
  query,
  paging,
  locale,
}: {
  query: ScenarioListQuery;
  paging: Paging;
  locale: string;
}) {
  const count = new Intl.NumberFormat(locale);
  const first = (query.page - 1) * paging.pageSize + 1;
  const last = Math.min(query.page * paging.pageSize, paging.total);
  const showing =
    paging.total === 0 || first > paging.total
      ? `0 of ${count.format(paging.total)}`
      : `${count.format(first)}–${count.format(last)} of ${count.format(paging.total)}`;
  const to = (page: number, label: string, rel: "prev" | "next") =>
    page >= 1 && page <= paging.pageCount && page !== query.page ? (
      <Link href={scenarioListHref({ ...query, page })} rel={rel} scroll={false} className={buttonClasses()}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={buttonClasses("secondary", "md", "cursor-not-allowed text-slate-400")}>
        {label}
      </span>
    );
  return (
    <nav
      aria-label="Pages of the scenario list"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p className="tabular" data-testid="list-range">
        {showing} {paging.total === 1 ? "scenario" : "scenarios"}
      </p>
      <div className="flex items-center gap-2">
        {to(Math.min(query.page - 1, paging.pageCount), "Previous", "prev")}
        <span className="tabular px-1">
          Page {count.format(Math.min(query.page, Math.max(paging.pageCount, 1)))} of {count.format(paging.pageCount)}
        </span>
        {to(query.page + 1, "Next", "next")}
      </div>
    </nav>
  );
}
