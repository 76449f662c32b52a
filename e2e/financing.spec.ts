import { expect, test } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

test.describe("how the hardware is paid", () => {
  test(
    "a loan shows its payment as it is typed, the band says so, the P&L has interest below EBITDA, and it saves; a " +
      "lease puts its payments above EBITDA",
    async ({ page, request }) => {
      test.setTimeout(120_000);
      const id = await createFromPreset(request, "h100-server", unique("Financing"));
      await page.goto(`/scenarios/${id}`);
      await expect(page.getByTestId("payment-basis")).toHaveText("Hardware paid in cash.");

      await page.getByText("How it is paid", { exact: true }).click();
      await page.getByRole("radio", { name: "Loan" }).check({ force: true });
      await expect(page.getByLabel("Loan interest rate (APR)", { exact: true })).toHaveValue("8");
      await expect(page.getByLabel("Term", { exact: true })).toHaveValue("36");
      const preview = page.getByTestId("financing-preview");
      await expect(preview).toContainText("Monthly payment per purchase");
      await expect(page.getByTestId("payment-basis")).toHaveText("Hardware on a 36-month loan at 8% APR.");
      const at8 = await preview.textContent();

      await page.getByLabel("Loan interest rate (APR)", { exact: true }).fill("12");
      await expect(preview).not.toHaveText(at8 ?? "");
      await expect(page.getByTestId("payment-basis")).toHaveText("Hardware on a 36-month loan at 12% APR.");
      await page.getByLabel("Loan interest rate (APR)", { exact: true }).fill("31");
      await expect(page.getByText("Loan interest rate (APR) must be between 0 and 30")).toBeVisible();
      await page.getByLabel("Loan interest rate (APR)", { exact: true }).fill("8");
      await page.getByLabel("Down payment", { exact: true }).fill("20");
      await expect(preview).toContainText("down, then");

      const pnl = page.getByTestId("chart-pnl");
      await pnl.scrollIntoViewIfNeeded();
      await expect(
        page.getByTestId("pnl-table").getByRole("rowheader", { name: "Loan interest (below EBITDA)" }),
      ).toBeVisible();

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const saved = await (await request.get(`/api/scenarios/${id}`)).json();
      expect(saved.scenario.financing).toEqual({ kind: "loan", ratePct: 8, downPaymentPct: 20, termMonths: 36 });
      expect(saved.result.financing.kind).toBe("loan");
      expect(saved.result.financing.interest).toBeGreaterThan(0);

      const section = page.getByRole("group", { name: "Hardware paid by" }).locator("xpath=ancestor::details");
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: test.info().outputPath("financing-loan-1440.png") });

      await page.getByRole("radio", { name: "Operating lease" }).check({ force: true });
      await expect(page.getByLabel("Lease rate factor", { exact: true })).toHaveValue("3");
      await expect(page.getByLabel("Loan interest rate (APR)", { exact: true })).toHaveCount(0);
      await expect(preview).toContainText("Monthly lease payment per purchase");
      await expect(page.getByTestId("payment-basis")).toHaveText(
        "Hardware on a 36-month operating lease at 3% of its cost a month.",
      );
      await expect(
        page.getByTestId("pnl-table").getByRole("rowheader", { name: "of which lease payments (above EBITDA)" }),
      ).toBeVisible();
      await expect(
        page.getByTestId("pnl-table").getByRole("rowheader", { name: "Loan interest (below EBITDA)" }),
      ).toHaveCount(0);
      await section.screenshot({ path: test.info().outputPath("financing-lease-1440.png") });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("tab", { name: "Inputs" }).click();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath("financing-390.png") });

      // At 390 px the visually hidden radio can sit under another element: click its label, as a person does.
      await page.getByText("Cash", { exact: true }).click();
      await expect(page.getByRole("radio", { name: "Cash" })).toBeChecked();
      await expect(preview).toHaveCount(0);
      await expect(page.getByTestId("payment-basis")).toHaveText("Hardware paid in cash.");
    },
  );
});
