import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import { createFromPreset, scrollToPart, unique } from "./helpers";

async function openEditor(page: Page, id: string) {
  await page.goto(`/scenarios/${id}`);
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
}

async function create(request: APIRequestContext, scenario: object): Promise<{ id: string; name: string }> {
  const response = await request.post("/api/scenarios", { data: { scenario } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; scenario: { name: string } };
  return { id: body.id, name: body.scenario.name };
}

const preset = (slug: string) => structuredClone(presets.find((p) => p.slug === slug)!.scenario);
const today = () => new Date().toISOString().slice(0, 10);

test.describe("what the results say", () => {
  test("cost per epoch: the headline and the recommendation speak per epoch; captions say 1 year and never 'below 0'", async ({
    page,
    request,
  }) => {
    const id = await createFromPreset(request, "cost-per-epoch", unique("Per epoch"));
    await openEditor(page, id);
    await expect(page.getByTestId("headline")).toHaveText(
      "Enhanced host costs 9.4% less per epoch than Standard host (undiscounted): $0.0096 against $0.0106",
    );
    await expect(page.getByTestId("kpi-recommendation")).toContainText("Per epoch (undiscounted): Enhanced host");
    await expect(page.getByTestId("chart-cumulative-caption")).toContainText("over 1 year for the same work");
    await expect(page.getByTestId("chart-cumulative-caption")).not.toContainText("1 years");
    await scrollToPart(page, page.getByTestId("chart-utilization"));
    await expect(page.getByTestId("chart-utilization-caption")).toHaveText(
      "Enhanced host is cheaper at every utilization above zero (in undiscounted totals).",
    );
  });

  for (const horizonYears of [1, 10]) {
    test(
      `the yearly cost chart names every shade, labels every year and ticks round amounts (${horizonYears} ` +
        `year${horizonYears === 1 ? "" : "s"})`,
      async ({ page, request }) => {
        const { id } = await create(request, {
          ...preset("comma-ai-hidden-costs"),
          name: unique("Yearly"),
          horizonYears,
        });
        await openEditor(page, id);
        const chart = page.getByTestId("chart-yearly");
        await scrollToPart(page, chart);
        for (const option of ["cloud", "onPrem", "hybrid"]) {
          const panel = chart.getByTestId(`yearly-${option}`);
          await expect(panel.getByText("Start", { exact: true })).toBeVisible();
          // Every year is labelled on the axis, in order, and the amounts are round.
          const texts = (await panel.locator("svg text").allTextContents()).map((t) => t.trim());
          expect(texts.filter((t) => /^(Start|Y\d+)$/.test(t))).toEqual([
            "Start",
            ...Array.from({ length: horizonYears }, (_, i) => `Y${i + 1}`),
          ]);
          const amounts = texts.filter((t) => t.startsWith("$"));
          expect(amounts.length).toBeGreaterThanOrEqual(3);
          for (const amount of amounts) expect(amount).toMatch(/^\$(0|\d{1,2}(\.5)?0*[KM]?)$/);
          // One legend entry per shade drawn.
          const fills = new Set(
            await panel
              .locator("svg path[fill^='rgb']")
              .evaluateAll((paths) => paths.map((p) => p.getAttribute("fill"))),
          );
          const swatches = await panel
            .getByRole("listitem")
            .evaluateAll((items) =>
              items.map((li) => getComputedStyle(li.firstElementChild!).backgroundColor.replace(/\s/g, "")),
            );
          expect(new Set(swatches)).toEqual(new Set([...fills].map((f) => f!.replace(/\s/g, ""))));
        }
        await expect(chart.getByTestId("yearly-cloud").getByRole("listitem")).toContainText([
          "Compute",
          "Hidden costs",
          "Storage",
        ]);
      },
    );
  }

  test("prices older than six months get a warning; fresh prices do not", async ({ page, request }) => {
    const old = await createFromPreset(request, "cost-per-epoch", unique("Old prices"));
    await openEditor(page, old);
    await expect(page.getByTestId("prices-age-warning")).toContainText("more than 6 months old");
    // The preset's prices are its two hosts' hourly rates (no capex), typed as of Jan 1, 2023.
    await expect(page.getByTestId("stale-price")).toHaveText([
      /^List price per GPU-hour, Variable cost per busy GPU-hour: as of Jan 1, 2023, .* ago/,
    ]);
    const { id } = await create(request, {
      ...preset("cost-per-epoch"),
      name: unique("Fresh prices"),
      pricesAsOf: today(),
    });
    await openEditor(page, id);
    await expect(page.getByTestId("headline")).toBeVisible();
    await expect(page.getByTestId("prices-age-warning")).toHaveCount(0);
  });

  test("the monthly cash flows show as a table with the CSV's numbers", async ({ page, request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Cash flows"));
    await openEditor(page, id);
    const table = page.getByTestId("cash-flow-table");
    await scrollToPart(page, table);
    await table.getByText(/^Monthly cash flows \(/).click();
    await expect(table.getByRole("row")).toHaveCount(1 + 37);
    const csv = await (await request.get(`/api/scenarios/${id}/cash-flows.csv`)).text();
    const month1 = csv.split("\r\n")[2]!.split(",");
    const money = (v: string) =>
      new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(
        Number(v),
      );
    const cells = table.getByRole("row").nth(2).getByRole("cell");
    await expect(cells).toHaveText([
      money(month1[2]!),
      money(month1[3]!),
      money(month1[4]!),
      money(month1[5]!),
      money(month1[6]!),
      money(month1[7]!),
      money(month1[8]!),
    ]);
  });
});

test.describe("scenario names and dates in the list", () => {
  test("a scenario made twice from one preset gets a numbered name, on every create path", async ({
    page,
    request,
  }) => {
    const name = unique("Twin");
    const first = await create(request, { ...preset("h100-server"), name });
    const second = await create(request, { ...preset("h100-server"), name });
    expect([first.name, second.name]).toEqual([name, `${name} (2)`]);
    const imported = await request.post("/api/scenarios/import", {
      data: { schemaVersion: 1, scenario: { ...preset("h100-server"), name } },
    });
    expect(imported.status()).toBe(201);
    expect(((await imported.json()) as { scenario: { name: string } }).scenario.name).toBe(`${name} (3)`);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(name);
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(1);
    await expect(page.getByTestId("scenario-row")).toHaveCount(3);
  });

  test("the list says how old each scenario's prices are", async ({ page, request }) => {
    const name = unique("Dated");
    await createFromPreset(request, "cost-per-epoch", name);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(name);
    await expect(page.getByTestId("list-prices-as-of")).toHaveText("prices as of Jan 1, 2023");
    await expect(page.getByTestId("scenario-row")).toContainText("per epoch (undiscounted): Enhanced host");
  });
});
