import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import { unique } from "./helpers";

const SHOTS = "test-results/screenshots";

async function openSection(page: Page, title: string) {
  const summary = page.locator("summary").filter({ hasText: new RegExp(`^${title}\\W*$`) });
  const details = page.locator("details").filter({ has: summary });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
}

// A scenario saved in mid-2025 from the catalog of the day: AWS p5.48xlarge at $7.50 per GPU-hour.
const p5Then = {
  field: "cloud.pricePerGpuHour",
  provider: "aws",
  item: "p5.48xlarge (us-east-1)",
  gpu: "H100",
  kind: "on-demand",
  value: 7.5,
  filled: 7.5,
  currency: "USD",
  asOf: "2025-06-01",
  dateBasis: "stated",
  url: "https://aws.amazon.com/ec2/pricing/on-demand/",
  entry: "aws-p5-48xlarge-us-east-1-on-demand",
};

interface Saved {
  scenario: {
    pricesAsOf: string;
    cloud: { pricePerGpuHour: number };
    sources: { field: string; value: number; asOf: string; entry?: string }[];
  };
}

test.describe("prices in time", () => {
  test(
    "a scenario picked from an older catalog shows what today's catalog would change, old → new, and applies it " +
      "only when asked",
    async ({ page, request }) => {
      test.setTimeout(120_000);
      const preset = presets.find((p) => p.slug === "h100-server")!;
      const scenario = {
        ...preset.scenario,
        name: unique("Catalog refresh"),
        cloud: { ...preset.scenario.cloud, pricePerGpuHour: 7.5 },
        pricesAsOf: "2025-06-01",
        sources: [p5Then],
      };
      const created = await request.post("/api/scenarios", { data: { scenario } });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };

      await page.goto(`/scenarios/${id}`);
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const staleCloudPrice = page.getByTestId("stale-price").filter({ hasText: "List price per GPU-hour" });
      await expect(staleCloudPrice).toContainText(
        "List price per GPU-hour, from p5.48xlarge (us-east-1): as of Jun 1, 2025",
      );
      await page.getByRole("button", { name: "Update to today's catalog" }).click();
      const panel = page.getByRole("group", { name: "Update to today's catalog" });
      // The shipped catalog: $55.04 per instance-hour ÷ 8 GPUs, AWS price list of Nov 9, 2026.
      await expect(panel.getByTestId("catalog-refresh-changes")).toHaveText(
        "List price per GPU-hour: $7.50 per GPU-hour, Jun 1, 2025 → $6.88 per GPU-hour, Nov 9, 2026",
      );
      await openSection(page, "Cloud");
      // Nothing is applied before the user says so.
      await expect(page.getByLabel("List price per GPU-hour", { exact: true })).toHaveValue("7.5");
      mkdirSync(SHOTS, { recursive: true });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/catalog-refresh-plan-1440.png` });

      await panel.getByRole("button", { name: "Apply 1 change" }).click();
      await expect(page.getByLabel("List price per GPU-hour", { exact: true })).toHaveValue("6.88");
      await expect(page.getByRole("status").filter({ hasText: "Updated 1 figure to the catalog of" })).toBeVisible();
      // The updated price carries the catalog's date; the typed prices keep theirs, and still warn.
      await expect(staleCloudPrice).toHaveCount(0);
      await expect(page.getByTestId("stale-price")).toContainText(["Compute (servers and GPUs): as of Jun 1, 2025"]);
      await openSection(page, "Finance assumptions");
      await expect(page.getByLabel("Prices as of")).toHaveValue("2025-06-01");

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const saved = (await (await request.get(`/api/scenarios/${id}`)).json()) as Saved;
      expect(saved.scenario.cloud.pricePerGpuHour).toBe(6.88);
      expect(saved.scenario.pricesAsOf).toBe("2025-06-01");
      expect(saved.scenario.sources).toEqual([
        expect.objectContaining({
          field: "cloud.pricePerGpuHour",
          value: 6.88,
          asOf: "2026-11-09",
          entry: "aws-p5-48xlarge-us-east-1-on-demand",
        }),
      ]);

      // Asked again, today's catalog has nothing more to change.
      await page.getByRole("button", { name: "Update to today's catalog" }).click();
      await expect(page.getByRole("group", { name: "Update to today's catalog" }).getByRole("status")).toHaveText(
        "Every picked figure matches today's catalog.",
      );
    },
  );

  test("a figure typed over since its pick is left alone, and the scenario records the entry it picked", async ({
    page,
    request,
  }) => {
    const preset = presets.find((p) => p.slug === "h100-server")!;
    const scenario = {
      ...preset.scenario,
      name: unique("Catalog refresh typed"),
      cloud: { ...preset.scenario.cloud, pricePerGpuHour: 2.5 },
      sources: [p5Then],
    };
    const { id } = (await (await request.post("/api/scenarios", { data: { scenario } })).json()) as { id: string };
    await page.goto(`/scenarios/${id}`);
    await page.getByRole("button", { name: "Update to today's catalog" }).click();
    const panel = page.getByRole("group", { name: "Update to today's catalog" });
    await expect(panel).toContainText("Every picked figure matches today's catalog.");
    await expect(panel).toContainText("Left alone, typed over since the pick: List price per GPU-hour.");
  });

  test("catalog prices show to 2 decimals on /catalog and in the picker, the published figure in the title", async ({
    page,
    request,
  }) => {
    await page.goto("/catalog");
    // AWS p4de.24xlarge: $27.44705 an instance-hour ÷ 8 = $3.4309 per GPU-hour.
    const p4de = page
      .getByTestId("cloud-price-row")
      .filter({ hasText: "p4de.24xlarge" })
      .filter({ hasText: "On-demand" });
    await expect(p4de.getByTitle("3.4309 USD per GPU-hour as published")).toHaveText("$3.43");

    const preset = presets.find((p) => p.slug === "h100-server")!;
    const { id } = (await (
      await request.post("/api/scenarios", {
        data: { scenario: { ...preset.scenario, name: unique("Catalog digits") } },
      })
    ).json()) as { id: string };
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "Cloud");
    await page.getByRole("button", { name: "Pick cloud price from catalog" }).click();
    const picker = page.getByRole("group", { name: "Cloud price catalog" });
    await picker.getByLabel("GPU").selectOption("A100");
    await expect(picker.getByTitle("3.4309 USD per GPU-hour as published").first()).toHaveText("$3.43");
  });
});
