import { expect, test, type Locator } from "@playwright/test";
import { createFromPreset, scrollToPart, unique } from "./helpers";

/** Scrolls the box around a table to its right end, as a thumb would. */
const scrollToEnd = (table: Locator) =>
  table.evaluate((t) => {
    const box = t.closest("div.overflow-x-auto") ?? t.parentElement!;
    box.scrollLeft = box.scrollWidth;
  });

test.describe("wide tables on a narrow screen", () => {
  test("at 390 px the compare table keeps its row names in view and says there is more to the right", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const a = await createFromPreset(request, "comma-ai-datacenter", unique("Narrow A"));
    const b = await createFromPreset(request, "hybrid-three-tier", unique("Narrow B"));
    const c = await createFromPreset(request, "h100-server", unique("Narrow C"));
    await page.setViewportSize({ width: 1440, height: 1600 });
    await page.goto(`/compare?ids=${a},${b},${c}`);
    const table = page.getByRole("table").first();
    await expect(table.getByRole("rowheader", { name: "Per busy GPU-hour, on-prem" })).toBeVisible();
    await expect(page.getByTestId("scroll-cue")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("compare-1440.png"), fullPage: true });

    await page.setViewportSize({ width: 390, height: 1600 });
    await expect(page.getByText("Scroll sideways for the other scenarios")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("compare-390.png") });
    await scrollToEnd(table);
    const label = table.getByRole("rowheader", { name: "TCO, cloud" });
    const box = (await label.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeLessThan(40);
    await expect(page.getByTestId("scroll-cue")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("compare-390-scrolled.png") });
  });

  test("at 390 px the P&L says years 2 on are to the right and keeps its line names in view", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Narrow P&L"));
    await page.setViewportSize({ width: 1440, height: 1200 });
    await page.goto(`/scenarios/${id}`);
    const pnl = page.getByTestId("chart-pnl");
    await scrollToPart(page, pnl);
    await expect(pnl.getByRole("columnheader", { name: "Year 2" })).toBeVisible();
    await pnl.screenshot({ path: test.info().outputPath("pnl-1440.png") });

    await page.setViewportSize({ width: 390, height: 1600 });
    await pnl.scrollIntoViewIfNeeded();
    await expect(pnl.getByText(/^Scroll sideways for years 2–\d+ and the total/)).toBeVisible();
    await pnl.screenshot({ path: test.info().outputPath("pnl-390.png") });
    const table = page.getByTestId("pnl-table");
    await scrollToEnd(table);
    const line = table.getByRole("rowheader", { name: "Effect on EBITDA" }).first();
    const frame = (await pnl.boundingBox())!;
    const box = (await line.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(box.x).toBeLessThan(frame.x + 40);
    await expect(table.getByRole("columnheader", { name: "Total" })).toBeInViewport();
    await pnl.screenshot({ path: test.info().outputPath("pnl-390-scrolled.png") });
  });
});
