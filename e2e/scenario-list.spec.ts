import { expect, test, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

// More scenarios than one page holds (50), all under one tag, so a search for the tag pages.
const COUNT = 55;
const tag = unique("Paged");
const nameOf = (n: number) => `${tag} ${String(n).padStart(2, "0")}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  for (let n = 0; n < COUNT; n += 11)
    await Promise.all(
      Array.from({ length: 11 }, (_, k) =>
        createFromPreset(request, k % 2 ? "h100-server" : "cost-per-epoch", nameOf(n + k)),
      ),
    );
});

const rows = (page: Page) => page.getByTestId("scenario-row");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search scenarios by name" });
const firstName = (page: Page) => rows(page).first().getByRole("link").first();

test("search runs on the server and replaces the address; the list pages through the matches", async ({ page }) => {
  await page.goto("/");
  const before = await page.evaluate(() => history.length);
  await search(page).fill(tag.toUpperCase());
  await expect(page).toHaveURL(
    new RegExp(`\\?q=${encodeURIComponent(tag.toUpperCase()).replace(/%20/g, "(\\+|%20)")}$`),
  );
  await expect(rows(page)).toHaveCount(50);
  expect(await page.evaluate(() => history.length)).toBe(before);
  const range = page.getByTestId("list-range");
  await expect(range).toHaveText(`1–50 of ${COUNT} scenarios`);
  // Newest first: the last one made leads.
  await expect(firstName(page)).toHaveText(nameOf(COUNT - 1));

  const pages = page.getByRole("navigation", { name: "Pages of the scenario list" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(range).toHaveText(`51–${COUNT} of ${COUNT} scenarios`);
  await expect(rows(page)).toHaveCount(COUNT - 50);
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(pages).toContainText("Page 2 of 2");
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(range).toHaveText(`1–50 of ${COUNT} scenarios`);
});

test("column headers and the select sort by name either way, and by last update", async ({ page }) => {
  await page.goto(`/?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name: /^Scenario.*sort Name, A to Z$/ }).click();
  await expect(page).toHaveURL(/sort=name-asc/);
  await expect(firstName(page)).toHaveText(nameOf(0));
  await expect(page.getByRole("columnheader", { name: /Scenario/ })).toHaveAttribute("aria-sort", "ascending");
  await page.getByRole("link", { name: /^Scenario.*sort Name, Z to A$/ }).click();
  await expect(firstName(page)).toHaveText(nameOf(COUNT - 1));
  await page.getByLabel("Sort", { exact: true }).selectOption("updated-asc");
  await expect(page).toHaveURL(/sort=updated-asc/);
  await expect(firstName(page)).toHaveText(nameOf(0));
  // The search box keeps the order, and a new search starts at page 1.
  await search(page).fill(nameOf(3));
  await expect(rows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/sort=updated-asc/);
});

test("ticks for comparison stay when moving between pages", async ({ page }) => {
  await page.goto(`/?q=${encodeURIComponent(tag)}&sort=name-asc`);
  await page.getByRole("checkbox", { name: `Select ${nameOf(0)} to compare` }).check();
  await page
    .getByRole("navigation", { name: "Pages of the scenario list" })
    .getByRole("link", { name: "Next" })
    .click();
  await expect(page.getByTestId("list-range")).toHaveText(`51–${COUNT} of ${COUNT} scenarios`);
  await page.getByRole("checkbox", { name: `Select ${nameOf(54)} to compare` }).check();
  await expect(page.getByTestId("compare-picked")).toContainText(nameOf(0));
  await page.getByRole("link", { name: "Compare 2 selected" }).click();
  await expect(page.getByRole("columnheader", { name: nameOf(0) })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: nameOf(54) })).toBeVisible();
});

test("a search with no match says so and offers to clear it; a page past the end says how many there are", async ({
  page,
}) => {
  await page.goto("/");
  await search(page).fill(`${tag} nothing like it`);
  await expect(page.getByText(`No scenario matches “${tag} nothing like it”.`)).toBeVisible();
  await expect(page.getByTestId("list-range")).toHaveText("0 of 0 scenarios");
  await page.getByRole("link", { name: "Clear the search" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(search(page)).toHaveValue("");
  await expect(rows(page).first()).toBeVisible();

  await page.goto(`/?q=${encodeURIComponent(tag)}&page=9`);
  await expect(page.getByText("There is no page 9: the list has 2 pages.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the last page" }).click();
  await expect(rows(page)).toHaveCount(COUNT - 50);
});

test("a bad address names what is wrong", async ({ page }) => {
  await page.goto("/?sort=cheapest&page=0");
  // Next's route announcer is an alert too, so the list's own is picked out by its words.
  const alert = page.getByRole("alert").filter({ hasText: "can’t be shown" });
  await expect(alert).toContainText("sort must be one of");
  await expect(alert).toContainText("page must be a whole number from 1");
});

test("duplicate says where the copy is, wherever it sorts", async ({ page }) => {
  await page.goto(`/?q=${encodeURIComponent(nameOf(7))}`);
  await page.getByRole("button", { name: `Duplicate ${nameOf(7)}` }).click();
  const note = page.getByRole("status").filter({ hasText: "Duplicated as" });
  await expect(note.getByRole("link", { name: `Copy of ${nameOf(7)}` })).toBeVisible();
  // The copy's name contains the search, so the refreshed page shows it too.
  await expect(rows(page)).toHaveCount(2);
});
