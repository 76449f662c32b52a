import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { namedCell } from "../scripts/test-support/recalc";
import { createFromPreset, unique } from "./helpers";

async function downloadLink(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name, exact: true }).click(),
  ]);
  expect(await file.failure()).toBeNull();
  return readFileSync((await file.path())!);
}

test.describe("compare", () => {
  test("every input that differs is listed, not six", async ({ page, request }) => {
    const a = await createFromPreset(request, "comma-ai-datacenter", unique("Inputs A"));
    const b = await createFromPreset(request, "cost-per-epoch", unique("Inputs B"));
    await page.goto(`/compare?ids=${a},${b}`);
    const heading = page.getByTestId("compare-inputs-heading");
    await expect(heading).toHaveText(/^Inputs that differ \((\d+)\)$/);
    const count = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
    expect(count).toBeGreaterThan(6);
    await expect(page.locator("[data-testid^=compare-input-]")).toHaveCount(count);
    // Inputs only one scenario gives are listed too, with a gap for the other.
    await expect(page.getByTestId("compare-input-workload.unitName")).toContainText("not set");
    await expect(page.getByTestId("compare-input-workload.unitName")).toContainText("epoch");
    await expect(page.getByTestId("compare-input-cloud.pricePerGpuHour")).toContainText("$3.00/h");
    await expect(page.getByTestId("compare-input-cloud.pricePerGpuHour")).toContainText("$0.30/h");
    // The prices' dates are on the page, one per scenario.
    await expect(page.getByTestId("compare-prices-as-of")).toHaveText(["Jan 1, 2026", "Jan 1, 2023"]);
  });

  test("says how each scenario pays for its hardware", async ({ page, request }) => {
    const a = await createFromPreset(request, "comma-ai-datacenter", unique("Paid A"));
    const b = await createFromPreset(request, "comma-ai-datacenter", unique("Paid B"));
    const current = await (await request.get(`/api/scenarios/${b}`)).json();
    const financing = { kind: "lease", monthlyRatePct: 2.5, termMonths: 36 };
    expect(
      (
        await request.put(`/api/scenarios/${b}`, {
          data: { version: current.version, scenario: { ...current.scenario, financing } },
        })
      ).status(),
    ).toBe(200);
    await page.goto(`/compare?ids=${a},${b}`);
    await expect(page.getByTestId("compare-paid-by")).toHaveText([
      "Hardware paid in cash",
      "Hardware on a 36-month operating lease at 2.5% of its cost a month",
    ]);
    await expect(page.getByTestId("compare-input-financing.monthlyRatePct")).toContainText("2.5%");
  });

  test("the user picks the baseline, and differences follow it", async ({ page, request }) => {
    const nameA = unique("Base A");
    const nameB = unique("Base B");
    const a = await createFromPreset(request, "comma-ai-datacenter", nameA);
    const b = await createFromPreset(request, "comma-ai-hidden-costs", nameB);
    await page.goto(`/compare?ids=${a},${b}`);
    const cloud = page.getByTestId("compare-row-tco.cloud").getByRole("cell");
    await expect(page.getByTestId("compare-baseline")).toHaveCount(1);
    await expect(cloud.nth(0)).not.toContainText(/[+−]\$/);
    await expect(cloud.nth(1)).toContainText(/\+\$/);
    await page.getByRole("link", { name: `Use as baseline: ${nameB}` }).click();
    await expect(page).toHaveURL(new RegExp(`base=${b}`));
    await expect(page.getByRole("link", { name: `Use as baseline: ${nameA}` })).toBeVisible();
    await expect(cloud.nth(0)).toContainText(/−\$/);
    await expect(cloud.nth(1)).not.toContainText(/[+−]\$/);
  });

  test("best is marked only between scenarios of one currency and fleet size, and otherwise the page says why", async ({
    page,
    request,
  }) => {
    const a = await createFromPreset(request, "comma-ai-datacenter", unique("Fleet A"));
    const same = await createFromPreset(request, "comma-ai-hidden-costs", unique("Fleet B"));
    const smaller = await createFromPreset(request, "hybrid-three-tier", unique("Fleet C"));
    await page.goto(`/compare?ids=${a},${same}`);
    await expect(page.getByTestId("compare-row-tco.cloud").locator("[data-best]")).toHaveCount(1);
    await expect(page.getByTestId("compare-refusal")).toHaveCount(0);
    await page.goto(`/compare?ids=${a},${smaller}`);
    await expect(page.getByTestId("compare-row-tco.cloud").locator("[data-best]")).toHaveCount(0);
    await expect(page.getByTestId("compare-row-savings").locator("[data-best]")).toHaveCount(0);
    await expect(page.getByTestId("compare-refusal")).toHaveText(/different fleet sizes \(600 GPUs, 300 GPUs\)/);
    // fleets of different sizes are still ranked per busy GPU-hour
    await expect(page.getByRole("rowheader", { name: "Per busy GPU-hour, on-prem" })).toBeVisible();
    await expect(page.getByTestId("compare-row-perGpuHour.onPrem").locator("[data-best]")).toHaveCount(1);
  });

  test("a fifth tick is refused with a reason", async ({ page, request }) => {
    const tag = unique("Fifth");
    for (const n of [1, 2, 3, 4, 5]) await createFromPreset(request, "h100-server", `${tag} ${n}`);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(tag);
    for (const n of [1, 2, 3, 4]) await page.getByRole("checkbox", { name: `Select ${tag} ${n} to compare` }).check();
    await page.getByRole("checkbox", { name: `Select ${tag} 5 to compare` }).click();
    await expect(page.getByRole("alert").filter({ hasText: "up to four scenarios" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: `Select ${tag} 5 to compare` })).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Compare 4 selected" })).toBeVisible();
  });

  test("the comparison exports as CSV and PDF", async ({ page, request }) => {
    const nameA = unique("Export A");
    const a = await createFromPreset(request, "comma-ai-datacenter", nameA);
    const b = await createFromPreset(request, "cost-per-epoch", unique("Export B"));
    await page.goto(`/compare?ids=${a},${b}&base=${b}`);
    const csv = Papa.parse<string[]>((await downloadLink(page, "Download CSV")).toString("utf8"), {
      skipEmptyLines: true,
    });
    expect(csv.errors).toEqual([]);
    expect(csv.data[0]!.slice(0, 4)).toEqual(["section", "key", "figure", nameA]);
    const row = (key: string) => csv.data.find((r) => r[1] === key)!.slice(3);
    expect(row("pricesAsOf")).toEqual(["2026-01-01", "2023-01-01"]);
    expect(row("baseline")).toEqual(["", "yes"]);
    expect(csv.data.filter((r) => r[0] === "input").length).toBeGreaterThan(6);

    const pdf = await downloadLink(page, "Download PDF");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const path = test.info().outputPath("comparison.pdf");
    writeFileSync(path, pdf);
    const text = execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
    expect(text).toContain(nameA);
    expect(text).toMatch(/Inputs that differ \(\d+\)/);
    expect(text).toContain("baseline");

    const xlsx = new ExcelJS.Workbook();
    await xlsx.xlsx.load((await downloadLink(page, "Download Excel (live model)")) as unknown as ArrayBuffer);
    expect(xlsx.worksheets.map((s) => s.name).slice(0, 3)).toEqual(["Comparison", "Inputs", "Summary 1"]);
    expect(namedCell(xlsx, "in_workload_gpus_1").value).toBe(600);
    expect(xlsx.getWorksheet("Comparison")!.getRow(4).getCell(2).value).toBe(nameA);
  });
});
