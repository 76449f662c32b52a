import { expect, test } from "@playwright/test";
import { createFromPreset, holdScripts, unique } from "./helpers";

test.describe("energy and carbon", () => {
  test("switching carbon on shows kWh and tonnes per option, sourced picks, the sentence, and saves", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await createFromPreset(request, "h100-server", unique("Carbon"));
    await page.goto(`/scenarios/${id}`);
    await expect(page.getByTestId("carbon-figures")).toHaveCount(0);

    await page.getByText("Energy and carbon", { exact: true }).click();
    await page.getByLabel("Count energy and carbon").check();
    const figures = page.getByTestId("carbon-figures");
    await expect(figures).toBeVisible();
    await expect(figures.getByTestId("carbon-onPrem")).toContainText("t CO2e");
    await expect(page.getByTestId("carbon-sentence")).toContainText("No carbon price is charged.");

    await page.getByLabel("Public figure for Grid intensity, owned GPUs").selectOption("grid-fr-2023");
    await expect(page.getByLabel("Grid intensity, owned GPUs", { exact: true })).toHaveValue("0.056");
    await expect(page.getByTestId("carbon-source-carbon.onPremKgPerKwh")).toContainText("Ember and Energy Institute");
    await expect(page.getByTestId("carbon-sentence")).toContainText("On-prem emits less");

    await page.getByLabel("Grid intensity, cloud region", { exact: true }).fill("3");
    await expect(page.getByText("Grid intensity, cloud region must be between 0 and 2")).toBeVisible();
    await page.getByLabel("Grid intensity, cloud region", { exact: true }).fill("0.376");
    await page.getByLabel("Internal carbon price", { exact: true }).fill("100");
    await expect(page.getByTestId("carbon-sentence")).toContainText("At $100 a tonne the carbon price adds");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const saved = await (await request.get(`/api/scenarios/${id}`)).json();
    expect(saved.scenario.carbon).toEqual({
      onPremKgPerKwh: 0.056,
      cloudKgPerKwh: 0.376,
      cloudKwhPerGpuHour: 1.4,
      pricePerTonne: 100,
    });
    expect(saved.result.carbon.tonnes.onPrem).toBeLessThan(saved.result.carbon.tonnes.cloud);
    expect(saved.result.breakdown.onPrem.carbon).toBeGreaterThan(0);

    await page.getByTestId("carbon-section").screenshot({ path: test.info().outputPath("carbon-section.png") });
    await figures.screenshot({ path: test.info().outputPath("carbon-figures.png") });
  });

  test("a click on the heading while the section's code loads opens it when it arrives", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Carbon early"));
    const release = await holdScripts(page);
    await page.goto(`/scenarios/${id}`, { waitUntil: "commit" });
    await page.getByText("Energy and carbon", { exact: true }).click();
    release();
    await expect(page.getByLabel("Count energy and carbon")).toBeVisible();
  });

  test("a click on the heading as the section's code arrives opens it", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Carbon chunk"));
    await page.goto(`/scenarios/${id}`);
    await expect(page.getByTestId("save-state")).toBeVisible();
    const release = await holdScripts(page);
    const heading = page.getByText("Energy and carbon", { exact: true });
    await heading.scrollIntoViewIfNeeded();
    const box = (await heading.boundingBox())!;
    // The pointer arriving is the page's first interaction: the section's code is asked for, and
    // comes between the button going down and up.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect(page.getByLabel("Count energy and carbon")).toBeAttached();
    await page.mouse.up();
    await expect(page.getByLabel("Count energy and carbon")).toBeVisible();
  });

  test("the cumulative tonnes chart in the editor and on the shared page, at 1440 and 390 px; compare shows the rows", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const carbon = { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 1.4, pricePerTonne: 100 };
    const id = await createFromPreset(request, "h100-server", unique("Carbon chart"));
    const other = await createFromPreset(request, "h100-server", unique("Carbon none"));
    const current = await (await request.get(`/api/scenarios/${id}`)).json();
    const put = await request.put(`/api/scenarios/${id}`, {
      data: { version: current.version, scenario: { ...current.scenario, carbon } },
    });
    expect(put.status()).toBe(200);
    const tonnes = (await (await request.get(`/api/scenarios/${id}`)).json()).result.carbon.tonnes;

    for (const width of [1440, 390]) {
      // Tall enough that the panel is in view without scrolling under the sticky KPI band.
      await page.setViewportSize({ width, height: 2400 });
      await page.goto(`/scenarios/${id}`);
      const figures = page.getByTestId("carbon-figures");
      // The panel and its chart load on the first interaction, as the charts do: a pointer's move.
      // A move before hydration goes unheard, so move until the panel has come.
      await expect(async () => {
        await page.mouse.move(5 + Math.random() * 10, 5 + Math.random() * 10);
        await expect(figures).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      const chart = figures.getByTestId("chart-carbon");
      await expect(chart.getByTestId("chart-carbon-caption")).toContainText(/^By month 36: /);
      // Drawn, not "Loading the chart…": the loading box is a status, the drawn chart has a test id.
      await expect(chart.getByRole("status")).toHaveCount(0);
      await expect(chart.getByTestId("carbon-tonnes-chart")).toBeVisible();
      await figures.screenshot({ path: test.info().outputPath(`carbon-panel-${width}.png`) });
      if (width === 390) {
        const box = (await figures.getByTestId("carbon-cloud").boundingBox())!;
        const next = (await figures.getByTestId("carbon-onPrem").boundingBox())!;
        expect(next.y).toBeGreaterThan(box.y + box.height - 1);
      }
      await page.screenshot({ path: test.info().outputPath(`carbon-page-${width}.png`) });
    }

    const share = await request.post(`/api/scenarios/${id}/shares`);
    expect(share.status()).toBe(201);
    const { token } = (await share.json()) as { token: string };
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/s/${token}`);
    const shared = page.getByTestId("carbon-figures");
    await shared.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await expect(shared.getByTestId("chart-carbon-caption")).toContainText("t CO2e");
    await expect(shared.getByTestId("chart-carbon").getByRole("status")).toHaveCount(0);
    await expect(shared.getByTestId("carbon-tonnes-chart")).toBeVisible();
    await shared.screenshot({ path: test.info().outputPath("carbon-shared-1440.png") });

    await page.goto(`/compare?ids=${id},${other}`);
    const row = page.getByTestId("compare-row-tonnes.onPrem");
    await expect(row).toContainText(`${Math.round(tonnes.onPrem).toLocaleString("en-US")} t`);
    await expect(row).toContainText("n/a");
    await expect(page.getByTestId("compare-row-kwh.cloud")).toBeVisible();
    await expect(page.getByTestId("compare-row-carbonCost.hybrid")).toContainText("$");
    await page
      .getByRole("table")
      .first()
      .screenshot({ path: test.info().outputPath("carbon-compare-1440.png") });
  });

  test("carbon without metered power is refused with a 400 naming carbon", async ({ request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Carbon refused"));
    const current = await (await request.get(`/api/scenarios/${id}`)).json();
    const response = await request.put(`/api/scenarios/${id}`, {
      data: {
        version: current.version,
        scenario: {
          ...current.scenario,
          carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.4, cloudKwhPerGpuHour: 1, pricePerTonne: 0 },
        },
      },
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.errors).toContainEqual(expect.objectContaining({ path: "scenario.carbon" }));
  });
});
