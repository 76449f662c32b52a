import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import type { UncertaintyResult } from "@/lib/tco/types";
import { createFromPreset, scrollToPart, unique } from "./helpers";

const comma = presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario;

async function finishedResults(page: Page) {
  const results = page.getByTestId("uncertainty-results");
  await expect(results).toHaveAttribute("data-stale", "false", { timeout: 20_000 });
  await expect(page.getByRole("progressbar", { name: "Simulation progress" })).toHaveCount(0);
  return results;
}

async function pageFigures(page: Page): Promise<number[][]> {
  const figures: number[][] = [];
  for (let row = 0; row < 3; row++) {
    const values: number[] = [];
    for (let col = 0; col < 3; col++) {
      const raw = await page.getByTestId(`uncertainty-${row}-${col}`).getAttribute("data-value");
      values.push(raw === "" || raw === null ? NaN : Number(raw));
    }
    figures.push(values);
  }
  return figures;
}

const apiFigures = (u: UncertaintyResult) => [
  [u.savings.p10, u.savings.p50, u.savings.p90],
  [u.savingsNpv.p10, u.savingsNpv.p50, u.savingsNpv.p90],
  [u.breakEvenMonth.p10, u.breakEvenMonth.p50, u.breakEvenMonth.p90].map((v) => v ?? NaN),
];

test("the same scenario and seed give identical percentiles in the page, the API and the saved-scenario read", async ({
  page,
  request,
}) => {
  const uncertainty = {
    runs: 2000,
    seed: 20_261_201,
    ranges: [
      { input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" },
      { input: "onPrem.capex", low: 4_500_000, high: 7_000_000, distribution: "uniform" },
    ],
  };
  const scenario = { ...comma, name: unique("Monte Carlo parity"), uncertainty };
  const created = await request.post("/api/scenarios", { data: { scenario } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const tco = (await (await request.post("/api/tco", { data: scenario })).json()) as { uncertainty: UncertaintyResult };
  const plainRead = (await (await request.get(`/api/scenarios/${id}`)).json()) as { result: { uncertainty?: unknown } };
  expect(plainRead.result.uncertainty).toBeUndefined();
  const read = (await (await request.get(`/api/scenarios/${id}?uncertainty=1`)).json()) as {
    result: { uncertainty: UncertaintyResult };
  };
  expect(read.result.uncertainty).toEqual(tco.uncertainty);

  await page.goto(`/scenarios/${id}`);
  await scrollToPart(page, page.getByTestId("uncertainty-panel"));
  await finishedResults(page);
  expect(await pageFigures(page)).toEqual(apiFigures(tco.uncertainty));
  expect(Number(await page.getByTestId("uncertainty-odds").getAttribute("data-value"))).toBe(
    tco.uncertainty.onPremCheaperPct,
  );
  await expect(page.getByTestId("uncertainty-reproduce")).toContainText("2,000 runs, seed 20261201");
});

test("a finance user sets three ranges on the comma.ai preset, reads the odds, and finds them in the PDF", async ({
  page,
  request,
}) => {
  // Several full simulations, a save and a PDF: longer than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const id = await createFromPreset(request, "comma-ai-datacenter", unique("Three ranges"));
  await page.goto(`/scenarios/${id}`);
  const panel = page.getByTestId("uncertainty-panel");
  await scrollToPart(page, panel);

  const inputToVary = panel.getByLabel("Input to vary");
  for (const label of ["List price per GPU-hour", "On-prem capex (all lines)", "Busy hours per GPU per day"]) {
    await inputToVary.selectOption({ label });
    await expect(panel.getByTestId("uncertainty-suggestion")).toContainText("Starts at");
    await panel.getByRole("button", { name: "Add range" }).click();
    await expect(panel.getByRole("listitem", { name: `Range on ${label}` })).toBeVisible();
  }
  // The suggestion was the cloud price ±25%: $2.25 – $3.75 around $3.00.
  await expect(panel.getByLabel("Low, List price per GPU-hour")).toHaveValue("2.25");
  await expect(panel.getByTestId("uncertainty-likely-0")).toHaveText("$3.00/h");
  // Editing an end of a range is an ordinary input: it validates as typed and reruns the simulation.
  await panel.getByLabel("Low, List price per GPU-hour").fill("2.4");
  await expect(page.getByTestId("stale-results")).toHaveCount(0);
  await panel.getByLabel("Low, List price per GPU-hour").fill("3.5");
  await expect(panel.getByRole("listitem", { name: "Range on List price per GPU-hour" })).toContainText("outside");
  await panel.getByLabel("Low, List price per GPU-hour").fill("2.4");

  await finishedResults(page);
  const odds = page.getByTestId("uncertainty-odds");
  await expect(odds).toHaveText(/^Owning is cheaper in \d+(\.\d)?% of runs \(NPV\)/);
  await page.screenshot({ path: test.info().outputPath("uncertainty-1440.png"), fullPage: false });
  await panel.screenshot({ path: test.info().outputPath("uncertainty-panel-1440.png") });

  // Moving an input outside its range keeps the deterministic results and marks the range.
  const utilization = page.getByLabel("Busy hours per GPU per day", { exact: true });
  await utilization.fill("10");
  await expect(page.getByTestId("stale-results")).toHaveCount(0);
  await expect(page.getByTestId("uncertainty-waiting")).toContainText("does not fit");
  await panel.screenshot({ path: test.info().outputPath("uncertainty-misfit-1440.png") });
  await panel.getByRole("button", { name: /Widen to/ }).click();
  await expect(page.getByTestId("uncertainty-waiting")).toHaveCount(0);
  await expect(panel.getByLabel("Low, Busy hours per GPU per day")).toHaveValue("10");
  await utilization.fill("20");
  await finishedResults(page);
  const sentence = /Owning is cheaper in [\d.]+% of runs/.exec((await odds.textContent())!)![0];

  await page.setViewportSize({ width: 390, height: 900 });
  await panel.screenshot({ path: test.info().outputPath("uncertainty-panel-390.png") });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  const response = await request.get(`/api/scenarios/${id}/summary.pdf`);
  expect(response.status()).toBe(200);
  const path = test.info().outputPath("three-ranges.pdf");
  writeFileSync(path, await response.body());
  const prose = execFileSync("pdftotext", [path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(prose).toContain(sentence);
  expect(prose).toContain("10,000 runs, seed 1");
});
