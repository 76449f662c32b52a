import { expect, test } from "@playwright/test";
import { OWNER } from "./accounts";
import { createFromPreset, unique } from "./helpers";

// The owner's audit log page: a change made through the app shows with who made it, and the
// log downloads as CSV.

test("a save shows on the audit log under the person's name, and the CSV has it", async ({
  page,
  request,
}, testInfo) => {
  const name = unique("Audited plan");
  const id = await createFromPreset(request, "h100-server", name);
  const current = (await (await request.get(`/api/scenarios/${id}`)).json()) as {
    version: number;
    scenario: Record<string, unknown>;
  };
  const saved = await request.put(`/api/scenarios/${id}`, {
    data: { version: current.version, scenario: { ...current.scenario, name } },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/");
  await page.getByTestId("account-bar").getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: /^Audit log/ })).toBeVisible();
  const rows = page.getByTestId("audit-log").getByRole("row").filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(OWNER.name);
  await expect(rows.nth(0)).toContainText(`saved scenario ${name}`);
  await expect(rows.nth(0)).toContainText("version 2");
  await expect(rows.nth(1)).toContainText(`created scenario ${name}`);
  await page.screenshot({ path: testInfo.outputPath("audit-log.png"), fullPage: true });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-audit-log\.csv$/);
  const { readFile } = await import("node:fs/promises");
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("time,who,action,what,name,detail,whoId,whatId");
  expect(csv).toContain(`${OWNER.name},scenario.saved,scenario,${name},version 2`);
});
