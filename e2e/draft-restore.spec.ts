import { expect, test, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

const gpus = (page: Page) => page.getByLabel("GPUs", { exact: true });
const prompt = (page: Page) => page.getByRole("region", { name: "Unsaved changes found" });
const savedVersion = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/scenarios/${id}`)).json()) as { version: number }).version;

// Leaving with unsaved edits asks first (the guard); these tests say yes.
test.beforeEach(({ page }) => {
  page.on("dialog", (dialog) => void dialog.accept());
});

test("unsaved edits survive a reload: offered back with their time, restored on request", async ({
  page,
  request,
}, testInfo) => {
  const id = await createFromPreset(request, "h100-server", unique("Draft kept"));
  await page.goto(`/scenarios/${id}`);
  await expect(prompt(page)).toHaveCount(0);
  await gpus(page).fill("48");
  await page.getByLabel("Scenario name").fill("Draft kept, renamed");
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  const time = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit" });
  const typedAround = [time.format(new Date()), time.format(new Date(Date.now() + 60_000))];

  await page.reload();
  await expect(prompt(page)).toBeVisible();
  const text = (await prompt(page).textContent()) ?? "";
  expect(
    typedAround.some((t) => text.includes(`Restore your unsaved changes from ${t}?`)),
    text,
  ).toBe(true);
  // Nothing is put back until asked: the page shows the saved scenario.
  await expect(gpus(page)).toHaveValue("8");
  await page.screenshot({ path: testInfo.outputPath("restore-prompt.png") });

  await prompt(page).getByRole("button", { name: "Restore" }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(gpus(page)).toHaveValue("48");
  await expect(page.getByLabel("Scenario name")).toHaveValue("Draft kept, renamed");
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");

  // Saved: the kept copy is gone, and the next visit offers nothing.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  expect(await savedVersion(page, id)).toBe(2);
  await page.reload();
  await expect(page.getByTestId("headline")).toBeVisible();
  await expect(gpus(page)).toHaveValue("48");
  await expect(prompt(page)).toHaveCount(0);
});

test("a confirmed leave keeps the draft; Discard throws it away for good", async ({ page, request }) => {
  const id = await createFromPreset(request, "h100-server", unique("Draft discarded"));
  await page.goto(`/scenarios/${id}`);
  await gpus(page).fill("24");
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await page.goto("/");
  await page.goto(`/scenarios/${id}`);
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByRole("button", { name: "Discard" }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(gpus(page)).toHaveValue("8");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  await page.reload();
  await expect(page.getByTestId("headline")).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  expect(await savedVersion(page, id)).toBe(1);
});
