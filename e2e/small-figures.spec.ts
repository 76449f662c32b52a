import { expect, test, type Locator, type Page } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { scrollToPart, unique } from "./helpers";

const comma = presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario;

async function create(page: Page, scenario: Scenario): Promise<string> {
  const created = await page.request.post("/api/scenarios", { data: { scenario } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The label's box lies wholly inside its chart's svg (a clipped label pokes out of it). */
async function expectInsideSvg(label: Locator) {
  await label.scrollIntoViewIfNeeded();
  await expect(label).toBeVisible();
  const svg = label.locator("xpath=ancestor::*[local-name()='svg'][last()]");
  const [inner, outer] = [await label.boundingBox(), await svg.boundingBox()];
  expect(inner && outer).toBeTruthy();
  expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.y).toBeGreaterThanOrEqual(outer!.y);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
  expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height);
}

for (const width of [1440, 390]) {
  // $0.70 a GPU-hour puts both crossings at the right end (23.7 h a day, month 35.1 of 36); $30 at the left (0.6 h, month 0.4).
  for (const [price, crossing, month] of [
    [0.7, "23.7", "35.1"],
    [30, "0.6", "0.4"],
  ] as const) {
    test(`at ${width} px, the "Crossing at ${crossing} h" and "Break-even, month ${month}" labels stay inside their charts`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const id = await create(page, {
        ...comma,
        name: unique("Label edge"),
        cloud: { ...comma.cloud, pricePerGpuHour: price },
      });
      await page.goto(`/scenarios/${id}`);
      // The charts load on the reader's first move; until then the first chart is a sketch.
      // A move before hydration goes unheard, so move until the chart has come.
      await page.getByTestId("chart-cumulative").scrollIntoViewIfNeeded();
      const breakEven = page.getByTestId("chart-cumulative").getByTestId("break-even-label");
      await expect(async () => {
        await page.mouse.move(200 + Math.random() * 100, 200 + Math.random() * 100);
        await expect(breakEven).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(breakEven).toHaveText(`Break-even, month ${month}`);
      await expectInsideSvg(breakEven);
      await page.getByTestId("chart-utilization").scrollIntoViewIfNeeded();
      const label = page.getByTestId("chart-utilization").getByTestId("crossing-label");
      await expect(label).toHaveText(`Crossing at ${crossing} h`);
      await expectInsideSvg(label);
      await page
        .getByTestId("chart-utilization")
        .screenshot({ path: test.info().outputPath(`crossing-${price}-${width}.png`) });
    });
  }

  test(
    `at ${width} px, a capex range reads and shows amounts with separators in the scenario's currency; cost per ` +
      `GPU-hour is to the cent`,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const uncertainty = {
        runs: 200,
        seed: 7,
        ranges: [{ input: "onPrem.capex", low: 4_000_000, high: 6_000_000, distribution: "triangular" }],
      };
      const id = await create(page, { ...comma, name: unique("Capex range"), uncertainty } as Scenario);
      await page.goto(`/scenarios/${id}`);
      // 13,999,430 ÷ 15,552,000 busy GPU-hours = $0.9002: shown to the cent.
      await expect(page.getByTestId("kpi-cost-per-hour-onPrem")).toContainText("$0.90");
      await expect(page.getByTestId("kpi-cost-per-hour-onPrem")).not.toContainText("$0.9002");

      const panel = page.getByTestId("uncertainty-panel");
      await scrollToPart(page, panel);
      const row = panel.getByRole("listitem", { name: /^Range on On-prem capex/ });
      const low = row.getByLabel(/^Low, /);
      const high = row.getByLabel(/^High, /);
      await expect(low).toHaveValue("4,000,000");
      await expect(high).toHaveValue("6,000,000");
      await expect(row.getByText("$", { exact: true }).first()).toBeVisible();

      await low.fill("3.5M");
      await low.blur();
      await expect(low).toHaveValue("3,500,000");
      await high.fill("$6,500,000");
      await high.blur();
      await expect(high).toHaveValue("6,500,000");
      await expect(row.getByRole("alert")).toHaveCount(0);
      await row.screenshot({ path: test.info().outputPath(`capex-range-${width}.png`) });

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const saved = (await (await page.request.get(`/api/scenarios/${id}`)).json()) as {
        scenario: { uncertainty: typeof uncertainty };
      };
      expect(saved.scenario.uncertainty.ranges[0]).toMatchObject({ low: 3_500_000, high: 6_500_000 });
    },
  );
}
