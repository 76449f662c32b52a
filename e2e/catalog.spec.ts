import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

const SHOTS = "test-results/screenshots";

async function openSection(page: Page, title: string) {
  const summary = page.locator("summary").filter({ hasText: new RegExp(`^${title}\\W*$`) });
  const details = page.locator("details").filter({ has: summary });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ fullPage, path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

// The screen around one element at both widths: a full-page shot of the editor is too tall to read
// it in, and the charts beside it never hold still long enough for an element screenshot.
// A phone shows the inputs behind an "Inputs" tab, and the layouts are apart, so a resize can close
// an open picker: `reopen` opens it again in the same state.
async function shootElement(page: Page, locator: Locator, name: string, reopen: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const inputsTab = page.getByRole("tab", { name: "Inputs" });
    if (await inputsTab.isVisible()) await inputsTab.click();
    if (!(await locator.isVisible())) await reopen();
    await locator.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

interface Saved {
  scenario: {
    pricesAsOf: string;
    cloud: { pricePerGpuHour: number };
    onPrem: { capex: { compute: number }; lifetimeYears: number };
    sources: { field: string; asOf: string; url: string }[];
  };
}

test.describe("price catalogs", () => {
  test("the 8×H100 comparison built from the catalogs alone, and a PDF that names every price's source and date", async ({
    page,
    request,
  }) => {
    // Two pickers, a save, screenshots at two widths and a PDF render: more than the default 30 s on a busy machine.
    test.setTimeout(180_000);
    const name = unique("Catalog 8xH100");
    const id = await createFromPreset(request, "h100-server", name);
    await page.goto(`/scenarios/${id}`);
    await expect(page.getByTestId("save-state")).toHaveText("Saved");

    await openSection(page, "Cloud");
    await page.getByRole("button", { name: "Pick cloud price from catalog" }).click();
    const cloudCatalog = page.getByRole("group", { name: "Cloud price catalog" });
    await cloudCatalog.getByLabel("GPU").selectOption("H100");
    await shoot(page, "catalog-cloud-picker-open");
    await cloudCatalog.getByRole("button", { name: /^Lambda 8x NVIDIA H100 SXM/ }).click();
    await expect(page.getByLabel("List price per GPU-hour", { exact: true })).toHaveValue("3.99");

    await openSection(page, "On-prem capex");
    await page.getByRole("button", { name: "Pick server from catalog" }).click();
    await shootElement(
      page,
      page.getByRole("group", { name: "Server catalog" }),
      "catalog-server-picker-open",
      async () => {
        await openSection(page, "On-prem capex");
        if (!(await page.getByRole("group", { name: "Server catalog" }).isVisible()))
          await page.getByRole("button", { name: "Pick server from catalog" }).click();
      },
    );
    // NVIDIA publishes no DGX price: the priced H100 server is the public Thinkmate HGX H100 quote.
    await page
      .getByRole("group", { name: "Server catalog" })
      .getByRole("button", { name: /^HGX H100 8-GPU server \(Thinkmate quote/ })
      .click();
    await expect(page.getByLabel("Compute (servers and GPUs)", { exact: true })).toHaveValue("317,000");
    await expect(page.getByLabel("Hardware lifetime", { exact: true })).toHaveValue("5");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Not filled, as no public source gives it: power at idle. That field keeps its value." }),
    ).toBeVisible();
    await openSection(page, "On-prem opex");
    // 10,500 W ÷ 8 GPUs.
    await expect(page.getByLabel("Power per busy GPU", { exact: true })).toHaveValue("1,312.5");
    await openSection(page, "Finance assumptions");
    // Each picked price keeps its own date; "Prices as of" stays the typed prices' date (the preset's).
    await expect(page.getByLabel("Prices as of")).toHaveValue("2026-01-01");
    await expect(page.getByTestId("stale-price").filter({ hasText: "from HGX H100 8-GPU server" })).toContainText(
      "Compute (servers and GPUs), from HGX H100 8-GPU server (Thinkmate quote",
    );
    await expect(page.getByTestId("stale-price").filter({ hasText: "from HGX H100 8-GPU server" })).toContainText(
      "as of Aug 22, 2024",
    );
    await expect(page.getByTestId("picked-sources").filter({ hasText: "List price per GPU-hour:" })).toContainText(
      "Lambda 8x NVIDIA H100 SXM (us), on-demand, Sep 20, 2026",
    );
    await shoot(page, "catalog-editor-picked");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const saved = (await (await request.get(`/api/scenarios/${id}`)).json()) as Saved;
    expect(saved.scenario.cloud.pricePerGpuHour).toBe(3.99);
    expect(saved.scenario.onPrem.capex.compute).toBe(317_000);
    expect(saved.scenario.onPrem.lifetimeYears).toBe(5);
    expect(saved.scenario.pricesAsOf).toBe("2026-01-01");
    expect(saved.scenario.sources.map((s) => s.field).sort()).toEqual([
      "cloud.pricePerGpuHour",
      "onPrem.capex.compute",
      "onPrem.lifetimeYears",
      "onPrem.opex.power.activeWattsPerGpu",
    ]);

    const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: /^Export$/ }) });
    await menu.locator("summary").click();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      menu.getByRole("link", { name: "PDF summary", exact: true }).click(),
    ]);
    const prose = execFileSync("pdftotext", [(await file.path())!, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(prose).toContain("Prices as of Jan 1, 2026");
    expect(prose).toContain("Where the prices come from");
    expect(prose).toContain(
      "List price per GPU-hour: $3.99 per GPU-hour from Lambda 8x NVIDIA H100 SXM (us), H100, on-demand, as of Sep 20, 2026",
    );
    expect(prose).toContain(
      "Compute (servers and GPUs): $317,000 from HGX H100 8-GPU server (Thinkmate quote, with 8 × 400 Gb/s " +
        "InfiniBand), H100, list price, as of Aug 22, 2024",
    );
    expect(prose).toContain(
      "Power per busy GPU: 10,500 W from HGX H100 8-GPU server (Thinkmate quote, with 8 × 400 Gb/s InfiniBand), " +
        "H100, power at full load, read Dec 1, 2026 (the source states no date) (entered as 1,312.5)",
    );
    expect(prose).toContain(
      "Hardware lifetime: 5 years from HGX H100 8-GPU server (Thinkmate quote, with 8 × 400 Gb/s InfiniBand), H100, " +
        "lifetime, read Dec 1, 2026 (the source states no date)",
    );
    for (const source of saved.scenario.sources) expect(prose).toContain(source.url);

    // Typing over a picked price makes it the user's: the note says so, and the value is kept.
    await page.getByLabel("List price per GPU-hour", { exact: true }).fill("2.5");
    await expect(page.getByTestId("picked-sources").filter({ hasText: "List price per GPU-hour:" })).toContainText(
      "typed over after picking Lambda 8x NVIDIA H100 SXM (us)",
    );
  });

  test(
    "a 3-year commitment price picked from the catalog bills reserved and is cited like on-demand, with its kind, " +
      "date and source",
    async ({ page, request }) => {
      test.setTimeout(150_000);
      const id = await createFromPreset(request, "h100-server", unique("Catalog commitment"));
      await page.goto(`/scenarios/${id}`);
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      await openSection(page, "Cloud");
      await expect(page.getByLabel("Billing", { exact: true })).toHaveValue("on-demand");

      await page.getByRole("button", { name: "Pick cloud price from catalog" }).click();
      const cloudCatalog = page.getByRole("group", { name: "Cloud price catalog" });
      await cloudCatalog.getByLabel("GPU").selectOption("H100");
      await cloudCatalog.getByLabel("Pricing").selectOption("commit-3y");
      // Only 3-year commitments are listed: AWS p5 (two sizes) and Google Cloud a3 (two machine types).
      await expect(cloudCatalog.getByRole("listitem")).toHaveCount(4);
      await expect(cloudCatalog.getByRole("button", { name: /1-year commitment|On-demand|Spot/ })).toHaveCount(0);
      await shootElement(page, cloudCatalog, "catalog-cloud-picker-commitment", async () => {
        await openSection(page, "Cloud");
        if (!(await cloudCatalog.isVisible()))
          await page.getByRole("button", { name: "Pick cloud price from catalog" }).click();
        await cloudCatalog.getByLabel("GPU").selectOption("H100");
        await cloudCatalog.getByLabel("Pricing").selectOption("commit-3y");
      });
      await cloudCatalog.getByRole("button", { name: /^AWS p5\.48xlarge 3-year commitment/ }).click();

      // $23.77728 per p5.48xlarge-hour on a 3-year Standard Reserved Instance, no upfront ÷ 8 GPUs.
      await expect(page.getByLabel("List price per GPU-hour", { exact: true })).toHaveValue("2.97216");
      await expect(page.getByLabel("Billing", { exact: true })).toHaveValue("reserved");
      await expect(
        page.getByRole("status").filter({
          hasText: "Billing set to reserved: a 3-year commitment bills every hour of every GPU, busy or not.",
        }),
      ).toBeVisible();
      await expect(page.getByTestId("picked-sources").filter({ hasText: "List price per GPU-hour:" })).toContainText(
        "AWS p5.48xlarge (us-east-1), 3-year commitment, Nov 30, 2025",
      );
      await openSection(page, "Finance assumptions");
      await expect(page.getByLabel("Prices as of")).toHaveValue("2026-01-01");
      await shootElement(
        page,
        page.getByRole("button", { name: "Pick cloud price from catalog" }).locator(".."),
        "catalog-editor-commitment-picked",
        () => openSection(page, "Cloud"),
      );

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const saved = (await (await request.get(`/api/scenarios/${id}`)).json()) as {
        scenario: {
          pricesAsOf: string;
          cloud: { pricePerGpuHour: number; billing: string };
          sources: { field: string; kind: string; asOf: string; url: string }[];
        };
      };
      expect(saved.scenario.cloud).toMatchObject({ pricePerGpuHour: 2.97216, billing: "reserved" });
      expect(saved.scenario.pricesAsOf).toBe("2026-01-01");
      expect(saved.scenario.sources).toEqual([
        expect.objectContaining({
          field: "cloud.pricePerGpuHour",
          kind: "commit-3y",
          asOf: "2025-11-30",
          url: "https://github.com/tsaol/aws-gpu/blob/2d0108c7bd261c8e40493fbd35135437bd6c9099/data/gpu_instances_raw.json",
        }),
      ]);

      const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: /^Export$/ }) });
      await menu.locator("summary").click();
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        menu.getByRole("link", { name: "PDF summary", exact: true }).click(),
      ]);
      const prose = execFileSync("pdftotext", [(await file.path())!, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      expect(prose).toContain("Prices as of Jan 1, 2026");
      expect(prose).toContain(
        "List price per GPU-hour: $2.97216 per GPU-hour from AWS p5.48xlarge (us-east-1), H100, 3-year commitment, as of Nov 30, 2025",
      );
      expect(prose).toContain(saved.scenario.sources[0]!.url);
    },
  );

  test("the catalog page lists every price with its date and source, sorts, says how old it is, and is linked from the header", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Price catalog" }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole("heading", { name: "Price catalog", level: 1 })).toBeVisible();
    await expect(page.getByTestId("catalog-age")).toContainText(
      /Compiled .*2026\. Its sources date its figures from Sep 20, 2022 to Nov 9, 2026/,
    );
    const rows = page.getByTestId("cloud-price-row");
    await expect(rows).toHaveCount(98);
    for (const kind of ["On-demand", "1-year commitment", "3-year commitment", "Spot"])
      await expect(rows.filter({ hasText: kind }).first()).toBeVisible();
    await expect(page.getByTestId("hardware-row")).toHaveCount(12);
    await expect(page.getByTestId("hardware-row").filter({ hasText: "NVIDIA DGX H200" })).toContainText(
      "not published",
    );
    // A figure no vendor page, quote or configurator gives stays unknown, and the page says why.
    await expect(page.getByTestId("hardware-row").filter({ hasText: "8 × L40S PCIe server" })).toContainText(
      "No vendor page, published quote or configurator found gives an 8 × L40S server price",
    );
    // A workstation card's board power reads in watts, not as 0.2 kW.
    await expect(page.getByTestId("hardware-row").filter({ hasText: "RTX 4500 Ada" })).toContainText("210 W");

    const priceOf = async (index: number) =>
      Number((await rows.nth(index).locator("td").nth(2).innerText()).replace(/[^0-9.]/g, ""));
    const header = page.getByRole("columnheader", { name: /Per GPU-hour/ });
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(await priceOf(0)).toBeLessThanOrEqual(await priceOf(97));
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    // AWS p6-b200.48xlarge: $113.9328 an hour ÷ 8 B200s = $14.2416, shown to the cent.
    expect(await priceOf(0)).toBe(14.24);
    await page.getByRole("columnheader", { name: /As of/ }).getByRole("button").click();
    // The oldest cloud prices are the AWS price list snapshot of Nov 30, 2025; ties go cheapest first (g6.xlarge, 3 years).
    await expect(rows.first()).toContainText("Nov 30, 2025");
    await expect(rows.first()).toContainText("g6.xlarge");
    await expect(rows.first().getByRole("link")).toHaveAttribute(
      "href",
      "https://github.com/tsaol/aws-gpu/blob/2d0108c7bd261c8e40493fbd35135437bd6c9099/data/gpu_instances_raw.json",
    );
    await shoot(page, "catalog-page");
    await page.getByTestId("hardware-row").first().scrollIntoViewIfNeeded();
    await shoot(page, "catalog-page-servers", false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "catalog-page-top", false);
  });

  test("no serious accessibility violations on the catalog page", async ({ page }) => {
    await page.goto("/catalog");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("no serious accessibility violations in the editor with both pickers open", async ({ page, request }) => {
    // axe over the whole editor (charts included) takes longer than 30 s on a busy machine.
    test.setTimeout(90_000);
    const id = await createFromPreset(request, "h100-server", unique("Catalog axe"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "Cloud");
    await openSection(page, "On-prem capex");
    await page.getByRole("button", { name: "Pick cloud price from catalog" }).click();
    await page.getByRole("button", { name: "Pick server from catalog" }).click();
    await expect(page.getByRole("group", { name: "Server catalog" }).getByRole("button").first()).toBeVisible();
    await expect(page.getByRole("group", { name: "Cloud price catalog" }).getByRole("button").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("GET /api/catalog refuses a filter value it does not hold, naming the parameter", async ({ request }) => {
    const response = await request.get("/api/catalog?gpu=H900");
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(["gpu"]);
    const ok = await request.get("/api/catalog?gpu=B200&provider=coreweave");
    const body = (await ok.json()) as { cloud: { entries: { pricePerGpuHour: number; kind: string }[] } };
    expect(body.cloud.entries.map((e) => `${e.kind} ${e.pricePerGpuHour}`).sort()).toEqual([
      "on-demand 8.6",
      "spot 4.26375",
    ]);
    const reserved = (await (await request.get("/api/catalog?gpu=L4&kind=commit-1y")).json()) as {
      cloud: { entries: { instanceType: string; kind: string }[] };
    };
    expect(reserved.cloud.entries.map((e) => e.instanceType).sort()).toEqual([
      "g2-standard-4",
      "g2-standard-96",
      "g6.48xlarge",
      "g6.xlarge",
    ]);
  });
});
