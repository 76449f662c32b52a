import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { expect, test, type APIRequestContext, type Download, type Page } from "@playwright/test";
import { namedCell, readName, recalculate } from "../scripts/test-support/recalc";
import { createFromPreset, unique } from "./helpers";

// The cash-flow CSV's columns by key, and the worded headers a finance reader sees for them.
const CSV_COLUMNS = [
  "month",
  "year",
  "cloud",
  "onPrem",
  "hybrid",
  "cumulativeCloud",
  "cumulativeOnPrem",
  "cumulativeHybrid",
  "savings",
  "currency",
  "pricesAsOf",
  "scenario",
];
const CSV_HEADERS = [
  "Month",
  "Year",
  "Cloud cost",
  "On-prem cost",
  "Hybrid cost",
  "Cloud cost, cumulative",
  "On-prem cost, cumulative",
  "Hybrid cost, cumulative",
  "Savings, cumulative (Cloud − On-prem)",
  "Currency",
  "Prices as of",
  "Scenario",
];
const SHEETS = [
  "Summary",
  "Inputs",
  "Model",
  "IRR workings",
  "Yearly (values)",
  "P&L (values)",
  "Sensitivity (values)",
];

/** Markup, quotes, a comma, emoji, Hebrew and Arabic, and a formula-looking tail. */
const NASTY = `Q1 "plan", <script>window.__pwned=1</script> 🚀 שלום مرحبا =1+1`;

interface Saved {
  id: string;
  version: number;
  scenario: { name: string; horizonYears: number; currency: string; workload: { gpus: number } };
  checklist: Record<string, string>;
  result: { totals: { cloud: number; onPrem: number; hybrid: number }; savings: { total: number }; months: unknown[] };
}

