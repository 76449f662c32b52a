import { spawnSync } from "node:child_process";
import ExcelJS from "exceljs";
import { describe, expect, test, vi } from "vitest";
import { parseScenarioFile } from "@/lib/export/json";
import { tempFile, parseCashFlows } from "@/scripts/test-support/export";
import { namedCell } from "@/scripts/test-support/recalc";
import { WORKBOOK_SHEETS } from "@/lib/export/xlsx";
import { computeTco, type Scenario } from "@/lib/tco";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as createScenario } from "../../route";
import { DELETE as deleteScenario } from "../route";
import { GET } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

const NASTY = `Q1 "plan", <script>window.__pwned=1</script> 🚀 שלום مرحبا =1+1`;

const FILES = {
  "summary.pdf": { type: "application/pdf", name: /^[a-z0-9-]+-summary\.pdf$/ },
  "cash-flows.csv": { type: "text/csv; charset=utf-8", name: /^[a-z0-9-]+-cash-flows\.csv$/ },
  "scenario.xlsx": {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    name: /^[a-z0-9-]+-tco\.xlsx$/,
  },
  "scenario.json": { type: "application/json; charset=utf-8", name: /^[a-z0-9-]+-scenario\.json$/ },
} as const;

async function newScenario(
  name: string,
  checklist: Record<string, string> = {},
): Promise<{ id: string; scenario: Scenario }> {
  const { response } = await call(() =>
    createScenario(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name), checklist })),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; scenario: Scenario };
}

async function download(id: string, file: string, headers: Record<string, string> = {}): Promise<Response> {
  return GET(request("GET", `/api/scenarios/${id}/${file}`, headers), params({ id, file }));
}

const fileName = (response: Response) =>
  /^attachment; filename="([^"]+)"$/.exec(response.headers.get("content-disposition") ?? "")?.[1];

function pdfText(bytes: Uint8Array): string {
  const out = spawnSync("pdftotext", ["-layout", tempFile("summary.pdf", bytes), "-"], { encoding: "utf8" });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout;
}

describe("GET /api/scenarios/:id/:file", () => {
  test("each file downloads with 200, its content type, an attachment disposition with a safe name, and no caching", async () => {
    const name = uniqueName("Rack plan");
    const { id } = await newScenario(name);
    for (const [file, expected] of Object.entries(FILES)) {
      const response = await download(id, file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toBe(expected.type);
      expect(fileName(response), file).toMatch(expected.name);
      expect(fileName(response), file).toMatch(/^rack-plan-/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect((await response.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
  });

  test("the bodies are what they say: a PDF, a CSV with a row per month, an XLSX workbook, a re-importable JSON", async () => {
    const name = uniqueName("Bodies");
    const { id, scenario } = await newScenario(name, { load: "on-prem" });
    const result = computeTco(scenario);

    const pdf = new Uint8Array(await (await download(id, "summary.pdf")).arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain(name);
    expect(text).toContain("Version 1");

    const csv = parseCashFlows(await (await download(id, "cash-flows.csv")).text(), scenario);
    expect(csv.errors).toEqual([]);
    expect(csv.data).toHaveLength(scenario.horizonYears * 12 + 1);
    expect(Number(csv.data.at(-1)?.savings)).toBeCloseTo(result.savings.total, 2);
    expect(csv.data.every((row) => row.scenario === name)).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await (await download(id, "scenario.xlsx")).arrayBuffer()) as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([...WORKBOOK_SHEETS]);
    expect(namedCell(workbook, "in_horizonYears").value).toBe(scenario.horizonYears);

    const parsed = parseScenarioFile(await (await download(id, "scenario.json")).text());
    expect(parsed).toEqual({ ok: true, scenario, checklist: { load: "on-prem" } });
  });

  test("a name with quotes, markup, emoji and right-to-left text gives an ASCII file name and survives in the files", async () => {
    const { id, scenario } = await newScenario(NASTY);
    for (const [file, expected] of Object.entries(FILES)) {
      const response = await download(id, file);
      expect(response.status).toBe(200);
      expect(fileName(response), file).toMatch(expected.name);
      expect(response.headers.get("content-disposition")).toMatch(/^[\x20-\x7e]+$/);
    }
    const json = parseScenarioFile(await (await download(id, "scenario.json")).text());
    expect(json.ok && json.scenario.name).toBe(NASTY);
    const csv = parseCashFlows(await (await download(id, "cash-flows.csv")).text(), scenario);
    expect(csv.errors).toEqual([]);
    expect(csv.data).toHaveLength(scenario.horizonYears * 12 + 1);
    expect(csv.data[0]?.scenario).toBe(NASTY);
  });

  test("the PDF follows the reader's Accept-Language", async () => {
    const { id, scenario } = await newScenario(uniqueName("Locale"));
    const total = computeTco(scenario).totals.cloud;
    const german = pdfText(
      new Uint8Array(await (await download(id, "summary.pdf", { "accept-language": "de-DE,de;q=0.9" })).arrayBuffer()),
    );
    const english = pdfText(new Uint8Array(await (await download(id, "summary.pdf")).arrayBuffer()));
    const de = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }).format(total);
    const en = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(total);
    expect(german).toContain(de);
    expect(english).toContain(en);
    expect(de).not.toBe(en);
  });

  test("an unknown file answers 404, whatever it looks like", async () => {
    const { id } = await newScenario(uniqueName("Unknown file"));
    for (const file of [
      "summary.docx",
      "scenario.JSON",
      "SUMMARY.pdf",
      "..",
      "scenario.json.bak",
      "cash-flows.csv%00",
      "%2e%2e%2fetc%2fpasswd",
      "",
    ]) {
      const response = await download(id, file);
      expect(response.status, file).toBe(404);
      expect(await response.json()).toEqual({ errors: [{ path: "", code: "not_found", message: "Not found" }] });
    }
  });

  test("an unknown or deleted scenario answers 404 for every file", async () => {
    const { id } = await newScenario(uniqueName("Deleted"));
    const removed = await call(() => deleteScenario(request("DELETE", `/api/scenarios/${id}`), params({ id })));
    expect(removed.response.status).toBe(204);
    for (const target of [id, "no-such-scenario"]) {
      for (const file of Object.keys(FILES)) {
        const response = await download(target, file);
        expect(response.status, `${target}/${file}`).toBe(404);
        expect(response.headers.get("content-disposition")).toBeNull();
      }
    }
  });
});
