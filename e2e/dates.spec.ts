import { expect, test } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

// A reader in Tokyo with British English: instants on screen are in their zone and their
// locale's format; a calendar date (prices as of) stays the same day.
test.use({ timezoneId: "Asia/Tokyo", locale: "en-GB" });

const tokyo = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Tokyo" }).format(
    new Date(iso),
  );

for (const width of [1440, 390]) {
  test(
    `at ${width} px, the share page, the History and the audit log show times in the reader's zone, one format; ` +
      `prices as of stays its day`,
    async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 });
      const id = await createFromPreset(page.request, "comma-ai-datacenter", unique("Dates"));
      const share = (await (await page.request.post(`/api/scenarios/${id}/shares`)).json()) as {
        token: string;
        createdAt: string;
      };

      // The share page is read without signing in.
      const visitor = await browser.newContext({
        timezoneId: "Asia/Tokyo",
        locale: "en-GB",
        viewport: { width, height: 900 },
      });
      const shared = await visitor.newPage();
      await shared.goto(`/s/${share.token}`);
      await expect(shared.getByText(/^Read-only view, shared on/)).toContainText(`shared on ${tokyo(share.createdAt)}`);
      await expect(shared.getByText("1 Jan 2026").first()).toBeVisible();
      await shared.screenshot({ path: test.info().outputPath(`share-dates-${width}.png`) });
      await visitor.close();

      await page.goto(`/scenarios/${id}`);
      await page.getByRole("button", { name: "History" }).click();
      const first = page.getByTestId("revision-1");
      const saved = await first.locator("time").getAttribute("datetime");
      await expect(first).toContainText(tokyo(saved!));

      await page.goto("/workspace/audit");
      const row = page
        .getByTestId("audit-log")
        .getByRole("row")
        .filter({ hasText: "shared a read-only link to" })
        .first();
      const at = await row.locator("time").getAttribute("datetime");
      expect(Math.abs(Date.parse(at!) - Date.parse(share.createdAt))).toBeLessThan(5_000);
      await expect(row).toContainText(tokyo(at!));
      await expect(page.getByRole("columnheader", { name: "When" })).toBeVisible();
    },
  );
}
