import { expect, test } from "@playwright/test";
import { createFromPreset, scrollToPart, unique } from "./helpers";

test.describe("right-sizing the owned core", () => {
  test("the curve of NPV against GPUs owned says what to own, and one click applies it, edge share kept", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await createFromPreset(request, "hybrid-three-tier", unique("Right-sizing"));
    const { scenario, result } = await (await request.get(`/api/scenarios/${id}`)).json();
    const { best, current } = result.rightSizing;
    expect(best.npv).toBeLessThan(current.npv);
    await page.goto(`/scenarios/${id}`);

    const chart = page.getByTestId("chart-right-sizing");
    await scrollToPart(page, chart);
    await expect(chart.getByRole("heading", { name: "NPV against GPUs owned" })).toBeVisible();
    const caption = page.getByTestId("chart-right-sizing-caption");
    await expect(caption).toContainText(`Own ${best.coreGpus.toLocaleString("en-US")} GPUs and rent the rest: NPV $`);
    await expect(caption).toContainText("below today's split");
    await expect(chart.locator(".recharts-surface")).toBeVisible();
    await chart.screenshot({ path: test.info().outputPath("right-sizing-1440.png") });

    await chart.getByRole("button", { name: "Apply the best split" }).click();
    await expect(caption).toHaveText(/^Today's split is the cheapest: own/);
    await expect(chart.getByRole("button", { name: "Apply the best split" })).toBeDisabled();
    await page.getByText("Hybrid split", { exact: true }).click();
    await expect(page.getByRole("textbox", { name: "On-prem core share" })).toHaveValue(String(best.onPremPct));

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const saved = await (await request.get(`/api/scenarios/${id}`)).json();
    expect(saved.scenario.hybrid.onPremPct).toBe(best.onPremPct);
    expect(saved.scenario.hybrid.edgePct).toBe(scenario.hybrid.edgePct);
    expect(saved.scenario.hybrid.cloudPct).toBeCloseTo(100 - scenario.hybrid.edgePct - best.onPremPct, 9);
    expect(saved.result.rightSizing.current.npv).toBeCloseTo(best.npv, 2);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("tab", { name: "Results" }).click();
    await chart.scrollIntoViewIfNeeded();
    await chart.screenshot({ path: test.info().outputPath("right-sizing-390.png") });
  });

  test("with ranges, the Monte Carlo says how sure the best split is", async ({ page, request }) => {
    test.setTimeout(90_000);
    const id = await createFromPreset(request, "hybrid-three-tier", unique("Right-sizing odds"));
    const current = await (await request.get(`/api/scenarios/${id}`)).json();
    const price = current.scenario.cloud.pricePerGpuHour as number;
    const uncertainty = {
      runs: 500,
      seed: 1,
      ranges: [{ input: "cloud.pricePerGpuHour", low: price * 0.8, high: price * 1.2, distribution: "uniform" }],
    };
    expect(
      (
        await request.put(`/api/scenarios/${id}`, {
          data: { version: current.version, scenario: { ...current.scenario, uncertainty } },
        })
      ).status(),
    ).toBe(200);
    await page.goto(`/scenarios/${id}`);
    const chart = page.getByTestId("chart-right-sizing");
    await scrollToPart(page, chart);
    await chart.getByRole("button", { name: "How sure? Run the 500 draws of the ranges" }).click();
    await expect(page.getByTestId("right-sizing-odds")).toHaveText(
      /^In [\d.]+% of 500 runs the best split \([\d,]+ GPUs owned\) has a lower NPV than today's; it saves /,
    );
    await chart.screenshot({ path: test.info().outputPath("right-sizing-odds-1440.png") });
  });
});
