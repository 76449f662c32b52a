import Papa from "papaparse";
import { describe, expect, test, vi } from "vitest";
import { POST as createScenario } from "@/app/api/scenarios/route";
import { DELETE as deleteScenario, PUT as saveScenario } from "@/app/api/scenarios/[id]/route";
import { POST as createShare } from "@/app/api/scenarios/[id]/shares/route";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";
import { call, jsonRequest, params, request, scenarioJson, testOwner, uniqueName } from "@/scripts/test-support/http";
import { GET as csv } from "./csv/route";
import { GET } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

interface Events {
  events: { actorName: string; action: string; targetName: string; detail: string | null }[];
}

describe("the audit log", () => {
  test("an editor's save, share and delete show under their name, for the owner, on the page's API and in the CSV", async () => {
    const editor = await joinAs(await signUpForTest("audit-editor"), testOwner.workspaceId, "editor");
    const name = uniqueName("audited");
    const created = await call(() =>
      createScenario(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name) })),
    );
    const { id } = (await created.response.json()) as { id: string };
    const saved = await call(() =>
      saveScenario(
        jsonRequest(
          "PUT",
          `/api/scenarios/${id}`,
          { version: 1, scenario: scenarioJson(name) },
          { cookie: editor.cookie },
        ),
        params({ id }),
      ),
    );
    expect(saved.response.status).toBe(200);
    expect(
      (await createShare(request("POST", `/api/scenarios/${id}/shares`, { cookie: editor.cookie }), params({ id })))
        .status,
    ).toBe(201);
    expect(
      (
        await call(() =>
          deleteScenario(request("DELETE", `/api/scenarios/${id}`, { cookie: editor.cookie }), params({ id })),
        )
      ).response.status,
    ).toBe(204);

    const { events } = (await (await GET(request("GET", "/api/audit"))).json()) as Events;
    const mine = events.filter((e) => e.targetName === name).map((e) => [e.actorName, e.action, e.detail]);
    expect(mine).toEqual([
      [editor.name, "scenario.deleted", "1 share link revoked"],
      [editor.name, "share.created", "version 2"],
      [editor.name, "scenario.saved", "version 2"],
      [testOwner.name, "scenario.created", null],
    ]);

    const download = await csv(request("GET", "/api/audit/csv"));
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename=".+-audit-log\.csv"$/);
    const rows = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(rows[0]).toEqual(["time", "who", "action", "what", "name", "detail", "whoId", "whatId"]);
    expect(rows.filter((r) => r[4] === name).map((r) => [r[1], r[2]])).toContainEqual([editor.name, "scenario.saved"]);
  });

  test("only owners read it", async () => {
    const editor = await joinAs(await signUpForTest("audit-editor-2"), testOwner.workspaceId, "editor");
    expect((await GET(request("GET", "/api/audit", { cookie: editor.cookie }))).status).toBe(403);
    expect((await csv(request("GET", "/api/audit/csv", { cookie: editor.cookie }))).status).toBe(403);
    expect((await GET(request("GET", "/api/audit", { cookie: "" }))).status).toBe(401);
  });

  test("a bad `before` is a 400 naming it", async () => {
    const response = await GET(request("GET", "/api/audit?before=yesterday"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          path: "before",
          code: "invalid_format",
          message: "before must be a date and time, e.g. 2026-12-01T14:05:00Z",
        },
      ],
    });
  });
});
