import { expect, test, type Browser, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

/** Olivia invites a viewer from the Members page; the viewer joins in a browser of their own. */
async function joinAsViewer(browser: Browser, page: Page) {
  const email = `wendy.${Date.now()}@example.test`;
  await page.goto("/members");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption("viewer");
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const link = await page.getByLabel("Invitation link").inputValue();
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const viewer = await context.newPage();
  await viewer.goto(link);
  await viewer.getByLabel("Your name").fill("Wendy Whatif");
  await viewer.getByLabel("Password").fill("a long enough password");
  await viewer.getByRole("button", { name: "Create my account and join" }).click();
  await expect(viewer.getByTestId("workspace-name")).toHaveText("Team workspace");
  return { context, viewer };
}

test(
  "a viewer's changed inputs are marked as a what-if beside the headline, and the export menu says which figures " +
    "the files carry",
  async ({ browser, page, request }, testInfo) => {
    const id = await createFromPreset(request, "h100-server", unique("What-if"));
    const { context, viewer } = await joinAsViewer(browser, page);
    try {
      await viewer.goto(`/scenarios/${id}`);
      const band = viewer.getByTestId("kpi-band");
      const headline = band.getByTestId("headline");
      await expect(headline).toBeVisible();
      await expect(viewer.getByTestId("what-if")).toHaveCount(0);
      const before = await headline.textContent();

      await viewer.getByLabel("GPUs", { exact: true }).fill("64");
      await expect(headline).not.toHaveText(before ?? "");
      const mark = band.getByTestId("what-if");
      await expect(mark).toHaveText(/what-if, not saved/i);
      // Beside the headline: on the same line as its start, in the band that stays in view.
      const [h, m] = [await headline.boundingBox(), await mark.boundingBox()];
      expect(Math.abs((h?.y ?? 0) - (m?.y ?? 999))).toBeLessThan(40);

      await viewer.locator("summary", { hasText: /^Export$/ }).click();
      await expect(viewer.getByText("These files carry saved version 1's figures, not your what-if.")).toBeVisible();
      await expect(viewer.getByText(/save to include your changes/)).toHaveCount(0);
      await viewer.screenshot({ path: testInfo.outputPath("viewer-what-if.png") });

      // Back to the saved figures: no mark.
      await viewer.getByLabel("GPUs", { exact: true }).fill("8");
      await expect(viewer.getByTestId("what-if")).toHaveCount(0);
    } finally {
      await context.close();
    }
  },
);
