import { expect, test } from "@playwright/test";
import { startApp, type AppProcess } from "../scripts/lib/app-process";

// A server of its own on a fresh database, with nobody signed up: what a new clone shows. The
// tests build on each other (the first makes the owner), so a failure stops the file.
test.describe.configure({ mode: "serial" });
let app: AppProcess;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startApp({ signIn: false });
});
test.afterAll(async () => app?.stop());
test.use({ storageState: { cookies: [], origins: [] } });

const OWNER = { name: "Fiona Finance", email: "fiona@example.test", password: "a long enough password" };

test("first run: the first visit asks for the owner account, which then sees the presets", async ({
  page,
}, testInfo) => {
  await page.goto(`${app.url}/`);
  await expect(page).toHaveURL(/\/first-run$/);
  await expect(page.getByRole("heading", { name: "Create the first account" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("first-run.png"), fullPage: true });

  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("Work email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create the owner account" }).click();

  await expect(page).toHaveURL(`${app.url}/`);
  await expect(page.getByTestId("scenario-row")).toHaveCount(7);
  const bar = page.getByTestId("account-bar");
  await expect(bar.getByRole("link", { name: OWNER.name })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Members" })).toBeVisible();
  await expect(bar.getByTestId("workspace-name")).toHaveText("Team workspace");

  // The first-run page is gone for good: it sends the owner on to the list.
  await page.goto(`${app.url}/first-run`);
  await expect(page).toHaveURL(`${app.url}/`);
});

test("after the first account: sign-up is by invitation only, and a wrong password never says which part was wrong", async ({
  page,
  request,
}) => {
  const refused = await request.post(`${app.url}/api/auth/sign-up/email`, {
    data: { name: "Mallory", email: "mallory@example.test", password: "another long password" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/invitation/);

  await page.goto(`${app.url}/scenarios/anything`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fscenarios%2Fanything$/);
  const wrongPassword = async (email: string) => {
    await page.reload();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    // Next's route announcer is an empty alert too: the form's is the one with words.
    const alert = page.getByRole("alert").filter({ hasText: /\w/ });
    await expect(alert).toBeVisible();
    return alert.textContent();
  };
  const known = await wrongPassword(OWNER.email);
  const unknown = await wrongPassword("nobody@example.test");
  expect(known).toBe(unknown);
  expect(known).toMatch(/invalid email or password/i);

  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${app.url}/scenarios/anything`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  await page.getByTestId("account-bar").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto(`${app.url}/`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2F$/);
});
