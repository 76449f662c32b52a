import { expect, test, type Page } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import { unique } from "./helpers";

const WIDTHS = [360, 390, 640, 768, 1024, 1180, 1280, 1440, 1920];

const CARDS = [
  "kpi-tco-cloud",
  "kpi-tco-onPrem",
  "kpi-tco-hybrid",
  "kpi-savings",
  "kpi-break-even",
  "kpi-npv",
  "kpi-irr",
  "kpi-recommendation",
];

/** Every text of the headline cards that does not fit its box (cut, or hidden behind an ellipsis) or spills out of its card. */
async function cutFigures(page: Page): Promise<string[]> {
  return page.evaluate((ids) => {
    const cut: string[] = [];
    for (const id of ids) {
      const card = document.querySelector<HTMLElement>(`[data-testid='${id}']`);
      if (!card) {
        cut.push(`${id} missing`);
        continue;
      }
      const outer = card.getBoundingClientRect();
      for (const el of card.querySelectorAll<HTMLElement>("div, dd, dt, span, p")) {
        if (!el.textContent?.trim() || el.closest("[role='tooltip']")) continue;
        if (el.scrollWidth > el.clientWidth)
          cut.push(`${id}: "${el.textContent}" (${el.scrollWidth} > ${el.clientWidth})`);
        const box = el.getBoundingClientRect();
        if (box.width > 0 && (box.right > outer.right + 0.5 || box.left < outer.left - 0.5))
          cut.push(`${id}: "${el.textContent}" spills out of its card`);
      }
    }
    return cut;
  }, CARDS);
}

// Scenarios whose figures are long: after tax on, a loss of owning (negative figures), a break-even
// from the start, and one in a fractional month.
const cases = [
  { slug: "comma-ai-datacenter", tax: { ratePct: 21, depreciation: "macrs-5" } },
  { slug: "hybrid-three-tier", tax: { ratePct: 25, depreciation: "straight-line" } },
  { slug: "h100-server", tax: { ratePct: 21, depreciation: "macrs-5" } },
];

for (const { slug, tax } of cases) {
  test(`${slug} after tax: no headline card cuts a figure from 360 to 1920 px, in the editor and on the shared page`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const scenario = { ...presets.find((p) => p.slug === slug)!.scenario, name: unique(`Cards ${slug}`), tax };
    const created = await request.post("/api/scenarios", { data: { scenario } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const share = await request.post(`/api/scenarios/${id}/shares`);
    expect(share.status()).toBe(201);
    const { token } = (await share.json()) as { token: string };

    for (const path of [`/scenarios/${id}`, `/s/${token}`]) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await expect(page.getByTestId("kpi-tco-onPrem-after-tax")).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => cutFigures(page), { message: `${path} at ${width} px` }).toEqual([]);
      }
      if (slug === "comma-ai-datacenter") {
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page
            .getByTestId("kpi-recommendation")
            .locator("xpath=..")
            .screenshot({
              path: test.info().outputPath(`${path.startsWith("/s/") ? "share" : "editor"}-cards-${width}.png`),
            });
        }
      }
    }
  });
}
