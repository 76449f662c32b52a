import { expect, test } from "@playwright/test";

test("the health endpoint reports a working database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, db: "ok" });
});

test("a fresh database is seeded with the five presets", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Scenarios" })).toBeVisible();
  await expect(page.getByRole("link", { name: /comma\.ai/i }).first()).toBeVisible();
});
