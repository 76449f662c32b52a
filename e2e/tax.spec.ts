import { expect, test } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import type { TcoResult } from "@/lib/tco/types";
import { createFromPreset, scrollToPart, unique } from "./helpers";

test.describe("after-tax view", () => {
  test("setting a tax rate shows pre-tax and after-tax side by side, the P&L table, and saves", async ({
    page,
    request,
  }) => {
    // Many steps on a busy machine: more than the default 30 s, as a whole, not per step.
    test.setTimeout(90_000);
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Tax"));
    await page.goto(`/scenarios/${id}`);
    await expect(page.getByTestId("kpi-tco-onPrem-after-tax")).toHaveCount(0);
    const preTaxHeadline = await page.getByTestId("headline").textContent();
    expect(preTaxHeadline).not.toMatch(/tax/i);

    await page.getByText("Tax", { exact: true }).click();
    await page.getByLabel("Show after-tax figures").check();
    await expect(page.getByLabel("Marginal tax rate", { exact: true })).toHaveValue("21");
    await page.getByLabel("Tax depreciation").selectOption("macrs-5");

    const onPrem = page.getByTestId("kpi-tco-onPrem");
    await expect(onPrem.getByTestId("kpi-tco-onPrem-pre-tax")).toBeVisible();
    await expect(onPrem.getByTestId("kpi-tco-onPrem-after-tax")).toBeVisible();
    const pre = await onPrem.getByTestId("kpi-tco-onPrem-pre-tax").textContent();
    const after = await onPrem.getByTestId("kpi-tco-onPrem-after-tax").textContent();
    expect(after).not.toBe(pre);
    await expect(page.getByTestId("headline")).toContainText("Before tax, owning saves");
    await expect(page.getByTestId("headline")).toContainText("After tax, owning saves");
    await expect(page.getByTestId("tax-basis")).toHaveText("After tax: 21% marginal rate, MACRS 5-year depreciation.");

    const pnl = page.getByTestId("chart-pnl");
    await pnl.scrollIntoViewIfNeeded();
    await expect(pnl.getByRole("heading", { name: "P&L view: capex moves cost below EBITDA" })).toBeVisible();
    const table = page.getByTestId("pnl-table");
    await expect(table.getByRole("columnheader", { name: "Year 3" })).toBeVisible();
    await expect(
      table.getByRole("rowheader", { name: "Book depreciation, straight-line (below EBITDA)" }),
    ).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Effect on EBITDA" }).first()).toBeVisible();

    await page.getByLabel("Marginal tax rate", { exact: true }).fill("61");
    await expect(page.getByText("Marginal tax rate must be between 0 and 60")).toBeVisible();
    await page.getByLabel("Marginal tax rate", { exact: true }).fill("25");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const saved = await (await request.get(`/api/scenarios/${id}`)).json();
    expect(saved.scenario.tax).toEqual({ ratePct: 25, depreciation: "macrs-5" });
    expect(saved.result.afterTax.totals.onPrem).toBeLessThan(saved.result.totals.onPrem);

    await page.screenshot({ fullPage: false, path: test.info().outputPath("tax-1440.png") });
    await page
      .getByLabel("Tax depreciation")
      .locator("xpath=ancestor::details")
      .screenshot({ path: test.info().outputPath("tax-inputs-1440.png") });
    await pnl.screenshot({ path: test.info().outputPath("pnl-1440.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("headline").scrollIntoViewIfNeeded();
    await page.screenshot({ fullPage: false, path: test.info().outputPath("tax-390.png") });
    await pnl.scrollIntoViewIfNeeded();
    await pnl.screenshot({ path: test.info().outputPath("pnl-390.png") });
  });
});

test.describe("the P&L with tax", () => {
  test("books straight-line, shows MACRS and the deferred tax, reconciles with the totals; IRR and Monte Carlo say pre-tax", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const comma = presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario;
    const scenario = {
      ...comma,
      name: unique("Book and tax"),
      tax: { ratePct: 21, depreciation: "macrs-5" },
      uncertainty: {
        runs: 500,
        seed: 1,
        ranges: [{ input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" }],
      },
    };
    const created = await request.post("/api/scenarios", { data: { scenario } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { result } = (await (await request.get(`/api/scenarios/${id}`)).json()) as { result: TcoResult };
    await page.goto(`/scenarios/${id}`);

    const pnl = page.getByTestId("chart-pnl");
    await scrollToPart(page, pnl);
    const table = page.getByTestId("pnl-table");
    const cells = (label: string) =>
      table.getByRole("row", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) }).getByRole("cell");
    // $5M of capex over the 3-year life: a third a year in the books, MACRS's 20/32/19.2% on the tax return.
    await expect(cells("Book depreciation, straight-line (below EBITDA)")).toHaveText([
      "$1,666,667",
      "$1,666,667",
      "$1,666,667",
      "$5,000,000",
    ]);
    await expect(cells("Tax depreciation, MACRS 5-year")).toHaveText([
      "$1,000,000",
      "$1,600,000",
      "$960,000",
      "$3,560,000",
    ]);
    await expect(table.getByRole("rowheader", { name: "Deferred tax (book − tax timing × rate)" })).toBeVisible();
    await expect(cells("Deferred tax asset at year end")).toHaveText(["$140,000", "$154,000", "$302,400", "$302,400"]);
    await expect(page.getByTestId("pnl-method")).toContainText(
      "straight-line over the hardware's 3-year life; the tax return uses MACRS 5-year",
    );

    const rec = page.getByTestId("pnl-reconciliation");
    const value = async (label: string) =>
      Number(await rec.getByRole("row", { name: label }).getByRole("cell").getAttribute("data-value"));
    expect(await value("= book value still to be depreciated after the horizon")).toBe(0);
    expect(await value("= total cost of owning (cash over the horizon)")).toBeCloseTo(result.totals.onPrem, 4);
    expect(await value("= total cost of owning after tax")).toBeCloseTo(result.afterTax!.totals.onPrem, 4);
    await pnl.screenshot({ path: test.info().outputPath("pnl-after-tax-1440.png") });

    await expect(page.getByTestId("kpi-irr")).toContainText("IRR (pre-tax)");
    const mc = page.getByTestId("uncertainty-panel");
    await mc.scrollIntoViewIfNeeded();
    await expect(mc.getByRole("table", { name: "Percentiles across runs, pre-tax" })).toBeVisible({ timeout: 20_000 });
    await expect(mc.getByTestId("uncertainty-pre-tax")).toHaveText(/^Pre-tax: the runs leave tax out/);

    const leftOut = page.getByRole("region", { name: "What the model leaves out" });
    await expect(leftOut).toContainText("how likely each outcome is comes only from the simulation runs");
    await expect(leftOut).not.toContainText("not how likely each outcome is");
  });
});
