import { expect, test, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

const inputs = (page: Page) => page.getByRole("complementary", { name: "Inputs" });
const section = (page: Page, title: string) => inputs(page).getByText(title, { exact: true });

test("Tab from a number box goes to the next number box, not to the next field's slider", async ({ page, request }) => {
  const id = await createFromPreset(request, "h100-server", unique("Tab order"));
  await page.goto(`/scenarios/${id}`);
  await page.getByLabel("GPUs", { exact: true }).click();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Busy hours per GPU per day", { exact: true })).toBeFocused();
  // Between them sits the demand shape's switch (issue 35): a field of its own, not the slider.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: /Demand has a shape over the week/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Demand growth per year", { exact: true })).toBeFocused();
  // The slider still moves with the pointer.
  await expect(page.getByLabel("Busy hours per GPU per day slider")).toBeVisible();
});

test("Save with an error in a closed section opens the section and puts the cursor in the field", async ({
  page,
  request,
}) => {
  const id = await createFromPreset(request, "h100-server", unique("Error in a closed section"));
  await page.goto(`/scenarios/${id}`);
  await section(page, "Cloud").click();
  const price = page.getByLabel("List price per GPU-hour", { exact: true });
  await price.fill("abc");
  await expect(page.getByText(/List price per GPU-hour is not a plain number/)).toBeVisible();
  // The reader shuts the section and goes on elsewhere.
  await section(page, "Cloud").click();
  await expect(price).toBeHidden();
  await page.getByLabel("GPUs", { exact: true }).click();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(price).toBeVisible();
  await expect(price).toBeFocused();
  await expect(page.getByText(/before saving; nothing was saved/)).toBeVisible();
});

test("an amount typed in another currency is refused, with the reason under the box", async ({ page, request }) => {
  const id = await createFromPreset(request, "h100-server", unique("Wrong currency"));
  await page.goto(`/scenarios/${id}`);
  await section(page, "On-prem capex").click();
  const compute = page.getByLabel("Compute (servers and GPUs)");
  await compute.fill("€3.5M");
  await compute.blur();
  await expect(compute).toHaveAttribute("aria-invalid", "true");
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /Compute \(servers and GPUs\) is in €, but this scenario counts in USD/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/before saving; nothing was saved/)).toBeVisible();
  expect(((await (await request.get(`/api/scenarios/${id}`)).json()) as { version: number }).version).toBe(1);
  // The scenario's own currency is read as before.
  await compute.fill("$3.5M");
  await compute.blur();
  await expect(compute).toHaveValue("3,500,000");
  await expect(compute).not.toHaveAttribute("aria-invalid", "true");
});
