import { describe, expect, test } from "vitest";
import { scenarioListHref } from "@/lib/scenarios/list-query";
import { parseScenarioListQuery } from "./list-schema";

describe("parseScenarioListQuery", () => {
  test("defaults: no search, newest first, page 1; a blank search is no search", () => {
    expect(parseScenarioListQuery(new URLSearchParams())).toEqual({
      ok: true,
      value: { sort: "updated-desc", page: 1 },
    });
    expect(parseScenarioListQuery(new URLSearchParams("q=%20%20"))).toEqual({
      ok: true,
      value: { sort: "updated-desc", page: 1 },
    });
  });

  test("reads a page's searchParams as it reads a URL, a repeated parameter included", () => {
    expect(parseScenarioListQuery({ q: " H100 ", sort: "name-desc", page: "3" })).toEqual({
      ok: true,
      value: { q: "H100", sort: "name-desc", page: 3 },
    });
    expect(parseScenarioListQuery({ page: ["1", "2"] })).toEqual({
      ok: false,
      errors: [{ path: "page", code: "repeated_parameter", message: "page may be given once" }],
    });
  });

  test("every error names its parameter", () => {
    const result = parseScenarioListQuery(new URLSearchParams("sort=cheapest&page=-1&limit=5"));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => e.path).sort()).toEqual(["limit", "page", "sort"]);
  });

  test("the list's address reads back as the query it was made from", () => {
    for (const query of [
      { sort: "updated-desc", page: 1 },
      { q: "a&b=c %", sort: "name-asc", page: 7 },
    ] as const) {
      const href = scenarioListHref(query);
      expect(parseScenarioListQuery(new URL(href, "http://x").searchParams)).toEqual({ ok: true, value: query });
    }
    expect(scenarioListHref({ sort: "updated-desc", page: 1 })).toBe("/");
  });
});
