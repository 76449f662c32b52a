/**
 * Helpers for tests that call route handlers directly, with real Requests, against the test
 * database. Not a route: App Router only serves files named route.ts.
 *
 * Import this before the route under test: Next's request storage is created when `next/cache`
 * first loads, and only becomes a real AsyncLocalStorage if the baseline below has run by then
 * (the Next server loads it first thing for the same reason).
 */
import "next/dist/server/node-environment-baseline";
import { workAsyncStorage, type WorkStore } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage, type RequestStore } from "next/dist/server/app-render/work-unit-async-storage.external";
import { presets, type Scenario } from "@/lib/tco";

/** What a handler answered, and the paths it asked Next to revalidate while doing so. */
export interface Called {
  response: Response;
  revalidated: string[];
}

/**
 * Calls a handler inside the per-request store Next gives every route handler. Without it the
 * real `revalidatePath` throws "static generation store missing"; with it, the revalidation is
 * recorded as Next records it (a tag `_N_T_<path>`), so tests can check which pages a write
 * refreshes. Only the fields revalidatePath reads are filled in.
 */
export async function call(route: string, handler: () => Promise<Response>): Promise<Called> {
  const store = { route, page: `${route}/route`, incrementalCache: {}, cacheLifeProfiles: {} } as unknown as WorkStore;
  const response = await workAsyncStorage.run(store, handler);
  const revalidated = (store.pendingRevalidatedTags ?? []).map(({ tag }) => tag.replace(/^_N_T_/, "")).filter((path) => path !== "/index");
  return { response, revalidated };
}

/**
 * {@link call} for handlers that read `headers()` from `next/headers` (the export downloads read
 * Accept-Language): the handler also runs inside the per-request store, holding `incoming`'s
 * headers, that Next gives a route handler while it serves a request.
 */
export async function callWithRequest(route: string, incoming: Request, handler: (request: Request) => Promise<Response>): Promise<Called> {
  const url = new URL(incoming.url);
  const store = { type: "request", phase: "action", url: { pathname: url.pathname, search: url.search }, headers: incoming.headers } as unknown as RequestStore;
  return call(route, () => workUnitAsyncStorage.run(store, () => handler(incoming)));
}

/** A JSON request to the test origin. */
export function jsonRequest(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A request without a body. */
export const request = (method: string, path: string) => new Request(`http://localhost${path}`, { method });

/** Route context of a dynamic segment, as Next 16 passes it. */
export const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });

/**
 * A valid scenario as a client sends it (plain JSON), named so a test can find its own rows in
 * the database that other test files share.
 */
export function scenarioJson(name: string): Scenario {
  const preset = presets.find((p) => p.slug === "h100-server") ?? presets[0];
  if (!preset) throw new Error("no presets to build a test scenario from");
  return { ...structuredClone(preset.scenario), name };
}

/** A name no other test uses. */
export const uniqueName = (label: string) => `${label} ${crypto.randomUUID()}`;
