import { expect, test } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import { scrollToPart, unique } from "./helpers";

const comma = presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario;

test(
  "typing 10 into a range's High over a Low of 2.25 keeps the panel, the focus and every keystroke; the " +
    "out-of-order moment is an error on that box and Save refuses",
  async ({ page, request }) => {
    const uncertainty = {
      runs: 500,
      seed: 7,
      ranges: [{ input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" }],
    };
    const created = await request.post("/api/scenarios", {
      data: { scenario: { ...comma, name: unique("Range trap"), uncertainty } },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/scenarios/${id}`);
    const panel = page.getByTestId("uncertainty-panel");
    await scrollToPart(page, panel);
    const headline = await page.getByTestId("headline").textContent();
    const savings = await page.getByTestId("kpi-savings").textContent();
    const high = panel.getByLabel("High, List price per GPU-hour");
    await expect(high).toHaveValue("3.75");

    await high.click();
    await high.press("ControlOrMeta+a");
    await high.press("1");
    // High 1 is below Low 2.25: the row says so on the High box, which keeps the cursor.
    const row = panel.getByRole("listitem", { name: "Range on List price per GPU-hour" });
    await expect(row).toBeVisible();
    await expect(high).toBeFocused();
    await expect(high).toHaveValue("1");
    await expect(high).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByLabel("Low, List price per GPU-hour")).not.toHaveAttribute("aria-invalid", "true");
    await expect(row.getByRole("alert")).toHaveText(/High .*above.*Low/);
    await expect(page.getByTestId("uncertainty-waiting")).toContainText("waits");
    // Nothing else changes: the deterministic figures follow the (valid) inputs as before.
    await expect(page.getByTestId("headline")).toHaveText(headline!);
    await expect(page.getByTestId("kpi-savings")).toHaveText(savings!);
    await expect(page.getByTestId("stale-results")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("range-out-of-order-1440.png") });

    // Save refuses, with the error still in view, and nothing reaches the server.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/Fix the highlighted field before saving; nothing was saved/)).toBeVisible();
    await expect(high).toBeFocused();
    await expect(row.getByRole("alert")).toBeVisible();
    const stored = (await (await request.get(`/api/scenarios/${id}`)).json()) as {
      version: number;
      scenario: { uncertainty: typeof uncertainty };
    };
    expect(stored.version).toBe(1);
    expect(stored.scenario.uncertainty.ranges[0]!.high).toBe(3.75);

    await high.press("0");
    await expect(high).toHaveValue("10");
    await expect(high).toBeFocused();
    await expect(high).not.toHaveAttribute("aria-invalid", "true");
    await expect(row.getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("uncertainty-results")).toHaveAttribute("data-stale", "false", { timeout: 20_000 });

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const saved = (await (await request.get(`/api/scenarios/${id}`)).json()) as {
      scenario: { uncertainty: typeof uncertainty };
    };
    expect(saved.scenario.uncertainty.ranges[0]).toMatchObject({ low: 2.25, high: 10 });
  },
);

test("at 390 px the same keystrokes keep the range on screen and editable", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const uncertainty = {
    runs: 500,
    seed: 7,
    ranges: [{ input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" }],
  };
  const created = await request.post("/api/scenarios", {
    data: { scenario: { ...comma, name: unique("Range trap phone"), uncertainty } },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/scenarios/${id}`);
  const panel = page.getByTestId("uncertainty-panel");
  await scrollToPart(page, panel);
  const high = panel.getByLabel("High, List price per GPU-hour");
  await high.click();
  await high.press("ControlOrMeta+a");
  await high.pressSequentially("10");
  await expect(high).toHaveValue("10");
  await expect(high).toBeFocused();
  await expect(high).not.toHaveAttribute("aria-invalid", "true");
  await high.press("Backspace");
  await expect(high).toHaveAttribute("aria-invalid", "true");
  await expect(high).toBeFocused();
  await panel.screenshot({ path: test.info().outputPath("range-out-of-order-390.png") });
});
