import { expect, test, type Page } from "@playwright/test";
import { OWNER } from "./accounts";

// Chromium strips tab, CR and LF from a URL, so a `next` of "/\t/evil.example" became
// "//evil.example" and the browser left the app after sign-in (issue 22). Only Chromium shows it:
// the check is what the address bar ends on.
const HOSTILE = ["/%09/evil.example", "/%0d/evil.example", "/%0a/evil.example", "//evil.example", "/%5Cevil.example"];

/** Answers any request to evil.example itself, so a redirect there is seen without the network. */
async function catchEvil(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname.endsWith("evil.example"),
    (route) => route.fulfill({ status: 200, body: "evil" }),
  );
}

const onApp = (page: Page, baseURL: string | undefined) =>
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

test.describe("signed in already", () => {
  for (const next of HOSTILE)
    test(`/sign-in?next=${next} stays on the app`, async ({ page, baseURL }) => {
      await catchEvil(page);
      await page.goto(`/sign-in?next=${next}`);
      onApp(page, baseURL);
      expect(new URL(page.url()).pathname).toBe("/");
    });

  // A Location header can't carry these: they were a 500 (ERR_INVALID_CHAR).
  for (const next of ["/caf%C3%A9", "/%00", "/%E2%80%AE"])
    test(`/sign-in?next=${next} goes to the list, not an error`, async ({ page }) => {
      const response = await page.goto(`/sign-in?next=${next}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/");
    });
});

test.describe("signing in", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a tab-smuggled next sends the browser to the app's list after sign-in", async ({ page, baseURL }) => {
    await catchEvil(page);
    await page.goto("/sign-in?next=/%09/evil.example");
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByTestId("account-bar")).toBeVisible();
    onApp(page, baseURL);
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
