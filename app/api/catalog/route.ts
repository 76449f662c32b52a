import { catalogAge } from "@/lib/catalog/age";
import { catalogFilterValues, filterCatalogs } from "@/lib/catalog/filter";
import { loadCatalogs } from "@/lib/catalog/load";
import { authorize } from "@/lib/auth/access";
import { errorResponse, withDatabase } from "@/lib/http/responses";
import { catalogQuerySchema } from "@/lib/validation/catalog";

/**
 * Both catalogs, optionally narrowed: `?gpu=H100&provider=aws&kind=commit-1y`. A filter value the catalogs do not
 * hold is a 400 naming the parameter and the values it accepts.
 */
export const GET = withDatabase(async (request: Request) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const catalogs = loadCatalogs();
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  const errors: { path: string; message: string }[] = [];
  for (const [key, value] of params) {
    if (key in query) errors.push({ path: key, message: `${key} may be given once` });
    query[key] = value;
  }
  const parsed = catalogQuerySchema(catalogFilterValues(catalogs)).safeParse(query);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys")
        errors.push(
          ...issue.keys.map((k) => ({ path: k, message: `${k} is not a filter: use gpu, provider or kind` })),
        );
      else errors.push({ path: issue.path.join("."), message: issue.message });
    }
  }
  if (errors.length > 0) return errorResponse(400, errors);
  const filtered = filterCatalogs(catalogs, parsed.data ?? {});
  return Response.json({ age: catalogAge(catalogs, new Date()), cloud: filtered.cloud, hardware: filtered.hardware });
});
