import { expect, test } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

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

  // Dismissing the question keeps the link.
  const asked: string[] = [];
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/Revoke the link to version 1\?/);
  await expect(row).toHaveCount(1);
  expect(
    ((await (await request.get(`/api/scenarios/${id}/shares`)).json()) as { shares: unknown[] }).shares,
  ).toHaveLength(1);

  // Accepting revokes it, after exactly one question.
  page.on("dialog", (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("No live links.")).toBeVisible();
  expect(asked).toHaveLength(2);
  expect(((await (await request.get(`/api/scenarios/${id}/shares`)).json()) as { shares: unknown[] }).shares).toEqual(
    [],
  );
});
