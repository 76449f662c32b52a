import { expect, test } from "@playwright/test";

test("the health endpoint reports a working database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, db: "ok" });
});

test("a fresh database is seeded with the seven presets", async ({ page }) => {
  // Other specs add scenarios that can push the presets off the list's first page, so each is searched for.
  for (const name of [
    "comma.ai-style datacenter",
    "comma.ai with the hidden cloud costs",
    "One 8×H100 server",
    "Hybrid three-tier",
    "Cost per epoch",
    "Idle workstation GPUs",
    "Own the base, rent the peaks",
  ]) {
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name: "Scenarios" })).toBeVisible();
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
  }
});
