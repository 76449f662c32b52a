import { describe, expect, test, vi } from "vitest";
import type { ErrorResponse, ScenarioResponse } from "@/lib/scenarios/response";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as create } from "@/app/api/scenarios/route";
import { POST as undeleteAtOldPath } from "../restore/route";
import { DELETE, GET } from "../route";
import { POST } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

async function deleted(): Promise<ScenarioResponse> {
  const checklist = { regions: "cloud" };
  const { response } = await call(() =>
    create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(uniqueName("undelete")), checklist })),
  );
  const saved = (await response.json()) as ScenarioResponse;
  const { id } = saved;
  expect((await call(() => DELETE(request("DELETE", `/api/scenarios/${id}`), params({ id })))).response.status).toBe(
    204,
  );
  expect((await GET(request("GET", `/api/scenarios/${id}`), params({ id }))).status).toBe(404);
  return saved;
}

describe("POST /api/scenarios/:id/undelete", () => {
  test("brings a deleted scenario back as it was and answers with it", async () => {
    const saved = await deleted();
    const { id } = saved;
    const { response, revalidated } = await call(() =>
      POST(request("POST", `/api/scenarios/${id}/undelete`), params({ id })),
    );
    expect(response.status).toBe(200);
    expect(revalidated).toEqual(["/"]);
    expect(response.headers.get("deprecation")).toBeNull();
    const body = (await response.json()) as ScenarioResponse;
    expect({ ...body, updatedAt: undefined }).toEqual({ ...saved, updatedAt: undefined });
    expect((await GET(request("GET", `/api/scenarios/${id}`), params({ id }))).status).toBe(200);
  });

  test("the old path, /restore, answers the same for one more release, saying it is deprecated and where it moved", async () => {
    const { id } = await deleted();
    const { response, revalidated } = await call(() =>
      undeleteAtOldPath(request("POST", `/api/scenarios/${id}/restore`), params({ id })),
    );
    expect(response.status).toBe(200);
    expect(revalidated).toEqual(["/"]);
    // RFC 9745: the date it was deprecated, as seconds since 1970 (2026-12-01).
    expect(response.headers.get("deprecation")).toBe("@1796083200");
    expect(response.headers.get("link")).toBe(`</api/scenarios/${id}/undelete>; rel="successor-version"`);
    expect(((await response.json()) as ScenarioResponse).id).toBe(id);
  });

  test("an unknown id answers 404 at both paths", async () => {
    const id = "no-such-scenario";
    for (const handler of [POST, undeleteAtOldPath]) {
      const { response, revalidated } = await call(() =>
        handler(request("POST", `/api/scenarios/${id}/undelete`), params({ id })),
      );
      expect(response.status).toBe(404);
      expect((await response.json()) as ErrorResponse).toEqual({
        errors: [{ path: "", code: "not_found", message: "Not found" }],
      });
      expect(revalidated).toEqual([]);
    }
  });
});
