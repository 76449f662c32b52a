/**
 * Helpers for tests that call route handlers directly, with real Requests, against the test
 * database. Every request is signed in, with a real better-auth session, as the owner of a
 * workspace of this test file's own ({@link testOwner}), unless its headers say otherwise
 * ({@link ANONYMOUS}, or another user's `cookie`). Test files that call a handler which
 * revalidates pages mock `next/cache` with {@link nextCacheMock}:
 *
 *   vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);
 *
 * and run the handler through {@link call}, which records the paths it revalidated.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { presets, type Scenario } from "@/lib/tco";
import { signUpForTest, type TestUser } from "@/scripts/test-support/users";

const revalidations = new AsyncLocalStorage<string[]>();

/**
 * Stands in for `next/cache` in route tests. Like Next's own, its `revalidatePath` refuses to run
 * outside a request ({@link call}), so a test can't miss a revalidation by calling a handler bare.
 */
export const nextCacheMock = {
  revalidatePath(path: string): void {
    const recorded = revalidations.getStore();
    if (!recorded)
      throw new Error(`revalidatePath("${path}") called outside call(): run the handler through call() to record it`);
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

/** This test file's signed-in user: the owner of a workspace no other test file uses. */
export const testOwner: TestUser = await signUpForTest("owner");

/** Headers of a request nobody signed in to send. */
export const ANONYMOUS = { cookie: "" } as const;

/** A JSON request to the test origin, signed in as {@link testOwner}; a string body is sent as it is. */
export function jsonRequest(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", cookie: testOwner.cookie, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A request without a body, signed in as {@link testOwner}. */
export const request = (method: string, path: string, headers?: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method, headers: { cookie: testOwner.cookie, ...headers } });

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
