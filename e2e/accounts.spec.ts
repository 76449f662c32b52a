import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import { createFromPreset, unique } from "./helpers";

// Olivia (the setup's owner, the team workspace) and Bob, who signs up on his own (the e2e server
// runs with AUTH_OPEN_SIGNUP=1) and so gets a workspace of his own.

async function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ storageState: { cookies: [], origins: [] } });
}

async function signUp(context: BrowserContext, name: string): Promise<{ email: string; password: string }> {
  const account = {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.test`,
    password: "a long enough password",
  };
  const response = await context.request.post("/api/auth/sign-up/email", { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Everything one person might try on another workspace's scenario, with the answer each gets. */
async function expectNoAccess(request: APIRequestContext, page: Page, id: string, token: string) {
  expect((await request.get(`/api/scenarios/${id}`)).status()).toBe(404);
  const scenario = { ...presets[0]!.scenario, name: "taken over" };
  expect((await request.put(`/api/scenarios/${id}`, { data: { version: 1, scenario } })).status()).toBe(404);
  const preset = (await (await request.get("/api/scenarios")).json()) as { scenarios: { id: string }[] };
  expect(preset.scenarios.map((s) => s.id)).not.toContain(id);
  expect((await request.delete(`/api/scenarios/${id}`)).status()).toBe(404);
  expect((await request.get(`/api/scenarios/${id}/revisions`)).status()).toBe(404);
  expect((await request.get(`/api/scenarios/${id}/summary.pdf`)).status()).toBe(404);
  expect((await request.get(`/api/scenarios/${id}/scenario.json`)).status()).toBe(404);
  expect((await request.post(`/api/scenarios/${id}/shares`)).status()).toBe(404);
  expect((await request.get(`/api/scenarios/${id}/shares`)).status()).toBe(404);
  expect((await request.delete(`/api/scenarios/${id}/shares/${token}`)).status()).toBe(404);
  expect((await request.post(`/api/scenarios/${id}/undelete`)).status()).toBe(404);
  expect((await request.get(`/compare/export/comparison.csv?ids=${id},${id}x`)).status()).toBe(404);
  await page.goto(`/scenarios/${id}`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
}

test("two people in two workspaces can't see, guess or change each other's scenarios", async ({
  browser,
  page,
  request,
}) => {
  const bob = await freshContext(browser);
  try {
    await signUp(bob, "Bob Builder");
    const bobPage = await bob.newPage();
    await bobPage.goto("/");
    await expect(bobPage.getByTestId("workspace-name")).toHaveText("Bob Builder's workspace");
    await expect(bobPage.getByRole("heading", { name: "No scenarios yet" })).toBeVisible();

    const olivias = await createFromPreset(request, "h100-server", unique("Olivia's plan"));
    const bobs = await createFromPreset(bob.request, "h100-server", unique("Bob's plan"));
    const oliviaToken = ((await (await request.post(`/api/scenarios/${olivias}/shares`)).json()) as { token: string })
      .token;
    const bobToken = ((await (await bob.request.post(`/api/scenarios/${bobs}/shares`)).json()) as { token: string })
      .token;

    await expectNoAccess(bob.request, bobPage, olivias, oliviaToken);
    await expectNoAccess(request, page, bobs, bobToken);

    // The compare page leaves out what isn't yours, as if it didn't exist.
    await bobPage.goto(`/compare?ids=${olivias},${bobs}`);
    await expect(bobPage.getByText("One scenario in this link no longer exists")).toBeVisible();

    // Each still has their own, untouched.
    expect((await request.get(`/api/scenarios/${olivias}`)).status()).toBe(200);
    expect((await bob.request.get(`/api/scenarios/${bobs}`)).status()).toBe(200);
    // A share link stays public by design: Bob may read the link Olivia gave out, and nothing more.
    expect((await bob.request.get(`/s/${oliviaToken}/scenario.json`)).status()).toBe(200);
    expect(await (await request.get(`/api/scenarios/${olivias}/shares`)).json()).toMatchObject({
      shares: [{ token: oliviaToken }],
    });
  } finally {
    await bob.close();
  }
});

test("an invited viewer reads and exports a PDF, gets no Save button and a 403 from the API, and loses access when removed", async ({
  browser,
  page,
  request,
}, testInfo) => {
  const id = await createFromPreset(request, "h100-server", unique("Viewed plan"));
  const email = `vera.${Date.now()}@example.test`;

  // Olivia invites Vera as a viewer from the Members page and copies the link.
  await page.goto("/members");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption("viewer");
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const link = await page.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(/\/invite\/[\w-]+$/);
  await page.screenshot({ path: testInfo.outputPath("members.png"), fullPage: true });

  const vera = await freshContext(browser);
  try {
    const veraPage = await vera.newPage();
    await veraPage.goto(link);
    await expect(veraPage.getByRole("heading", { name: "Join Team workspace" })).toBeVisible();
    await expect(veraPage.getByText(`invited ${email} to join as a viewer`)).toBeVisible();
    await veraPage.screenshot({ path: testInfo.outputPath("invitation.png"), fullPage: true });
    await veraPage.getByLabel("Your name").fill("Vera Viewer");
    await veraPage.getByLabel("Password").fill("a long enough password");
    await veraPage.getByRole("button", { name: "Create my account and join" }).click();
    await expect(veraPage).toHaveURL(/\/$/);
    await expect(veraPage.getByTestId("workspace-name")).toHaveText("Team workspace");
    await expect(veraPage.getByRole("button", { name: "New scenario" })).toHaveCount(0);
    await expect(veraPage.getByRole("button", { name: /^Delete / })).toHaveCount(0);

    await veraPage.goto(`/scenarios/${id}`);
    await expect(veraPage.getByTestId("read-only")).toHaveText("View only");
    await expect(veraPage.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expect(veraPage.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
    await veraPage.screenshot({ path: testInfo.outputPath("viewer-editor.png") });

    await veraPage.locator("summary", { hasText: /^Export$/ }).click();
    const [pdf] = await Promise.all([
      veraPage.waitForEvent("download"),
      veraPage.getByRole("link", { name: "PDF summary", exact: true }).click(),
    ]);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const current = (await (await vera.request.get(`/api/scenarios/${id}`)).json()) as {
      version: number;
      scenario: object;
    };
    const refused = await vera.request.put(`/api/scenarios/${id}`, {
      data: { version: current.version, scenario: current.scenario },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/editor role/);
    expect((await vera.request.post(`/api/scenarios/${id}/shares`)).status()).toBe(403);

    // An owner's page says so, rather than "not found … may have been deleted".
    await veraPage.goto("/members");
    await expect(veraPage.getByRole("heading", { name: "Members is not available to your role" })).toBeVisible();
    await expect(
      veraPage.getByText("It is for the workspace's owners. You are a viewer in Team workspace."),
    ).toBeVisible();
    await expect(veraPage.getByText(/may have been deleted/)).toHaveCount(0);
    await veraPage.screenshot({ path: testInfo.outputPath("viewer-members.png") });
    // So does a new scenario's page: only those who may save it open one.
    await veraPage.goto("/scenarios/new?from=blank");
    await expect(veraPage.getByRole("heading", { name: "New scenario is not available to your role" })).toBeVisible();
    await expect(veraPage.getByText("It is for the workspace's editors and owners.")).toBeVisible();

    // Olivia removes her; her very next request is refused.
    await page.goto("/members");
    page.once("dialog", (dialog) => void dialog.accept());
    await page
      .getByRole("row", { name: /Vera Viewer/ })
      .getByRole("button", { name: "Remove" })
      .click();
    await expect(page.getByRole("row", { name: /Vera Viewer/ })).toHaveCount(0);
    expect((await vera.request.get(`/api/scenarios/${id}`)).status()).toBe(403);
    await veraPage.goto("/");
    await expect(veraPage).toHaveURL(/\/no-workspace$/);
  } finally {
    await vera.close();
  }
});
