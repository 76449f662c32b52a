import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { createFromPreset, unique } from "./helpers";

const SHOTS = "test-results/screenshots";

test("the sharing dialog promises a copy only to those who can make one, and revoking a link asks once", async ({
  page,
  request,
}) => {
  const id = await createFromPreset(request, "h100-server", unique("Share dialog"));
  await page.goto(`/scenarios/${id}`);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("region", { name: "Share a read-only link" });
  await expect(dialog).toBeVisible();
  // Anonymous visitors can read the link but are sent to sign in for a copy: the text must not promise them one.
  await expect(dialog).not.toContainText(
    "Anyone with the link sees version 1 as saved — figures, charts and assumptions — and can make their own copy",
  );
  await expect(dialog).toContainText("Anyone with the link sees version 1");
  await expect(dialog).toContainText("signed in as an editor");

  await page.getByRole("button", { name: "Create link to version 1" }).click();
  const row = page.getByTestId("share-link");
  await expect(row).toHaveCount(1);

  // The question is asked in the page, never through the browser's native confirm.
  const native: string[] = [];
  page.on("dialog", (d) => {
    native.push(d.message());
    void d.dismiss();
  });
  // "Keep it" keeps the link.
  await row.getByRole("button", { name: "Revoke" }).click();
  const asking = page.getByRole("alertdialog", { name: "Revoke the link to version 1?" });
  await expect(asking).toContainText("Anyone who has it will get “Page not found”; a new link has a new address.");
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ fullPage: true, path: `${SHOTS}/share-revoke-confirm-1440.png` });
  await asking.getByRole("button", { name: "Keep it" }).click();
  await expect(asking).toHaveCount(0);
  await expect(row).toHaveCount(1);
  expect(
    ((await (await request.get(`/api/scenarios/${id}/shares`)).json()) as { shares: unknown[] }).shares,
  ).toHaveLength(1);

  // Confirming revokes it.
  await row.getByRole("button", { name: "Revoke" }).click();
  await asking.getByRole("button", { name: "Revoke the link" }).click();
  await expect(page.getByText("No live links.")).toBeVisible();
  expect(native).toEqual([]);
  expect(((await (await request.get(`/api/scenarios/${id}/shares`)).json()) as { shares: unknown[] }).shares).toEqual(
    [],
  );
});
