import { expect, test } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

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
