/*
 * The scenario list's query (search, order, page) and its URL, without zod, so that the list's
 * browser code can build links without bundling the validation (lib/scenarios/list-schema.ts).
 */

/** How the scenario list can be ordered: by when it was last saved, or by name, either way. */
export const SCENARIO_SORTS = ["updated-desc", "updated-asc", "name-asc", "name-desc"] as const;
export type ScenarioSort = (typeof SCENARIO_SORTS)[number];

/** Most recently saved first: what someone coming back to the list most likely looks for. */
export const DEFAULT_SCENARIO_SORT: ScenarioSort = "updated-desc";

/** Scenarios on one page of the list (and of `GET /api/scenarios`). */
export const SCENARIO_PAGE_SIZE = 50;

/** One page of the list as asked for: the search (trimmed; absent when empty), the order, the page from 1. */
export interface ScenarioListQuery {
  q?: string;
  sort: ScenarioSort;
  page: number;
}

/**
 * The list page's address for `query`, leaving out what is the default.
 *
 * @example
 * scenarioListHref({ q: "h100", sort: "name-asc", page: 2 }); // "/?q=h100&sort=name-asc&page=2"
 * scenarioListHref({ sort: "updated-desc", page: 1 });      // "/"
 */
export function scenarioListHref(query: ScenarioListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== DEFAULT_SCENARIO_SORT) params.set("sort", query.sort);
  if (query.page !== 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/?${search}` : "/";
}
