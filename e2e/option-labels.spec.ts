import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { createFromPreset, unique } from "./helpers";

/** What the cost-per-epoch preset calls its two options: both are rented hosts, neither is "On-prem". */
const STANDARD = "Standard host";
const ENHANCED = "Enhanced host";

async function expectNamedCards(page: Page) {
  await expect(page.getByTestId("kpi-tco-cloud")).toContainText(`TCO ${STANDARD}`);
  await expect(page.getByTestId("kpi-tco-onPrem")).toContainText(`TCO ${ENHANCED}`);
  // Work, not hours (issue 33): the cheaper epoch is the cheaper total and the lowest NPV.
  await expect(page.getByTestId("kpi-recommendation")).toContainText(ENHANCED);
  await expect(page.getByTestId("headline")).toHaveText(/^Enhanced host costs 9\.4% less per epoch than Standard host/);
  await expect(page.getByTestId("kpi-savings")).toContainText(`${ENHANCED} saves`);
  await expect(page.getByTestId("chart-cumulative")).toContainText(ENHANCED);
}

test(
  "a scenario names its options: the cost-per-epoch preset's Standard and Enhanced host on the editor, the share " +
    "page, the PDF, the list and the comparison",
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const name = unique("Named hosts");
    const id = await createFromPreset(request, "cost-per-epoch", name);

    await page.goto(`/scenarios/${id}`);
    await expectNamedCards(page);
    // The names are inputs like any other: renamed in the editor, they follow at once.
    await page.getByRole("complementary", { name: "Inputs" }).getByText("Finance assumptions", { exact: true }).click();
    await expect(page.getByLabel("Name of the on-prem option")).toHaveValue(ENHANCED);
    await page.getByLabel("Name of the hybrid option").fill("Mixed hosts");
    await expect(page.getByTestId("kpi-tco-hybrid")).toContainText("TCO Mixed hosts");
    await page.getByLabel("Name of the hybrid option").fill("");
    await expect(page.getByTestId("kpi-tco-hybrid")).toContainText("TCO Hybrid");
    await page.screenshot({ path: test.info().outputPath("named-editor-1440.png") });

    const share = await request.post(`/api/scenarios/${id}/shares`);
    const { token } = (await share.json()) as { token: string };
    await page.goto(`/s/${token}`);
    await expectNamedCards(page);

    const pdf = await request.get(`/api/scenarios/${id}/summary.pdf`);
    expect(pdf.status()).toBe(200);
    const path = test.info().outputPath("named.pdf");
    writeFileSync(path, await pdf.body());
    const prose = execFileSync("pdftotext", [path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(prose).toContain("Enhanced host costs 9.4% less per epoch than Standard host");
    expect(prose).toContain("Lowest present cost for the same work (NPV at 8%, annual discounting): Enhanced host,");
    expect(prose).toMatch(/Standard host\s+Enhanced host\s+Hybrid/);

    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(name);
    await expect(page.getByTestId("scenario-row")).toContainText(`${ENHANCED}per epoch (undiscounted): ${ENHANCED}`);

    const other = await createFromPreset(request, "h100-server", unique("Owned server"));
    await page.goto(`/compare?ids=${other},${id}`);
    const recommendation = page.getByRole("row", { name: /Cheapest \(NPV\)/ });
    await expect(recommendation).toContainText("On-prem");
    await expect(recommendation).toContainText(ENHANCED);
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV", exact: true }).click(),
    ]);
    const csv = Papa.parse<string[]>(readFileSync((await file.path())!, "utf8"), { skipEmptyLines: true });
    expect(csv.data.find((r) => r[1] === "recommendation")!.slice(3)).toEqual(["On-prem", ENHANCED]);
  },
);

test("at 390 px the named cards fit and say the names", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await createFromPreset(request, "cost-per-epoch", unique("Named hosts phone"));
  await page.goto(`/scenarios/${id}`);
  await expectNamedCards(page);
  await page.getByTestId("kpi-band").screenshot({ path: test.info().outputPath("named-band-390.png") });
});
