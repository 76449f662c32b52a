import { describe, expect, test, vi } from "vitest";
import type { ScenarioResponse as Saved } from "@/lib/scenarios/response";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as create } from "../route";
import { GET, PUT } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

const at = (id: string) => `/api/scenarios/${id}`;

describe("/api/scenarios/:id option names", () => {
  test("a name set and then cleared leaves no labels in the saved scenario", async () => {
    const { response } = await call(() =>
      create(
        jsonRequest("POST", "/api/scenarios", {
          scenario: { ...scenarioJson(uniqueName("labels")), labels: { cloud: "Standard host" } },
        }),
      ),
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as Saved;
    expect(created.scenario.labels).toEqual({ cloud: "Standard host" });

    // The editor clears the box: the key goes, the object stays behind empty.
    const cleared = await call(() =>
      PUT(
        jsonRequest("PUT", at(created.id), { version: 1, scenario: { ...created.scenario, labels: {} } }),
        params({ id: created.id }),
      ),
    );
    expect(cleared.response.status).toBe(200);
    const text = await (await GET(request("GET", at(created.id)), params({ id: created.id }))).text();
    expect(JSON.parse(text).scenario).not.toHaveProperty("labels");
    expect(text).not.toContain('"labels"');
  });
});
