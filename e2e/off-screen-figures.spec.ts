import { expect, test } from "@playwright/test";
import { createFromPreset, scrollToPart, unique } from "./helpers";

// Issue 33: a part scrolled out of view kept its last picture, so a print, a full-page capture or a
// screen reader could read the P&L table from before the last edit under a current caption.
test("a P&L table out of view catches up once typing rests, without being scrolled to", async ({ page, request }) => {
  const id = await createFromPreset(request, "comma-ai-datacenter", unique("Off screen"));
  await page.goto(`/scenarios/${id}`);
  const table = page.getByTestId("pnl-table");
  await scrollToPart(page, table);
  const against = table.getByRole("row", { name: /^EBITDA, owning minus renting/ });
  await expect(against).toBeVisible();
  const before = await against.textContent();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(table).not.toBeInViewport();
  await page.getByLabel("Busy hours per GPU per day", { exact: true }).fill("6");

  // textContent reads the page as it is, without scrolling: the table must have caught up by itself.
  await expect.poll(() => against.textContent(), { timeout: 10_000 }).not.toBe(before);
  const offScreen = await against.textContent();
  await expect(table).not.toBeInViewport();
  await table.scrollIntoViewIfNeeded();
  await expect(against).toHaveText(offScreen!);
});
