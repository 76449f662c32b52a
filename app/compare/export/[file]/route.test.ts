import Papa from "papaparse";
import { describe, expect, test, vi } from "vitest";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as createScenario } from "@/app/api/scenarios/route";
import { GET } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

async function created(): Promise<string> {
  const name = uniqueName("Compared");
  const { response } = await call(() =>
    createScenario(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name) })),
  );
  return ((await response.json()) as { id: string }).id;
}

const download = (file: string, query: string) =>
  GET(request("GET", `/compare/export/${file}?${query}`), params({ file }));

describe("GET /compare/export/:file", () => {
  test("comparison.csv of two scenarios is a CSV download naming both", async () => {
    const ids = [await created(), await created()];
    const response = await download("comparison.csv", `ids=${ids.join(",")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.csv"$/);
    const rows = Papa.parse<string[]>(await response.text()).data;
    expect(rows.length).toBeGreaterThan(2);
  });

  test.each(["comparison.docx", "toString", "constructor"])(
    "%s is the plain 404 of a file that isn't offered",
    async (file) => {
      const ids = [await created(), await created()];
      const response = await download(file, `ids=${ids.join(",")}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Not found");
    },
  );

  test("one scenario is not a comparison: 404 saying so", async () => {
    const response = await download("comparison.csv", `ids=${await created()}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("A comparison needs two to four scenarios that exist.");
  });
});
