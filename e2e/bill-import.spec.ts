import { mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const SHOTS = "test-results/screenshots";
const HEAD =
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ServiceCategory,BillingCurrency,BilledCost,EffectiveCost,ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit,ChargeDescription";
// A day of 8 p5.48xlarge instances (64 GPUs) at a 1/3 discount, 2 hours of an unknown GPU box, storage and tax.
const csv = [
  HEAD,
  "2026-03-01T00:00:00Z,2026-03-02T00:00:00Z,Usage,Compute,USD,12586,12586,18879.36,Committed,192,Hours,p5.48xlarge committed usage",
  "2026-03-01T00:00:00Z,2026-03-01T02:00:00Z,Usage,Compute,USD,20,20,20,Standard,2,Hours,acme-gpu-box usage",
  "2026-03-01T00:00:00Z,2026-03-02T00:00:00Z,Usage,Storage,USD,40,40,40,Standard,100,GB-Month,S3",
  "2026-03-01T00:00:00Z,2026-03-02T00:00:00Z,Tax,Compute,USD,900,900,,,,,VAT",
].join("\n");

test("a dropped FOCUS file is read in the browser, never uploaded, and becomes a scenario", async ({ page }) => {
  const uploads: string[] = [];
  page.on("request", (r) => {
    const body = r.postDataBuffer();
    const isBill = body !== null && ((body[0] === 0x1f && body[1] === 0x8b) || body.includes("ChargePeriodStart"));
    if (isBill || r.url().includes("/api/imports")) uploads.push(r.url());
  });
  await page.goto("/");
  await page.getByRole("button", { name: "New scenario" }).first().click();
  await page.getByRole("link", { name: /Start from your cloud bill/ }).click();
  await expect(page.getByRole("heading", { name: "Start from your cloud bill" })).toBeVisible();
  await expect(page.getByText("never uploaded")).toBeVisible();

  await page
    .getByLabel("FOCUS file")
    .setInputFiles({ name: "march.csv.gz", mimeType: "application/gzip", buffer: gzipSync(csv) });
  await expect(page.getByRole("heading", { name: "march.csv.gz" })).toBeVisible();
  await expect(page.getByText("$12,586 for 1,536 GPU-hours")).toBeVisible();
  await expect(page.getByText("$900 (1 row)")).toBeVisible();
  await expect(page.getByRole("cell", { name: /ChargeDescription contains .p5\.48xlarge/ })).toBeVisible();
  await expect(page.getByText("acme-gpu-box usage")).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ fullPage: true, path: `${SHOTS}/bill-import-unmatched-1440.png` });
  await page.getByLabel("GPUs per unit of acme-gpu-box usage").fill("4");
  await page.getByRole("button", { name: "Count" }).click();
  await expect(page.getByRole("cell", { name: /acme-gpu-box usage.*\(yours\)/ })).toBeVisible();
  await expect(page.getByText("$12,606 for 1,544 GPU-hours")).toBeVisible();
  await expect(page.getByRole("row", { name: /GPUs 68 the GPUs busy at once in the busiest UTC hour/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Cloud price per GPU-hour \$12\.24 ListCost/ })).toBeVisible();

  await page.screenshot({ fullPage: true, path: `${SHOTS}/bill-import-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ fullPage: true, path: `${SHOTS}/bill-import-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole("button", { name: "Create the scenario" }).click();
  await expect(page).toHaveURL(/\/scenarios\/\w+/);
  await expect(page.getByLabel("Scenario name")).toHaveValue(/^Cloud bill 2026-03-01 to 2026-03-02/);
  const id = new URL(page.url()).pathname.split("/").pop() ?? "";
  const saved = (await (await page.request.get(`/api/scenarios/${id}`)).json()) as {
    scenario: { description: string; workload: { gpus: number } };
  };
  // The busiest hours hold the 64 H100s and the 4 GPUs of the acme box at once (issue 35: peak from the busiest hour).
  expect(saved.scenario.workload.gpus).toBe(68);
  expect(saved.scenario.description).toContain("From the FOCUS bill march.csv.gz, 2026-03-01 to 2026-03-02");
  expect(saved.scenario.description).toContain('ChargeDescription contains "acme-gpu-box usage" = 4 GPUs (yours)');
  expect(uploads).toEqual([]);
});

test("a file that is not a FOCUS export is refused with the columns it lacks", async ({ page }) => {
  await page.goto("/imports/focus");
  await page
    .getByLabel("FOCUS file")
    .setInputFiles({ name: "invoice.csv", mimeType: "text/csv", buffer: Buffer.from("Date,Amount\n2026-03-01,12\n") });
  await expect(page.getByRole("alert").filter({ hasText: "invoice.csv was not imported" })).toContainText(
    "This is not a FOCUS cost export: it has no",
  );
  await expect(page.getByRole("button", { name: "Create the scenario" })).toHaveCount(0);
});
