import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { TEST_IDP } from "./support/test-idp-users";

// Single sign-on end to end: the app's sign-in page, the real OpenID provider started by the
// global setup (its own login form), and back, against the app's real database.

// Nobody signed in: the owner's state that the other specs start from would skip the sign-in page.
test.use({ storageState: { cookies: [], origins: [] } });

async function signInAtIdp(page: Page, who: { email: string; password: string }) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: `Sign in with ${TEST_IDP.name}` }).click();
  await expect(page.getByRole("heading", { name: "Test IdP" })).toBeVisible();
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in to Test IdP" }).click();
}

const usersWithEmail = (email: string) => {
  const db = new Database(process.env.E2E_DATABASE!, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM User WHERE email = ?").get(email) as { n: number }).n;
  } finally {
    db.close();
  }
};

test("a member of the allowed domain signs in through the IdP and lands in the app, signed in", async ({ page }) => {
  await signInAtIdp(page, TEST_IDP.member);
  await expect(page).toHaveURL(
    (url) =>
      url.origin === new URL(page.url()).origin &&
      !url.pathname.startsWith("/sign-in") &&
      !url.pathname.startsWith("/api/"),
  );
  const session = await page.request.get("/api/auth/get-session");
  expect(((await session.json()) as { user: { email: string; name: string } }).user).toMatchObject({
    email: TEST_IDP.member.email,
    name: TEST_IDP.member.name,
  });
  await page.screenshot({ path: "test-results/e2e/sso-signed-in.png" });

  // A second sign-in finds the same account rather than making another.
  await page.context().clearCookies();
  await signInAtIdp(page, TEST_IDP.member);
  await expect(page).not.toHaveURL(/\/sign-in/);
  expect(usersWithEmail(TEST_IDP.member.email)).toBe(1);
});

test("someone outside the allowed domains is sent back with the reason and gets no account", async ({ page }) => {
  await signInAtIdp(page, TEST_IDP.outsider);
  await expect(page).toHaveURL(/\/sign-in\?.*error=sso_domain_not_allowed/);
  await expect(page.getByRole("alert").filter({ hasText: TEST_IDP.outsider.email })).toHaveText(
    `${TEST_IDP.outsider.email} can't get an account through ${TEST_IDP.name}: only @${TEST_IDP.allowedDomain} ` +
      `addresses can, or people an owner invited.`,
  );
  await page.screenshot({ path: "test-results/e2e/sso-refused.png" });
  const session = await page.request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();
  expect(usersWithEmail(TEST_IDP.outsider.email)).toBe(0);
});
