import Link from "next/link";
import { scenarioListHref, type ScenarioListQuery } from "@/lib/scenarios/list-query";
import type { Paging } from "./list-pagination";

/** What an empty page says: nothing matches the search, or the page is past the last one. */
export function EmptyPage({ query, paging }: { query: ScenarioListQuery; paging: Paging }) {
  const link = "font-medium text-slate-900 underline underline-offset-2";
  if (paging.total > 0 && query.page > paging.pageCount) {
    return (
      <p className="px-4 py-6 text-center text-sm text-slate-600">
        There is no page {query.page}: the list has {paging.pageCount === 1 ? "one page" : `${paging.pageCount} pages`}.{" "}
        <Link href={scenarioListHref({ ...query, page: paging.pageCount })} className={link}>
          Go to the last page
        </Link>
      </p>
    );
  }
  return (
    <p className="px-4 py-6 text-center text-sm text-slate-600">
      {query.q ? <>No scenario matches “{query.q}”. </> : <>No scenarios on this page. </>}
      <Link href={scenarioListHref({ sort: query.sort, page: 1 })} className={link}>
        {query.q ? "Clear the search" : "Go to the first page"}
      </Link>
    </p>
  );
}
