import { z } from "zod";
import { DEFAULT_SCENARIO_SORT, SCENARIO_SORTS, type ScenarioListQuery } from "@/lib/scenarios/list-query";
import { issueCode, type FieldError, type Parsed } from "@/lib/validation/field-error";

/** A search longer than the longest name (lib/scenarios/schema.ts) could never match. */
const QUERY_MAX = 120;
/** Far past any workspace's last page; bounds the OFFSET the database is asked for. */
const PAGE_MAX = 100_000;

const PARAMETERS = ["q", "sort", "page"];

const listQuerySchema: z.ZodType<ScenarioListQuery, Record<string, string>> = z.strictObject({
  q: z
    .string()
    .max(QUERY_MAX, { error: `q must be at most ${QUERY_MAX} characters: no scenario name is longer` })
    .optional()
    .transform((q) => q?.trim() || undefined),
  sort: z
    .enum(SCENARIO_SORTS, { error: `sort must be one of ${SCENARIO_SORTS.join(", ")}` })
    .default(DEFAULT_SCENARIO_SORT),
  page: z
    .string()
    .regex(/^[1-9]\d*$/, { error: "page must be a whole number from 1" })
    .transform(Number)
    .refine((page) => page <= PAGE_MAX, { error: `page must be at most ${PAGE_MAX}`, params: { code: "out_of_range" } })
    .default(1),
});

export type ScenarioListQueryResult = Parsed<ScenarioListQuery>;

/**
 * Reads the list's query parameters, from a URL (`?q=h100&sort=name-asc&page=2`) or a page's
 * `searchParams`. Each error names its parameter; an unknown or repeated one is an error too.
 *
 * @example
 * parseScenarioListQuery(new URLSearchParams("q= h100 &page=2")); // { ok: true, value: { q: "h100", sort: "updated-desc", page: 2 } }
 * parseScenarioListQuery(new URLSearchParams("page=0"));          // { ok: false, errors: [{ path: "page", code: "invalid_format", message: "page must be a whole number from 1" }] }
 */
export function parseScenarioListQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): ScenarioListQueryResult {
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params]
      : Object.entries(params).flatMap(([key, value]) =>
          value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
        );
  const query: Record<string, string> = {};
  const errors: FieldError[] = [];
  for (const [key, value] of entries) {
    if (key in query && !errors.some((e) => e.path === key))
      errors.push({ path: key, code: "repeated_parameter", message: `${key} may be given once` });
    query[key] = value;
  }
  const parsed = listQuerySchema.safeParse(query, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys")
        errors.push(
          ...issue.keys.map((key) => ({
            path: key,
            code: "unknown_field" as const,
            message: `${key} is not a parameter of the list: use ${PARAMETERS.join(", ")}`,
          })),
        );
      else errors.push({ path: issue.path.join("."), code: issueCode(issue), message: issue.message });
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}