async function saved(request: APIRequestContext, id: string): Promise<Saved> {
  const response = await request.get(`/api/scenarios/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Saved;
}

/** Opens the editor's Export menu (a <details>) if it is closed, and downloads the file behind `label`. */
async function download(page: Page, label: string): Promise<Download> {
  const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: /^Export$/ }) });
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await menu.locator("summary").click();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    menu.getByRole("link", { name: label, exact: true }).click(),
  ]);
  expect(await file.failure()).toBeNull();
  return file;
}

const bytes = async (file: Download) => readFileSync((await file.path())!);

/** The PDF's text as poppler reads it: `layout` keeps columns, `prose` runs wrapped lines together. */
function pdfText(path: string): { layout: string; prose: string } {
  const run = (args: string[]) => execFileSync("pdftotext", [...args, path, "-"], { encoding: "utf8" });
  return { layout: run(["-layout"]), prose: run([]).replace(/\s+/g, " ") };
}

/** The CSV's rows keyed by column key; `headers` are the file's own header cells. */
function parseCsv(text: string) {
  const headers = Papa.parse<string[]>(text.split("\r\n")[0]!).data[0];
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
    transformHeader: (_, i) => CSV_COLUMNS[i] ?? `unexpected column ${i + 1}`,
  });
  return { ...parsed, headers };
}

async function openEditor(page: Page, id: string) {
  await page.goto(`/scenarios/${id}`);
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
}

/** Half-up to cents on the magnitude, as the CSV rounds. */
const cents = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100 + 0;

/** Scenarios whose name contains `text` (the list search matches names literally). */
async function named(request: APIRequestContext, text: string): Promise<string[]> {
  const response = await request.get(`/api/scenarios?q=${encodeURIComponent(text)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { scenarios: { name: string }[] }).scenarios.map((s) => s.name);
}

test.describe("exports from the editor", () => {
  test("PDF summary: the scenario's name and the headline figures as the page shows them", async ({
    page,
    request,
  }) => {
    const name = unique("PDF export");
    const id = await createFromPreset(request, "h100-server", name);
    await openEditor(page, id);
    const file = await download(page, "PDF summary");
    expect(file.suggestedFilename()).toMatch(/^pdf-export-[a-z0-9-]+-summary\.pdf$/);
    const pdf = await bytes(file);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { layout, prose } = pdfText((await file.path())!);
    expect(prose).toContain(name);
    expect(layout).toContain("Version 1");
    await expectPdfShowsPage(page, layout, prose);
  });

  test("CSV cash flows: a row per month 0…N, and the last savings is the API's total to the cent", async ({
    page,
    request,
  }) => {
    const name = unique("CSV export");
    const id = await createFromPreset(request, "comma-ai-datacenter", name);
    const { result, scenario } = await saved(request, id);
    await openEditor(page, id);
    const file = await download(page, "CSV cash flows");
    expect(file.suggestedFilename()).toMatch(/^csv-export-[a-z0-9-]+-cash-flows\.csv$/);
    const csv = parseCsv((await bytes(file)).toString("utf8"));
    expect(csv.errors).toEqual([]);
    expect(csv.headers).toEqual(CSV_HEADERS);
    const months = scenario.horizonYears * 12;
    expect(csv.data).toHaveLength(months + 1);
    expect(csv.data.map((row) => Number(row.month))).toEqual(Array.from({ length: months + 1 }, (_, m) => m));
    const last = csv.data.at(-1)!;
    expect(Number(last.savings)).toBe(cents(result.savings.total));
    expect(Number(last.cumulativeCloud)).toBe(cents(result.totals.cloud));
    expect(Number(last.cumulativeOnPrem)).toBe(cents(result.totals.onPrem));
    expect(Number(last.cumulativeHybrid)).toBe(cents(result.totals.hybrid));
    for (const row of csv.data) {
      expect(row.scenario).toBe(name);
      expect(row.currency).toBe("USD");
      for (const column of CSV_COLUMNS.slice(0, 9))
        expect(Number.isFinite(Number(row[column])), `${column} of month ${row.month}`).toBe(true);
    }
  });

  test("Excel workbook: a live model that LibreOffice recalculates to the API's figures", async ({ page, request }) => {
    const name = unique("XLSX export");
    const id = await createFromPreset(request, "hybrid-three-tier", name);
    const { result, scenario } = await saved(request, id);
    await openEditor(page, id);
    const file = await download(page, "Excel workbook");
    expect(file.suggestedFilename()).toMatch(/^xlsx-export-[a-z0-9-]+-tco\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const downloaded = await bytes(file);
    await workbook.xlsx.load(downloaded as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(SHEETS);
    expect(workbook.getWorksheet("Summary")!.getCell("A1").value).toBe(name);
    expect(namedCell(workbook, "in_workload_gpus").value).toBe(scenario.workload.gpus);

    const [recalculated] = await recalculate([{ name: "download", bytes: Buffer.from(downloaded) }]);
    const book = recalculated!.book;
    for (const [path, value] of [
      ["out_totals_cloud", result.totals.cloud],
      ["out_totals_onPrem", result.totals.onPrem],
      ["out_totals_hybrid", result.totals.hybrid],
      ["out_savings_total", result.savings.total],
    ] as const) {
      expect(Math.abs((readName(book, path) as number) - value), path).toBeLessThanOrEqual(0.01);
    }
  });

  test("JSON export, then Import JSON on the list page: a new scenario with identical inputs and results", async ({
    page,
    request,
  }) => {
    const name = unique("JSON round trip");
    const id = await createFromPreset(request, "cost-per-epoch", name);
    const original = await saved(request, id);
    await openEditor(page, id);
    const file = await download(page, "JSON (re-importable)");
    expect(file.suggestedFilename()).toMatch(/^json-round-trip-[a-z0-9-]+-scenario\.json$/);
    const json = JSON.parse((await bytes(file)).toString("utf8")) as {
      schemaVersion: number;
      exportedAt: string;
      scenario: unknown;
    };
    expect(json.schemaVersion).toBe(1);
    expect(Number.isNaN(Date.parse(json.exportedAt))).toBe(false);
    expect(json.scenario).toEqual(original.scenario);

    await page.goto("/");
    await page.getByLabel("Import JSON").setInputFiles((await file.path())!);
    await expect(page).toHaveURL(/\/scenarios\/[^/]+$/);
    const importedId = new URL(page.url()).pathname.split("/").at(-1)!;
    expect(importedId).not.toBe(id);
    // The original still holds the name, so the copy is numbered: the list never shows twins.
    await expect(page.getByLabel("Scenario name")).toHaveValue(`${name} (2)`);
    const imported = await saved(request, importedId);
    expect(imported.version).toBe(1);
    expect(imported.scenario).toEqual({ ...original.scenario, name: `${name} (2)` });
    expect(imported.checklist).toEqual(original.checklist);
    expect(imported.result.totals).toEqual(original.result.totals);
    expect(imported.result).toEqual(original.result);
  });

  test("the PDF's headline figures match the page for every preset", async ({ page, request }) => {
    test.slow();
    for (const slug of [
      "comma-ai-datacenter",
      "comma-ai-hidden-costs",
      "h100-server",
      "hybrid-three-tier",
      "cost-per-epoch",
      "idle-workstations",
    ]) {
      const id = await createFromPreset(request, slug, unique(`Preset ${slug}`));
      await openEditor(page, id);
      const response = await request.get(`/api/scenarios/${id}/summary.pdf`);
      expect(response.status()).toBe(200);
      const path = test.info().outputPath(`${slug}.pdf`);
      writeFileSync(path, await response.body());
      const { layout, prose } = pdfText(path);
      await expectPdfShowsPage(page, layout, prose, slug);
    }
  });
});

/**
 * The PDF says the page's figures: the headline's amount and break-even month, and each KPI's
 * exact amount (the page shows it compact, with the exact one in its tooltip; the PDF's table has
 * the exact one). Months are compared as numbers: the page may say "month 3" where the PDF says "3.0".
 */
async function expectPdfShowsPage(page: Page, layout: string, prose: string, label = "") {
  const headline = (await page.getByTestId("headline").innerText()).trim();
  // Where cost per unit of work is set, the headline compares the cost per unit instead.
  const claim =
    /^Owning (saves|costs) (\S+) (more than renting )?over (\d+) years?/.exec(headline) ??
    /^.+? costs \S+ less per .+$/.exec(headline);
  expect(claim, `${label}: headline "${headline}"`).not.toBeNull();
  expect(prose, `${label}: the PDF repeats "${claim![0]}"`).toContain(claim![0]);
  const pageMonth = /break-even in month ([\d.]+)/.exec(headline)?.[1];
  if (pageMonth !== undefined) {
    const pdfMonth = /break-even in month ([\d.]+)/.exec(prose)?.[1];
    expect(Number(pdfMonth), `${label}: break-even month`).toBe(Number(pageMonth));
  }
  for (const kpi of ["kpi-tco-cloud", "kpi-tco-onPrem", "kpi-tco-hybrid", "kpi-savings"]) {
    const exact = await page.getByTestId(kpi).locator("[title]").getAttribute("title");
    expect(exact, `${label}: ${kpi} has an exact value`).toBeTruthy();
    // A negative saving reads "costs $526 more" in the PDF, never with a bare minus sign.
    expect(layout, `${label}: ${kpi}`).toContain(exact!.replace(/^-/, ""));
  }
}

test.describe("hostile names", () => {
  test("names in Latin, Greek, Cyrillic and Japanese scripts print in the PDF as typed (the server embeds the fonts)", async ({
    page,
    request,
  }) => {
    const name = `Zürich, Łódź, 東京 – Ελλάδα, Москва ${Date.now().toString(36)}`;
    const id = await createFromPreset(request, "comma-ai-datacenter", name);
    await openEditor(page, id);
    const pdf = await download(page, "PDF summary");
    const { layout } = pdfText((await pdf.path())!);
    expect(layout).toContain(name);
    const fonts = execFileSync("pdffonts", [(await pdf.path())!], { encoding: "utf8" });
    expect(fonts).toMatch(/NotoSans-Regular|NotoSans-Bold/);
    expect(fonts).toMatch(/NotoSansJP-(Regular|Bold)/);
  });

  test("a name with quotes, a comma, <script>, emoji and right-to-left text survives every format and is shown as text", async ({
    page,
    browser,
    request,
  }) => {
    const name = `${NASTY} ${Date.now().toString(36)}`;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const id = await createFromPreset(request, "comma-ai-datacenter", name);
    const { scenario } = await saved(request, id);
    expect(scenario.name).toBe(name);

    await openEditor(page, id);
    await expect(page.getByLabel("Scenario name")).toHaveValue(name);
    expect(await page.title()).toBe(`${name} · GPU TCO`);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

    // PDF: no embedded font draws emoji, Hebrew or Arabic, so each shows as "?"; the rest is literal.
    const pdf = await download(page, "PDF summary");
    expect(pdf.suggestedFilename()).toMatch(/^q1-plan-script-window-pwned-1-script-1-1-[a-z0-9]+-summary\.pdf$/);
    const { prose } = pdfText((await pdf.path())!);
    expect(prose).toContain(`Q1 "plan", <script>window.__pwned=1</script> ? ???? ????? =1+1`);

    // CSV: the quotes are doubled inside a quoted field, so the columns stay put.
    const csvFile = await download(page, "CSV cash flows");
    const text = (await bytes(csvFile)).toString("utf8");
    expect(text).toContain(`"${name.replaceAll('"', '""')}"`);
    const csv = parseCsv(text);
    expect(csv.errors).toEqual([]);
    expect(csv.data).toHaveLength(scenario.horizonYears * 12 + 1);
    expect(csv.data.every((row) => row.scenario === name && Object.keys(row).length === CSV_COLUMNS.length)).toBe(true);

    // XLSX: a text cell holding the name exactly.
    const xlsx = await download(page, "Excel workbook");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes(xlsx)) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet("Summary")!.getCell("A1").value).toBe(name);

    // JSON: exact, and imports back under the same name, numbered beside the original.
    const jsonFile = await download(page, "JSON (re-importable)");
    expect((JSON.parse((await bytes(jsonFile)).toString("utf8")) as { scenario: { name: string } }).scenario.name).toBe(
      name,
    );
    await page.goto("/");
    await page.getByLabel("Import JSON").setInputFiles((await jsonFile.path())!);
    await expect(page).toHaveURL(/\/scenarios\/[^/]+$/);
    const importedId = new URL(page.url()).pathname.split("/").at(-1)!;
    expect((await saved(request, importedId)).scenario.name).toBe(`${name} (2)`);
    await expect(page.getByLabel("Scenario name")).toHaveValue(`${name} (2)`);

    // The list shows it as a link's text.
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill("window.__pwned");
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

    // The shared page: the heading is the name as text, with no element inside it.
    const share = await request.post(`/api/scenarios/${id}/shares`);
    const { token } = (await share.json()) as { token: string };
    const reader = await browser.newContext();
    const shared = await reader.newPage();
    shared.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await shared.goto(`/s/${token}`);
    const heading = shared.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(name);
    expect(await heading.evaluate((h) => h.childElementCount)).toBe(0);
    expect(await shared.title()).toBe(`${name} · GPU TCO`);
    expect(await shared.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // Downloads under the link carry the name too.
    const sharedJson = await shared.request.get(`/s/${token}/scenario.json`);
    expect((JSON.parse(await sharedJson.text()) as { scenario: { name: string } }).scenario.name).toBe(name);
    await reader.close();
    expect(dialogs).toEqual([]);
  });
});

test.describe("import errors", () => {
  test("an invalid file shows every error and imports nothing", async ({ page, request }) => {
    const marker = unique("Invalid import");
    const exported = await request.get(
      `/api/scenarios/${await createFromPreset(request, "h100-server", unique("Import source"))}/scenario.json`,
    );
    const file = JSON.parse(await exported.text()) as {
      scenario: { name: string; workload: Record<string, unknown>; cloud: Record<string, unknown> };
    };
    file.scenario.name = marker;
    file.scenario.workload.gpus = 0.5;
    file.scenario.cloud.discountPct = 101;
    (file as Record<string, unknown>).owner = "me";

    await page.goto("/");
    await page
      .getByLabel("Import JSON")
      .setInputFiles({ name: "invalid.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    const alert = page.getByRole("alert").filter({ hasText: "Nothing was imported" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("listitem")).toHaveCount(3);
    await expect(alert).toContainText("workload.gpus");
    await expect(alert).toContainText("cloud.discountPct");
    await expect(alert).toContainText("owner");
    await expect(page).toHaveURL(/\/$/);
    expect(await named(request, marker)).toEqual([]);

    // Malformed JSON: one error saying so.
    await alert.getByRole("button", { name: "Dismiss" }).click();
    await expect(alert).toHaveCount(0);
    await page.getByLabel("Import JSON").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(`{"schemaVersion": 1, "scenario": {"name": "${marker}"`),
    });
    await expect(page.getByRole("alert").filter({ hasText: "Nothing was imported" })).toContainText("not valid JSON");
    expect(await named(request, marker)).toEqual([]);
  });

  test("a file over 1 MB is refused, in the page and by the API", async ({ page, request }) => {
    const marker = unique("Too big");
    const exported = await request.get(
      `/api/scenarios/${await createFromPreset(request, "h100-server", unique("Big source"))}/scenario.json`,
    );
    const file = JSON.parse(await exported.text()) as { scenario: { name: string } };
    file.scenario.name = marker;
    const text = JSON.stringify(file);
    const big = Buffer.from(text + " ".repeat(1024 * 1024 + 1 - Buffer.byteLength(text)));
    expect(big.length).toBe(1024 * 1024 + 1);

    await page.goto("/");
    await page.getByLabel("Import JSON").setInputFiles({ name: "big.json", mimeType: "application/json", buffer: big });
    const alert = page.getByRole("alert").filter({ hasText: "Nothing was imported" });
    await expect(alert).toContainText("larger than 1 MB");
    await expect(page).toHaveURL(/\/$/);

    // The server holds the same line for a client that skips the page's check.
    const response = await request.post("/api/scenarios/import", {
      headers: { "content-type": "application/json" },
      data: big,
    });
    expect(response.status()).toBe(413);
    expect(await named(request, marker)).toEqual([]);
  });
});
