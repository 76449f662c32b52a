import { catalogAge } from "@/lib/catalog/age";
import { catalogFilterValues, filterCatalogs } from "@/lib/catalog/filter";
import { loadCatalogs, type Catalogs } from "@/lib/catalog/load";
import { route } from "@/lib/http/route";
import type { Parsed } from "@/lib/validation/field-error";
import { catalogQuerySchema } from "@/lib/catalog/schema";
import { issueCode } from "@/lib/validation/field-error";

/** The catalogs, and the filter the query asks of them; a value the catalogs do not hold is an error naming it. */
function readCatalogQuery(
  search: URLSearchParams,
): Parsed<{ catalogs: Catalogs; filter: Parameters<typeof filterCatalogs>[1] }> {
  const catalogs = loadCatalogs();
  // A repeated parameter never gets here: withDatabase refuses it first.
  const parsed = catalogQuerySchema(catalogFilterValues(catalogs)).safeParse(Object.fromEntries(search), {
    reportInput: true,
  });
  if (parsed.success) return { ok: true, value: { catalogs, filter: parsed.data } };
  return {
    ok: false,
    errors: parsed.error.issues.flatMap((issue) =>
      issue.code === "unrecognized_keys"
        ? issue.keys.map((k) => ({
            path: k,
            code: "unknown_field" as const,
            message: `${k} is not a filter: use gpu, provider or kind`,
          }))
        : [{ path: issue.path.join("."), code: issueCode(issue), message: issue.message }],
    ),
  };
}

/**
 * Both catalogs, optionally narrowed: `?gpu=H100&provider=aws&kind=commit-1y`. A filter value the catalogs do not
 * hold is a 400 naming the parameter and the values it accepts.
 */
export const GET = route({ role: "viewer", query: readCatalogQuery }, async ({ query: { catalogs, filter } }) => {
  const filtered = filterCatalogs(catalogs, filter);
  return Response.json({ age: catalogAge(catalogs, new Date()), cloud: filtered.cloud, hardware: filtered.hardware });
});
