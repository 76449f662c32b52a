import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test, type Locator } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import { scrollToPart, unique } from "./helpers";

// The screens a finance reader checks with after-tax figures on: the editor, the shared page and
// page 1 of the PDF, at a desktop and a phone width. Each is saved for a person to look at;
// the assertions hold what was found wrong in them.
/** Neighbouring cells of a row whose texts are less than 8 px apart: two figures read as one. */
function touchingFigures(table: Locator): Promise<string[]> {
  return table.evaluate((el) => {
    const touching: string[] = [];
    for (const row of el.querySelectorAll("tr")) {
      const boxes = [...row.children].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return { text: cell.textContent ?? "", box: range.getBoundingClientRect() };
      });
      for (let i = 1; i < boxes.length; i++) {
        const [a, b] = [boxes[i - 1]!, boxes[i]!];
        if (
          a.text.trim() &&
          b.text.trim() &&
          b.box.left - a.box.right < 8 &&
          a.box.bottom > b.box.top &&
          b.box.bottom > a.box.top
        )
          touching.push(`${a.text} | ${b.text}`);
      }
    }
    return touching;
  });
}

const cases = [
  { slug: "comma-ai-datacenter", tax: { ratePct: 21, depreciation: "macrs-5" } },
  { slug: "cost-per-epoch", tax: { ratePct: 21, depreciation: "straight-line" } },
];

for (const { slug, tax } of cases) {
  test(`${slug} after tax: editor, shared page and PDF page 1 at 1440 and 390 px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const scenario = { ...presets.find((p) => p.slug === slug)!.scenario, name: unique(`Screens ${slug}`), tax };
    const created = await request.post("/api/scenarios", { data: { scenario } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const share = await request.post(`/api/scenarios/${id}/shares`);
    const { token } = (await share.json()) as { token: string };

    for (const [where, path] of [
      ["editor", `/scenarios/${id}`],
      ["share", `/s/${token}`],
    ] as const) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByTestId("kpi-savings-after-tax")).toBeVisible();
        // A negative saving reads as a cost, as the sentences and the PDF write it, never "-$526".
        for (const card of ["kpi-savings", "kpi-npv"]) {
          for (const part of ["pre-tax", "after-tax"])
            await expect(page.getByTestId(`${card}-${part}`)).not.toHaveText(/^[-−]/);
        }
        // The hybrid tier table's figures never run into each other ("75%11,664,000" at 390 px).
        const split = page.getByRole("table", { name: "Hybrid tier split by busy GPU-hours" });
        await scrollToPart(page, split);
        expect(await touchingFigures(split)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`${slug}-${where}-${width}.png`), fullPage: true });
      }
    }
    // Since "Work, not hours" (issue 33) owning saves on cost per epoch: a plain amount, not "costs … more".
    if (slug === "cost-per-epoch") await expect(page.getByTestId("kpi-savings-after-tax")).toHaveText(/^\$\d+$/);

    const pdf = await request.get(`/api/scenarios/${id}/summary.pdf`);
    expect(pdf.status()).toBe(200);
    const file = test.info().outputPath(`${slug}.pdf`);
    writeFileSync(file, await pdf.body());
    const png = spawnSync("pdftoppm", [
      "-png",
      "-r",
      "80",
      "-f",
      "1",
      "-l",
      "1",
      file,
      test.info().outputPath(`${slug}-pdf`),
    ]);
    expect(png.status).toBe(0);
  });
}
