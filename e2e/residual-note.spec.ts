import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

const SHOTS = "test-results/screenshots";

async function openSection(page: Page, title: string) {
  const summary = page.locator("summary").filter({ hasText: new RegExp(`^${title}\\W*$`) });
  const details = page.locator("details").filter({ has: summary });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
}

test("a lifetime longer than the horizon with residual credit off says the book value left out and offers the credit", async ({
  page,
  request,
}) => {
  const id = await createFromPreset(request, "h100-server", unique("Residual"));
  await page.goto(`/scenarios/${id}`);
  await openSection(page, "On-prem capex");
  await expect(page.getByTestId("residual-note")).toHaveCount(0);
  const lifetime = page.getByLabel("Hardware lifetime", { exact: true });
  await lifetime.fill("5");
  const note = page.getByTestId("residual-note");
  await expect(note).toContainText("of book value");
  mkdirSync(SHOTS, { recursive: true });
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/residual-note-1440.png` });
  await note.getByRole("button", { name: "Credit the residual value" }).click();
  await expect(page.getByLabel("Credit residual value at the end")).toBeChecked();
  await expect(note).toHaveCount(0);
});
