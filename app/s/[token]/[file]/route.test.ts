import { spawnSync } from "node:child_process";
import { describe, expect, test, vi } from "vitest";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as createScenario } from "@/app/api/scenarios/route";
import { DELETE as deleteScenario, PUT } from "@/app/api/scenarios/[id]/route";
import { POST as share } from "@/app/api/scenarios/[id]/shares/route";
import { DELETE as revoke } from "@/app/api/scenarios/[id]/shares/[token]/route";
import { parseScenarioFile } from "@/lib/export/json";
import { tempFile, parseCashFlows } from "@/scripts/test-support/export";
import { computeTco, type Scenario } from "@/lib/tco";
import { GET } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

const FILES = ["summary.pdf", "cash-flows.csv", "scenario.xlsx", "scenario.json"] as const;

/** A scenario shared at version 1 and then saved again as version 2 with another horizon. */
async function sharedThenEdited(): Promise<{ id: string; token: string; v1: Scenario; v2: Scenario }> {
  const name = uniqueName("Shared");
  const created = await call(() =>
    createScenario(
      jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name), checklist: { load: "on-prem" } }),
    ),
  );
  expect(created.response.status).toBe(201);
  const { id, scenario: v1 } = (await created.response.json()) as { id: string; scenario: Scenario };
  const link = await share(request("POST", `/api/scenarios/${id}/shares`), params({ id }));
  expect(link.status).toBe(201);
  const { token } = (await link.json()) as { token: string };
  const edited = { ...v1, name: `${name} edited`, horizonYears: v1.horizonYears + 2 };
  const saved = await call(() =>
    PUT(jsonRequest("PUT", `/api/scenarios/${id}`, { version: 1, scenario: edited }), params({ id })),
  );
  expect(saved.response.status).toBe(200);
  return { id, token, v1, v2: ((await saved.response.json()) as { scenario: Scenario }).scenario };
}

async function download(token: string, file: string): Promise<Response> {
  return GET(request("GET", `/s/${token}/${file}`), params({ token, file }));
}

/** Status, headers a caller could compare, and the body. */
async function seen(response: Response) {
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    body: await response.text(),
  };
}

const unknownToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");

describe("GET /s/:token/:file", () => {
  test("each file of a live link downloads with 200, as an attachment, with Referrer-Policy: no-referrer", async () => {
    const { token } = await sharedThenEdited();
    for (const file of FILES) {
      const response = await download(token, file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("referrer-policy"), file).toBe("no-referrer");
      expect(response.headers.get("content-disposition"), file).toMatch(
        /^attachment; filename="[a-z0-9-]+\.(pdf|csv|xlsx|json)"$/,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  test("the files hold the pinned revision, not the scenario's later saves", async () => {
    const { token, v1, v2 } = await sharedThenEdited();
    const json = parseScenarioFile(await (await download(token, "scenario.json")).text());
    expect(json).toEqual({ ok: true, scenario: v1, checklist: { load: "on-prem" } });
    expect(v2.horizonYears).not.toBe(v1.horizonYears);

    const csv = parseCashFlows(await (await download(token, "cash-flows.csv")).text(), v1);
    expect(csv.data).toHaveLength(v1.horizonYears * 12 + 1);
    expect(Number(csv.data.at(-1)?.savings)).toBeCloseTo(computeTco(v1).savings.total, 2);
    expect(csv.data[0]?.scenario).toBe(v1.name);

    const pdf = new Uint8Array(await (await download(token, "summary.pdf")).arrayBuffer());
    const out = spawnSync("pdftotext", ["-layout", tempFile("shared.pdf", pdf), "-"], { encoding: "utf8" });
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain(v1.name);
    expect(out.stdout).not.toContain(v2.name);
    expect(out.stdout).toContain("Version 1");
    expect(out.stdout).toMatch(/Shared \w{3} \d{1,2}, \d{4}/);
  });

  test("a revoked token gets the same plain 404 as one never issued and one of the wrong shape, for every file", async () => {
    const { id, token } = await sharedThenEdited();
    expect(
      (await revoke(request("DELETE", `/api/scenarios/${id}/shares/${token}`), params({ id, token }))).status,
    ).toBe(204);
    for (const file of FILES) {
      const revoked = await seen(await download(token, file));
      expect(revoked).toEqual({ status: 404, type: "text/plain", disposition: null, body: "Not found" });
      expect(await seen(await download(unknownToken(), file))).toEqual(revoked);
      expect(await seen(await download("not a token!", file))).toEqual(revoked);
    }
  });

  test("a link to a deleted scenario answers that same 404", async () => {
    const { id, token } = await sharedThenEdited();
    await call(() => deleteScenario(request("DELETE", `/api/scenarios/${id}`), params({ id })));
    expect(await seen(await download(token, "scenario.json"))).toEqual({
      status: 404,
      type: "text/plain",
      disposition: null,
      body: "Not found",
    });
  });

  test("an unknown file under a live link answers 404", async () => {
    const { token } = await sharedThenEdited();
    for (const file of ["summary.docx", "copy", "SCENARIO.json", ".."]) {
      const response = await download(token, file);
      expect(response.status, file).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
  });

  test("the route only answers GET: no write method is exported", async () => {
    const route = await import("./route");
    expect(Object.keys(route).sort()).toEqual(["GET"]);
  });
});
