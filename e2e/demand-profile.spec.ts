import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { createFromPreset, scrollToPart, unique } from "./helpers";

/** Opens the editor's Export menu if it is closed and downloads the PDF summary; its path. */
async function downloadPdf(page: Page): Promise<string> {
  const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: /^Export$/ }) });
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await menu.locator("summary").click();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    menu.getByRole("link", { name: "PDF summary", exact: true }).click(),
  ]);
  expect(await file.failure()).toBeNull();
  return (await file.path())!;
}

// The preset's week (140 GPUs all week, 300 for 20% of it), as the chart says it in words.
const SENTENCE =
  "The first 133 GPUs are busy all week; GPUs 134–285 only 20% of it. " +
  "Owning a GPU pays above 27% busy: own 133, rent the peaks. The edge serves 5% of every hour.";

test.describe("the demand shape editor", () => {
  test("levels typed as finance writes them, templates, what they imply as you type, and the 168-hour sum named", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // 300 GPUs busy 20 hours a day
    const id = await createFromPreset(request, "hybrid-three-tier", unique("Demand shape"));
    await page.goto(`/scenarios/${id}`);
    const inputs = page.getByRole("complementary", { name: "Inputs" });
    const shape = inputs.getByTestId("demand-shape");
    const busy = inputs.getByRole("textbox", { name: "Busy hours per GPU per day" });
    await expect(busy).toBeVisible();

    await shape.getByLabel("Demand has a shape over the week").check();
    // Busy hours a day is derived now, not typed; the flat shape keeps today's 20 hours a day.
    await expect(busy).toHaveCount(0);
    await expect(shape.getByRole("textbox", { name: "Level 1, GPUs busy" })).toHaveValue("300");
    await expect(shape.getByRole("textbox", { name: "Level 1, hours a week" })).toHaveValue("140");
    await expect(shape.getByRole("textbox", { name: "Level 2, hours a week" })).toHaveValue("28");
    await expect(shape.getByTestId("demand-busy-hours")).toHaveText("20 h");

    await shape.getByRole("button", { name: "Steady training, deadline bursts" }).click();
    await expect(shape.getByRole("textbox", { name: "Level 2, GPUs busy" })).toHaveValue("120");
    await expect(shape.getByRole("textbox", { name: "Level 2, hours a week" })).toHaveValue("134.4");
    const stats = shape.getByTestId("demand-stats");
    await expect(stats).toContainText("Peak300 GPUs");
    await expect(stats).toContainText("Average busy156 GPUs");
    await expect(shape.getByTestId("demand-busy-hours")).toHaveText("12.48 h");

    // A level's hours typed short of the week: the message says what they add up to.
    await shape.getByRole("textbox", { name: "Level 2, hours a week" }).fill("130");
    await expect(shape.getByTestId("demand-hours-sum")).toHaveText(
      "Hours a week add up to 163.6 h; they must add up to 168 h (4.4 h missing).",
    );
    // In % of the week the same levels read as shares; 80% of the week mends the sum.
    await shape.getByLabel("% of the week").check();
    await expect(shape.getByRole("textbox", { name: "Level 1, % of the week" })).toHaveValue("20");
    await shape.getByRole("textbox", { name: "Level 2, % of the week" }).fill("80%");
    await expect(shape.getByTestId("demand-hours-sum")).toHaveCount(0);
    await shape.getByLabel("Hours a week").check();
    await expect(shape.getByRole("textbox", { name: "Level 2, hours a week" })).toHaveValue("134.4");

    // Numbers as finance types them; text that reads as no number is kept and named.
    await shape.getByRole("textbox", { name: "Level 1, GPUs busy" }).fill("1.2k");
    await expect(stats).toContainText("Peak1,200 GPUs");
    await shape.getByRole("textbox", { name: "Level 1, GPUs busy" }).fill("3OO");
    await expect(shape.getByRole("alert").filter({ hasText: "Level 1, GPUs busy" })).toBeVisible();
    await expect(shape.getByRole("textbox", { name: "Level 1, GPUs busy" })).toHaveValue("3OO");
    await shape.getByRole("textbox", { name: "Level 1, GPUs busy" }).fill("300");

    await shape.getByRole("button", { name: "Add a level" }).click();
    await expect(shape.getByRole("textbox", { name: "Level 3, GPUs busy" })).toHaveValue("0");
    await shape.getByRole("button", { name: "Remove level 3" }).click();
    await expect(shape.getByRole("textbox", { name: "Level 3, GPUs busy" })).toHaveCount(0);
    await shape.scrollIntoViewIfNeeded();
    await shape.screenshot({ path: test.info().outputPath("demand-editor-1440.png") });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("tab", { name: "Inputs" }).click();
    await shape.scrollIntoViewIfNeeded();
    await shape.screenshot({ path: test.info().outputPath("demand-editor-390.png") });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Off again: flat, with the busy hours a day the shape gave.
    await page.setViewportSize({ width: 1440, height: 900 });
    await shape.getByLabel("Demand has a shape over the week").uncheck();
    await expect(busy).toHaveValue("12.48");
  });
});

