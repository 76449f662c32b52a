import { expect, test, type Locator, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

const tipButton = (page: Page, label: string) =>
  page.getByTestId("kpi-band").getByRole("button", { name: `How is ${label} computed?` });

/** Whether every corner of the tip is on screen and not hidden by a scrolling ancestor (what the reader sees). */
async function fullyShown(tip: Locator) {
  return tip.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inside = r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
    const corners = [
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ] as const;
    const visible = corners.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && el.contains(hit);
    });
    return { inside, visible };
  });
}

test("a help tip opens on click and stays open, and is reachable from the keyboard with its formula link", async ({
  page,
  request,
}) => {
  const id = await createFromPreset(request, "h100-server", unique("Help tips"));
  await page.goto(`/scenarios/${id}`);
  const button = tipButton(page, "TCO Cloud");
  const tip = page.getByRole("tooltip");

  await button.click();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText("Sum of every cloud cost");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // A second click closes it.
  await button.click();
  await expect(tip).toHaveCount(0);

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(tip).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(tip.getByRole("link", { name: "Formula and worked example" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(tip).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press("Space");
  await expect(tip).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(tip).toHaveCount(0);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("a tapped tip opens whole on screen, its link can be tapped, and a tap elsewhere closes it", async ({
    page,
    request,
  }, testInfo) => {
    const id = await createFromPreset(request, "h100-server", unique("Phone tips"));
    await page.goto(`/scenarios/${id}`);
    const tip = page.getByRole("tooltip");
    for (const card of ["kpi-tco-cloud", "kpi-break-even", "kpi-recommendation"]) {
      await page
        .getByTestId(card)
        .getByRole("button", { name: /^How is .* computed\?$/ })
        .tap();
      await expect(tip).toBeVisible();
      expect(await fullyShown(tip), card).toEqual({ inside: true, visible: true });
      const shot = testInfo.outputPath(`tip-390-${card}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(shot, { path: shot, contentType: "image/png" });
      // The page's own margin, left of every card and box.
      await page.touchscreen.tap(4, 600);
      await expect(tip).toHaveCount(0);
    }
    await tipButton(page, "TCO Cloud").tap();
    await tip.getByRole("link", { name: "Formula and worked example" }).tap();
    await expect(page).toHaveURL(/\/model#monthly-table-and-totals$/);
  });
});
