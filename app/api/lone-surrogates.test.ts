import { describe, expect, test, vi } from "vitest";
import { authHandler } from "@/lib/accounts/handler";
import { jsonRequest, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as createKey } from "./keys/route";
import { POST as createScenario } from "./scenarios/route";
import { POST as importScenario } from "./scenarios/import/route";
import { POST as compute } from "./tco/route";
import type { ErrorResponse } from "@/lib/scenarios/response";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

/*
 * A lone UTF-16 surrogate ("\ud800") is valid JSON but no Unicode text: it can't be stored on
 * PostgreSQL, written as UTF-8 or put in a header. Every text field refuses it with a 400 that
 * names the field, never a 500 (issue 22).
 */
const LONE = "a\ud800b";
const anonymous = { cookie: "" };

async function errorsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as ErrorResponse).errors;
}

// Inside a body's scenario, the message may name the field as the scenario does ("name must …").
const lone = (path: string, named = path) => ({
  path,
  code: "malformed_text",
  message: expect.stringContaining(`${named} must be valid Unicode text`),
});

describe("a lone surrogate in a text field is a 400 naming the field", () => {
  test.each([
    ["name", (s: ReturnType<typeof scenarioJson>) => ({ ...s, name: LONE })],
    ["description", (s: ReturnType<typeof scenarioJson>) => ({ ...s, description: LONE })],
    ["labels.cloud", (s: ReturnType<typeof scenarioJson>) => ({ ...s, labels: { cloud: LONE } })],
  ])("scenario %s: POST /api/tco, POST /api/scenarios and the import", async (path, edit) => {
    const scenario = edit(scenarioJson(uniqueName("surrogate")));
    expect(await errorsOf(await compute(jsonRequest("POST", "/api/tco", scenario)))).toEqual([lone(path)]);
    expect(await errorsOf(await createScenario(jsonRequest("POST", "/api/scenarios", { scenario })))).toEqual([
      lone(`scenario.${path}`, path),
    ]);
    expect(
      await errorsOf(
        await importScenario(jsonRequest("POST", "/api/scenarios/import", { schemaVersion: 1, scenario })),
      ),
    ).toEqual([lone(`scenario.${path}`, path)]);
  });

  test("an API key's name", async () => {
    expect(await errorsOf(await createKey(jsonRequest("POST", "/api/keys", { name: LONE, role: "viewer" })))).toEqual([
      lone("name"),
    ]);
  });

  test.each([
    ["/api/auth/sign-in/email", { email: `x${LONE}@example.com`, password: "correct horse battery" }, "email"],
    [
      "/api/auth/sign-up/email",
      { name: LONE, email: `${crypto.randomUUID()}@example.com`, password: "correct horse battery" },
      "name",
    ],
    [
      "/api/auth/sign-up/email",
      { name: "ok", email: `${crypto.randomUUID()}@example.com`, password: `pass${LONE}word-long` },
      "password",
    ],
  ])("%s with a lone surrogate in %j", async (path, body, field) => {
    expect(await errorsOf(await authHandler(jsonRequest("POST", path, body, anonymous)))).toEqual([lone(field)]);
  });

  test("in a key of a body, better-auth's or the app's, the path shows it escaped", async () => {
    expect(
      await errorsOf(await authHandler(jsonRequest("POST", "/api/auth/sign-in/email", { [LONE]: 1 }, anonymous))),
    ).toEqual([
      { path: "a\\ud800b", code: "malformed_text", message: expect.stringContaining("must be valid Unicode text") },
    ]);
  });
});
