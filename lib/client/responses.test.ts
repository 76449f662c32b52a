import { describe, expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import { failureMessage } from "./http";
import { conflictResponse, importedScenarioResponse, restoredRevisionResponse, revisionsResponse, savedScenarioResponse, sharesResponse } from "./responses";

// Bodies shaped as the routes build them today (app/api/scenarios/**/route.ts), through JSON as the browser gets them.
const wire = (body: unknown): unknown => JSON.parse(JSON.stringify(body));
const scenario = presets[0]!.scenario;
const updatedAt = new Date("2026-01-02T03:04:05Z");

describe("response schemas accept what the routes answer", () => {
  test.each([
    ["PUT/POST/GET scenario", savedScenarioResponse, { id: "a", version: 2, scenario, checklist: { load: "on-prem" }, updatedAt }],
    ["revision restore", restoredRevisionResponse, { id: "a", version: 3, scenario, updatedAt }],
    ["import", importedScenarioResponse, { id: "a", version: 1, scenario }],
    ["409", conflictResponse, { errors: [{ path: "version", message: "Someone saved version 3 after the version 2 you edited" }], currentVersion: 3 }],
    ["revisions", revisionsResponse, { revisions: [{ version: 1, name: "x", note: null, createdAt: updatedAt, savedBy: "Ann" }], nextBefore: null }],
    ["shares", sharesResponse, { shares: [{ token: "t", url: "http://h/s/t", revision: 1, createdAt: updatedAt }] }],
  ] as const)("%s", (_name, schema, body) => {
    expect(schema.safeParse(wire(body)).success).toBe(true);
  });

  test("a body of another shape is refused, not trusted", () => {
    expect(savedScenarioResponse.safeParse(wire({ id: "a", version: "2", scenario, checklist: {}, updatedAt })).success).toBe(false);
    expect(revisionsResponse.safeParse({ revisions: [{ version: 1 }] }).success).toBe(false);
  });
});

describe("failureMessage", () => {
  test.each([
    [400, { errors: [{ path: "name", message: "name is required" }] }, "name is required"],
    [400, { errors: [{ path: "a", message: "one" }, { path: "b", message: "two" }] }, "one; two"],
    [503, { error: "database unavailable" }, "The server answered HTTP 503"],
    [500, undefined, "The server answered HTTP 500"],
  ])("HTTP %d %j → %s", (status, body, message) => {
    expect(failureMessage(status, body)).toBe(message);
  });
});
