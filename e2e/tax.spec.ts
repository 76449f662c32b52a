import { expect, test } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

test.describe("after-tax view", () => {
  test("setting a tax rate shows pre-tax and after-tax side by side, the P&L table, and saves", async ({ page, request }) => {
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
    await expect(table.getByRole("rowheader", { name: "Depreciation (below EBITDA)" })).toBeVisible();
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
    await page.getByLabel("Tax depreciation").locator("xpath=ancestor::details").screenshot({ path: test.info().outputPath("tax-inputs-1440.png") });
    await pnl.screenshot({ path: test.info().outputPath("pnl-1440.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("headline").scrollIntoViewIfNeeded();
    await page.screenshot({ fullPage: false, path: test.info().outputPath("tax-390.png") });
    await pnl.scrollIntoViewIfNeeded();
    await pnl.screenshot({ path: test.info().outputPath("pnl-390.png") });
  });
});