test.describe("a profiled scenario where the user meets it", () => {
  test(
    "own the base, rent the peaks: the best core inside the curve, applied; the chart and its sentence; kept on " +
      "save, shown when shared and in the PDF",
    async ({ page, request }) => {
      test.setTimeout(180_000);
      const id = await createFromPreset(request, "hybrid-base-and-peaks", unique("Base and peaks"));
      const created = await (await request.get(`/api/scenarios/${id}`)).json();
      const { curve, best, current } = created.result.rightSizing;
      // The minimum lies inside the curve: cheaper than owning nothing and than owning all.
      expect(best).toMatchObject({ onPremPct: 77, coreGpus: 133 });
      expect(best.onPremPct).toBeGreaterThan(curve[0].onPremPct);
      expect(best.onPremPct).toBeLessThan(curve.at(-1).onPremPct);
      expect(best.npv).toBeLessThan(Math.min(curve[0].npv, curve.at(-1).npv));
      expect(current.coreGpus).toBe(129);

      await page.goto(`/scenarios/${id}`);
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      await expect(page.getByTestId("demand-basis")).toHaveText(
        "Demand over the week: 2 levels, peak 300 GPUs, average 172 busy; best core 133 GPUs.",
      );
      await expect(page.getByTestId("headline")).toContainText("the hybrid saves $10.9M");
      await expect(page.getByTestId("kpi-tco-hybrid")).toContainText("$8.09M");
      await expect(page.getByTestId("kpi-recommendation")).toContainText("Hybrid");

      const load = page.getByTestId("chart-load-duration");
      await scrollToPart(page, load);
      await expect(
        load.getByRole("heading", { name: "When the GPUs are busy: own the base, rent the peaks" }),
      ).toBeVisible();
      await expect(load).toContainText(SENTENCE);
      // Issue 33: the per-GPU share says why it is not the utilization chart's crossing.
      await expect(load).toContainText("That share weighs one GPU at a time, in NPV;");
      await expect(load.getByRole("list", { name: "Legend" })).toContainText("Owned core (129 GPUs today)");
      await expect(load.locator(".recharts-surface")).toBeVisible();
      await load.screenshot({ path: test.info().outputPath("load-duration-1440.png") });

      const sizing = page.getByTestId("chart-right-sizing");
      const caption = page.getByTestId("chart-right-sizing-caption");
      await sizing.scrollIntoViewIfNeeded();
      await expect(caption).toHaveText("Own 133 GPUs and rent the rest: NPV $6.85M, $277K below today's split.");
      await sizing.screenshot({ path: test.info().outputPath("right-sizing-profile-1440.png") });

      await sizing.getByRole("button", { name: "Apply the best split" }).click();
      await expect(caption).toHaveText("Today's split is the cheapest: own 133 GPUs and rent the rest, NPV $6.85M.");
      await expect(page.getByTestId("headline")).toContainText("the hybrid saves $11.2M");
      await expect(page.getByTestId("kpi-tco-hybrid")).toContainText("$7.76M");
      await expect(page.getByTestId("kpi-recommendation")).toContainText("Hybrid");
      await expect(load.getByRole("list", { name: "Legend" })).toContainText("Owned core (133 GPUs today)");
      await expect(load).toContainText(SENTENCE);

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const saved = await (await request.get(`/api/scenarios/${id}`)).json();
      expect(saved.scenario.hybrid).toMatchObject({ onPremPct: 77, edgePct: 5 });
      expect(saved.scenario.hybrid.cloudPct).toBeCloseTo(18, 9);
      expect(saved.scenario.workload.profile).toEqual(created.scenario.workload.profile);

      // Reloaded, the editor shows the same levels and the chart the applied core.
      await page.reload();
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const shape = page.getByRole("complementary", { name: "Inputs" }).getByTestId("demand-shape");
      await expect(shape.getByLabel("Demand has a shape over the week")).toBeChecked();
      await expect(shape.getByRole("textbox", { name: "Level 1, GPUs busy" })).toHaveValue("300");
      await expect(shape.getByRole("textbox", { name: "Level 1, hours a week" })).toHaveValue("33.6");
      await expect(shape.getByRole("textbox", { name: "Level 2, GPUs busy" })).toHaveValue("140");
      await expect(shape.getByRole("textbox", { name: "Level 2, hours a week" })).toHaveValue("134.4");
      await expect(shape.getByTestId("demand-busy-hours")).toHaveText("13.76 h");
      await expect(load.getByRole("list", { name: "Legend" })).toContainText("Owned core (133 GPUs today)");
      await shape.scrollIntoViewIfNeeded();
      await shape.screenshot({ path: test.info().outputPath("base-and-peaks-editor-1440.png") });

      // The PDF: the profile section with the same sentence, read back by poppler.
      const pdf = await downloadPdf(page);
      const prose = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      expect(prose).toContain("The shape of demand: own the base, rent the peaks");
      expect(prose).toContain(SENTENCE);
      expect(prose).toContain("2 levels, peak 300 GPUs, average 172 busy GPUs, 13.76 busy hours a day per GPU of 300");
      expect(prose).toContain("at today's split (133 GPUs owned)");
      // The core's busy hours a day are not read beside a profile, so the key assumptions leave them out.
      expect(prose).not.toContain("Core GPU busy hours per day");
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdf], { encoding: "utf8" }))![1]);
      const withShape = Array.from({ length: pages }, (_, i) => i + 1).find((n) =>
        execFileSync("pdftotext", ["-f", String(n), "-l", String(n), pdf, "-"], { encoding: "utf8" }).includes(
          "The shape of demand",
        ),
      )!;
      execFileSync("pdftoppm", [
        "-png",
        "-r",
        "110",
        "-f",
        String(withShape),
        "-l",
        String(withShape),
        "-singlefile",
        pdf,
        test.info().outputPath("pdf-demand-page"),
      ]);

      // The share page: the same chart and sentence for a reader without an account.
      const shareResponse = await request.post(`/api/scenarios/${id}/shares`);
      expect(shareResponse.status()).toBe(201);
      const { token } = (await shareResponse.json()) as { token: string };
      await page.goto(`/s/${token}`);
      await expect(page.getByTestId("share-banner")).toBeVisible();
      await expect(page.getByTestId("demand-basis")).toHaveText(
        "Demand over the week: 2 levels, peak 300 GPUs, average 172 busy; best core 133 GPUs.",
      );
      const sharedLoad = page.getByTestId("chart-load-duration");
      await sharedLoad.scrollIntoViewIfNeeded();
      await expect(sharedLoad).toContainText(SENTENCE);
      await expect(sharedLoad.locator(".recharts-surface")).toBeVisible();

      // A phone: the chart and the editor fit the width.
      await page.setViewportSize({ width: 390, height: 844 });
      await sharedLoad.scrollIntoViewIfNeeded();
      await sharedLoad.screenshot({ path: test.info().outputPath("load-duration-share-390.png") });
      await page.goto(`/scenarios/${id}`);
      await page.getByRole("tab", { name: "Results" }).click();
      await load.scrollIntoViewIfNeeded();
      await expect(load).toContainText(SENTENCE);
      await load.screenshot({ path: test.info().outputPath("load-duration-390.png") });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.getByRole("tab", { name: "Inputs" }).click();
      await shape.scrollIntoViewIfNeeded();
      await shape.screenshot({ path: test.info().outputPath("base-and-peaks-editor-390.png") });
    },
  );
});
