import { expect, test } from "@playwright/test";

// The API keys page, signed in as the owner: a key is shown once, works as Bearer on the API,
// records when it was last used, and stops working when revoked.

test("make a key, see it once, use it as Bearer, see it used, revoke it", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await page.goto("/settings/api-keys");
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  const name = `nightly export ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Role").selectOption("editor");
  await page.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByLabel("New API key");
  await expect(shown).toHaveText(/^tco_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!;
  await page.screenshot({ path: testInfo.outputPath("api-key-created.png"), fullPage: true });

  const script = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  try {
    expect((await script.get("/api/scenarios")).status()).toBe(200);

    // Shown once: after a reload the page lists the key by its first characters only.
    await page.reload();
    await expect(page.getByLabel("New API key")).toHaveCount(0);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(`${key.slice(0, 12)}…`);
    await expect(row).toContainText("editor");
    await expect(row.getByRole("cell").nth(4)).not.toHaveText("Never");
    await page.screenshot({ path: testInfo.outputPath("api-keys-list.png"), fullPage: true });

    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    expect((await script.get("/api/scenarios")).status()).toBe(401);
  } finally {
    await script.dispose();
  }
});
