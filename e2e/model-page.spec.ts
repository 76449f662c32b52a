import { expect, test } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

test.describe("the model document", () => {
  test("renders docs/model.md with its formulas, tables and worked examples", async ({ page }) => {
    await page.goto("/model");
    const doc = page.getByTestId("model-document");
    await expect(doc.getByRole("heading", { level: 1, name: /The TCO model, for auditors/ })).toBeVisible();
    await expect(doc.getByRole("heading", { level: 3, name: /^NPV/ })).toBeVisible();
    await expect(doc.getByRole("table").first()).toBeVisible();
    await expect(doc.getByText("t = 5,000,000 ÷ 1,136,016 = ", { exact: false })).toBeVisible();
    await expect(doc.getByText(/where cost per unit of work is set, the words speak per unit/i)).toBeVisible();
    // Raw markdown never shows through.
    await expect(doc.getByText("### ")).toHaveCount(0);
  });

  test("quotes the figures the app shows for the comma.ai preset and speaks to a finance reader, not in code names", async ({
    page,
    request,
  }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Model figures"));
    const { result } = (await (await request.get(`/api/scenarios/${id}`)).json()) as {
      result: { savings: { total: number }; roiPct: number; irrPct: number };
    };
    const money = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      notation: "compact",
      maximumFractionDigits: 1,
    }).format(result.savings.total);
    const pct = (v: number, digits: number) => `${v.toFixed(digits)}%`;
    expect([money, pct(result.roiPct, 0), pct(result.irrPct, 1)]).toEqual(["$35.9M", "718%", "267.1%"]);

    await page.goto("/model");
    const doc = page.getByTestId("model-document");
    await expect(doc.getByText(/savings = \$35,896,570 ≈ \$35\.9M/)).toBeVisible();
    await expect(doc.getByText("35,896,570 ÷ 5,000,000 = ", { exact: false })).toContainText("718%");
    await expect(doc.getByText("r = 267.1%", { exact: false })).toBeVisible();
    const text = (await doc.textContent()) ?? "";
    for (const code of [
      "lib/",
      "months[",
      ".ts",
      "computeTco",
      "simulate",
      "parseScenario",
      "npm run",
      "/api/",
      "Float64Array",
    ])
      expect(text, code).not.toContain(code);
    expect(text).not.toMatch(/\$35\.8M saved|= 716%|266\.5%|4\.41\b/);
  });

  test("is one click from every KPI's help", async ({ page, request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Model link"));
    await page.goto(`/scenarios/${id}`);
    const helps = page.getByRole("button", { name: /^How is .+ computed\?$/ });
    const count = await helps.count();
    expect(count).toBeGreaterThanOrEqual(11);
    for (let i = 0; i < count; i++) {
      await helps.nth(i).hover();
      await expect(page.getByRole("tooltip").getByRole("link", { name: "Formula and worked example" })).toHaveAttribute(
        "href",
        /^\/model#[a-z-]+$/,
      );
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
