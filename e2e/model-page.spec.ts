import { expect, test } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

test.describe("the model document", () => {
  test("renders docs/model.md with its formulas, tables and worked examples", async ({ page }) => {
    await page.goto("/model");
    const doc = page.getByTestId("model-document");
    await expect(doc.getByRole("heading", { level: 1, name: /The TCO model, for auditors/ })).toBeVisible();
    await expect(doc.getByRole("heading", { level: 3, name: /^NPV/ })).toBeVisible();
    await expect(doc.getByRole("table").first()).toBeVisible();
    await expect(doc.getByText("t = 5 ÷ 1.1333 = ", { exact: false })).toBeVisible();
    await expect(doc.getByText(/where cost per unit of work is set, the words speak per unit/i)).toBeVisible();
    // Raw markdown never shows through.
    await expect(doc.getByText("### ")).toHaveCount(0);
  });

  test("is one click from every KPI's help", async ({ page, request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Model link"));
    await page.goto(`/scenarios/${id}`);
    const helps = page.getByRole("button", { name: /^How is .+ computed\?$/ });
    const count = await helps.count();
    expect(count).toBeGreaterThanOrEqual(11);
    for (let i = 0; i < count; i++) {
      await helps.nth(i).hover();
      await expect(page.getByRole("tooltip").getByRole("link", { name: "Formula and worked example" })).toHaveAttribute("href", /^\/model#[a-z-]+$/);
      await page.mouse.move(0, 0);
    }
    // The tip stays open while the pointer moves onto its link.
    await page.getByRole("button", { name: "How is NPV of savings computed?" }).hover();
    await page.getByRole("tooltip").getByRole("link", { name: "Formula and worked example" }).click();
    await expect(page).toHaveURL(/\/model#npv$/);
    await expect(page.locator("#npv")).toBeInViewport();
  });

  test("the header links to it from every page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "How it is computed" }).click();
    await expect(page).toHaveURL(/\/model$/);
  });
});
