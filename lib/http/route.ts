import "server-only";

/**
 * The one way an API route is written: {@link route} authorizes the caller, reads the URL segments,
 * the query string and the body, each through a parser, and answers any refusal in the shape every
 * route uses (`{ errors: [{ path, code, message }] }`), before the handler runs with typed parts. A
 * handler only does the work and builds the answer.
 *
 * @example
 * // app/api/scenarios/[id]/revisions/[version]/restore/route.ts, without its 409
 * export const POST = route(
 *   { path: "/api/scenarios/[id]/revisions/[version]/restore", role: "editor", params: versionParams, body: readRestoreBody },
 *   async ({ caller, params: { id, version }, body }) => {
 *     const result = await restoreRevision(scopeOf(caller), id, version, body?.version);
 *     return result.status === "ok" ? scenarioResponse(result.scenario) : notFound();
 *   },
 * );
 *
 * Parsers return {@link Parsed} (errors become a 400) or `Read` (a ready answer: 404, 413, 415…);
 * `jsonBody` and `jsonFileBody` (lib/http/read.ts) read JSON bodies within their size limits. A
 * handler that finds nothing, or meets a domain error, throws an `AppError`: its code's status
 * comes from the one table in lib/http/errors.ts.
 */
import { authorize, type WorkspaceCaller } from "@/lib/accounts/access";
import type { Role } from "@/lib/accounts/roles";
import { sessionOnly } from "@/lib/accounts/keys-response";
import { withDatabase } from "@/lib/http/guard";
import { badInput, type Read } from "@/lib/http/read";
import type { Parsed } from "@/lib/validation/field-error";

/** The URL segments a route path names: `"/api/scenarios/[id]"` → `{ id: string }`. */
type SegmentsOf<Path extends string> = Path extends `${string}[${infer Name}]${infer Rest}`
  ? { [K in Name | keyof SegmentsOf<Rest>]: string }
  : Record<never, string>;

/** What a {@link route} checks before its handler runs, in this order. */
export interface RouteOptions<Path extends string, P, Q, B> {
  /** The route's path: it only types `params`. */
  path?: Path;
  /** The least role the caller needs in their workspace (401/403 otherwise, see `authorize`). */
  role: Role;
  /** Only a signed-in browser session may call, never an API key (403 otherwise). */
  sessionOnly?: boolean;
  /** Checks the URL segments; its ready 4xx answer is sent as it is. */
  params?: (segments: SegmentsOf<Path>) => Read<P>;
  /** Reads the query string; its errors are a 400. */
  query?: (search: URLSearchParams) => Parsed<Q>;
  /** Reads and checks the body; its ready 4xx answer (400, 413…) is sent as it is. */
  body?: (request: Request) => Promise<Read<B>>;
}

/** What a {@link route} hands its handler: everything already checked. */
export interface RouteInput<P, Q, B> {
  request: Request;
  caller: WorkspaceCaller;
  params: P;
  query: Q;
  body: B;
}

/**
 * Composes a route handler: the request is authorized (`role`, `sessionOnly`), then its segments,
 * query and body are checked, each refusal answered in the shape every route uses, and only then
 * does `handler` run, with the typed parts. It is wrapped in `withDatabase` (no-store, repeated
 * query parameters, a thrown AppError answered from the table, 503 on an unusable database).
 *
 * @example
 * export const GET = route({ path: "/api/keys/[id]", role: "viewer" }, async ({ caller, params }) =>
 *   Response.json({ workspace: caller.workspace.id, key: params.id }));
 */
export function route<Path extends string, P = SegmentsOf<Path>, Q = undefined, B = undefined>(
  options: RouteOptions<Path, P, Q, B>,
  handler: (input: RouteInput<P, Q, B>) => Promise<Response>,
): (request: Request, ctx?: { params: Promise<SegmentsOf<Path>> }) => Promise<Response> {
  return withDatabase(async (request: Request, ctx?: { params: Promise<SegmentsOf<Path>> }) => {
    const access = await authorize(request, options.role);
    if (!access.ok) return access.response;
    const { caller } = access;
    if (options.sessionOnly && caller.via !== "session") return sessionOnly();
    const segments = ((await ctx?.params) ?? {}) as SegmentsOf<Path>;
    const params = options.params ? options.params(segments) : { ok: true as const, value: segments as P };
    if (!params.ok) return params.response;
    const query = options.query
      ? badInput(options.query(new URL(request.url).searchParams))
      : { ok: true as const, value: undefined as Q };
    if (!query.ok) return query.response;
    const body = options.body ? await options.body(request) : { ok: true as const, value: undefined as B };
    if (!body.ok) return body.response;
    return handler({ request, caller, params: params.value, query: query.value, body: body.value });
  });
}
