/**
 * Helpers for tests that call route handlers directly, with real Requests, against the test
 * database. Test files that call a handler which revalidates pages mock `next/cache` with
 * {@link nextCacheMock}:
 *
 *   vi.mock("next/cache", async () => (await import("@/lib/http/test-support")).nextCacheMock);
 *
 * and run the handler through {@link call}, which records the paths it revalidated.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { presets, type Scenario } from "@/lib/tco";

const revalidations = new AsyncLocalStorage<string[]>();

/**
 * Stands in for `next/cache` in route tests. Like Next's own, its `revalidatePath` refuses to run
 * outside a request ({@link call}), so a test can't miss a revalidation by calling a handler bare.
 */
export const nextCacheMock = {
  revalidatePath(path: string): void {
    const recorded = revalidations.getStore();
    if (!recorded) throw new Error(`revalidatePath("${path}") called outside call(): run the handler through call() to record it`);
    recorded.push(path);
  },
};

/** What a handler answered, and the paths it asked Next to revalidate while doing so. */
export interface Called {
  response: Response;
  revalidated: string[];
}

/** Runs a handler, recording the paths it revalidates (concurrent calls each keep their own). */
export async function call(handler: () => Promise<Response>): Promise<Called> {
  const revalidated: string[] = [];
  const response = await revalidations.run(revalidated, handler);
  return { response, revalidated };
}

/** A JSON request to the test origin; a string body is sent as it is. */
export function jsonRequest(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A request without a body. */
export const request = (method: string, path: string, headers?: HeadersInit) => new Request(`http://localhost${path}`, { method, headers });

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
