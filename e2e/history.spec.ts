import { expect, test } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

test.describe("history", () => {
  for (const width of [1440, 390]) {
    test(`says what a version changed against the one before, old → new (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const id = await createFromPreset(request, "h100-server", unique("What changed"));
      const { scenario } = await (await request.get(`/api/scenarios/${id}`)).json();
      const saved = await request.put(`/api/scenarios/${id}`, {
        data: { version: 1, scenario: { ...scenario, workload: { ...scenario.workload, gpus: 24 } } },
      });
      expect(saved.status()).toBe(200);
      await page.goto(`/scenarios/${id}`);
      await page.getByRole("button", { name: "History" }).click();
      // The first version has nothing before it to compare with.
      await expect(page.getByRole("button", { name: "What changed in version 1" })).toHaveCount(0);
      await page.getByRole("button", { name: "What changed in version 2" }).click();
      const changes = page.getByRole("list", { name: "What version 2 changed" });
      await expect(changes.getByRole("listitem")).toHaveCount(1);
      await expect(changes).toHaveText("GPUs: 8 → 24");
      await changes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/history-changes-${width}.png` });
    });
  }
});
