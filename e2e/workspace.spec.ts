import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Scenario } from "@/lib/tco/types";
import { createFromPreset, holdScripts, scrollToPart, unique } from "./helpers";

test.describe("scenario workspace", () => {
  test("start from a preset, drag utilization, see results change before saving, save and reload", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "New scenario" }).click();
    await page.getByRole("link", { name: /Preset: One 8×H100 server/ }).click();
    await expect(page).toHaveURL(/\/scenarios\/new\?from=h100-server$/);
    await expect(page.getByTestId("save-state")).toHaveText("Not saved yet");
    // Named for this test alone, so that the scenario the save makes can be found.
    const name = unique("Preset H100");
    await page.getByLabel("Scenario name").fill(name);

    const headline = page.getByTestId("headline");
    const onPremTco = page.getByTestId("kpi-tco-onPrem");
    const caption = page.getByTestId("chart-utilization-caption");
    await scrollToPart(page, caption);
    const before = {
      headline: await headline.textContent(),
      cloud: await page.getByTestId("kpi-tco-cloud").textContent(),
      caption: await caption.textContent(),
    };

    await page.getByLabel("Busy hours per GPU per day slider").fill("4");
    await expect(page.getByLabel("Busy hours per GPU per day", { exact: true })).toHaveValue("4");
    await expect(page.getByTestId("kpi-tco-cloud")).not.toHaveText(before.cloud!);
    await expect(headline).not.toHaveText(before.headline!);
    await expect(page.getByTestId("save-state")).toHaveText("Not saved yet");
    await expect(onPremTco).toBeVisible();
    expect(await caption.textContent()).toBe(before.caption);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/scenarios\/[\w-]{22}$/);
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    await expect(page.getByLabel("Scenario name")).toHaveValue(name);
    const after = await page.getByTestId("kpi-tco-cloud").textContent();
    await page.reload();
    await expect(page.getByLabel("Busy hours per GPU per day", { exact: true })).toHaveValue("4");
    await expect(page.getByTestId("kpi-tco-cloud")).toHaveText(after!);
  });

  test("New scenario opens an unsaved draft: leaving it stores nothing, and Save creates exactly one", async ({
    page,
    request,
  }, testInfo) => {
    /** How many scenarios the list finds by `name` (a search, so other tests' scenarios don't count). */
    const stored = async (name: string) =>
      ((await (await request.get(`/api/scenarios?q=${encodeURIComponent(name)}`)).json()) as { total: number }).total;
    const rows = page.getByTestId("scenario-row");
    const before = await stored("New scenario");
    await page.goto(`/?q=${encodeURIComponent("New scenario")}`);
    await expect(page.getByRole("searchbox", { name: "Search scenarios by name" })).toHaveValue("New scenario");
    const listed = await rows.count();
    const listUrl = page.url();

    // Opened twice and left untouched: no question on leaving, and nothing new in the list.
    for (let opened = 0; opened < 2; opened++) {
      await page.getByRole("button", { name: "New scenario" }).click();
      await page.getByRole("link", { name: /Start from scratch/ }).click();
      await expect(page).toHaveURL(/\/scenarios\/new\?from=blank$/);
      await expect(page.getByTestId("save-state")).toHaveText("Not saved yet");
      await expect(page.getByLabel("Scenario name")).toHaveValue("New scenario");
      await page.goBack();
      await expect(page).toHaveURL(listUrl);
      await expect(rows).toHaveCount(listed);
    }
    expect(await stored("New scenario")).toBe(before);

    // Share, export and history wait for the first save; an edit makes leaving ask first.
    await page.getByRole("button", { name: "New scenario" }).click();
    await page.getByRole("link", { name: /Start from scratch/ }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Not saved yet");
    for (const name of ["Share", "Export", "History"])
      await expect(page.getByRole("button", { name, exact: true })).toBeDisabled();
    await expect(page.getByText("Save it once to share, export or see its history")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("new-scenario-unsaved.png") });
    const name = unique("From scratch");
    await page.getByLabel("Scenario name").fill(name);
    await page.getByLabel("GPUs", { exact: true }).fill("16");
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // A refused Back never commits, so the navigation promise is not awaited for a result.
    const back = page.goBack({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => dialogs).toEqual(["You have unsaved changes. Leave without saving?"]);
    await back;
    await expect(page).toHaveURL(/\/scenarios\/new\?from=blank$/);
    expect(await stored(name)).toBe(0);

    await page.keyboard.press("Control+s");
    await expect(page).toHaveURL(/\/scenarios\/[\w-]{22}$/);
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    await expect(page.getByText("Version 1", { exact: true })).toBeVisible();
    const id = new URL(page.url()).pathname.split("/").pop();
    const made = (await (await request.get(`/api/scenarios?q=${encodeURIComponent(name)}`)).json()) as {
      scenarios: { id: string; name: string }[];
    };
    expect(made.scenarios.map((s) => [s.id, s.name])).toEqual([[id, name]]);
    expect(
      ((await (await request.get(`/api/scenarios/${id}`)).json()) as { scenario: Scenario }).scenario.workload.gpus,
    ).toBe(16);

    // The saved scenario took the unsaved page's place: Back goes to the list, which has it once.
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(name);
    await expect(rows).toHaveCount(1);
    expect(await stored("New scenario")).toBe(before);
    expect(dialogs).toHaveLength(1);

    // An address naming no template opens nothing.
    await page.goto("/scenarios/new?from=no-such-preset");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("Ctrl+S saves", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Keyboard save"));
    await page.goto(`/scenarios/${id}`);
    await page.getByLabel("GPUs", { exact: true }).fill("16");
    await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
    await page.keyboard.press("Control+s");
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const saved = await (await request.get(`/api/scenarios/${id}`)).json();
    expect(saved.scenario.workload.gpus).toBe(16);
    expect(saved.version).toBe(2);
  });

  test("a second tab saving the same scenario gets the conflict message and loses nothing", async ({
    browser,
    request,
  }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Two tabs"));
    const context = await browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`/scenarios/${id}`);
    await second.goto(`/scenarios/${id}`);

    await first.getByLabel("GPUs", { exact: true }).fill("500");
    await first.getByRole("button", { name: "Save", exact: true }).click();
    await expect(first.getByTestId("save-state")).toHaveText("Saved");

    await second.getByLabel("GPUs", { exact: true }).fill("700");
    await second.getByRole("button", { name: "Save", exact: true }).click();
    await expect(second.getByRole("alert").filter({ hasText: "Someone else saved version 2" })).toBeVisible();
    await expect(second.getByLabel("GPUs", { exact: true })).toHaveValue("700");
    await expect(second.getByTestId("save-state")).toHaveText("Unsaved changes");
    expect((await (await request.get(`/api/scenarios/${id}`)).json()).scenario.workload.gpus).toBe(500);

    await second.getByRole("button", { name: "Overwrite with mine" }).click();
    await expect(second.getByTestId("save-state")).toHaveText("Saved");
    const saved = await (await request.get(`/api/scenarios/${id}`)).json();
    expect(saved.scenario.workload.gpus).toBe(700);
    expect(saved.version).toBe(3);
    const revisions = (await (await request.get(`/api/scenarios/${id}/revisions`)).json()).revisions as {
      version: number;
    }[];
    expect(revisions.map((r) => r.version)).toEqual([3, 2, 1]);
    await context.close();
  });

  test("invalid input shows an inline error and nothing is saved", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Invalid input"));
    await page.goto(`/scenarios/${id}`);
    await page.getByText("On-prem opex").click();
    await page.getByRole("checkbox", { name: "Meter power per GPU" }).check();
    await page.getByLabel("PUE").fill("5");
    await expect(page.getByText(/PUE.*between 1 and 3|pue must be between 1 and 3/i)).toBeVisible();
    await expect(page.getByLabel("PUE")).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/before saving; nothing was saved/)).toBeVisible();
    const saved = await (await request.get(`/api/scenarios/${id}`)).json();
    expect(saved.version).toBe(1);
    expect(saved.scenario.onPrem.opex.power?.pue).not.toBe(5);
  });

  test("restore a revision", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Restore"));
    await page.goto(`/scenarios/${id}`);
    await page.getByLabel("GPUs", { exact: true }).fill("24");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Version 2")).toBeVisible();
    await page.getByRole("button", { name: "History" }).click();
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await expect(page.getByText("Version 3", { exact: true })).toBeVisible();
    await expect(page.getByLabel("GPUs", { exact: true })).toHaveValue("8");
    const saved = await (await request.get(`/api/scenarios/${id}`)).json();
    expect(saved.version).toBe(3);
    expect(saved.scenario.workload.gpus).toBe(8);
  });

  test("restoring over a version saved elsewhere is refused, and that version stays", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Restore over"));
    await page.goto(`/scenarios/${id}`);
    await expect(page.getByText("Version 1", { exact: true })).toBeVisible();
    const { scenario } = await (await request.get(`/api/scenarios/${id}`)).json();
    const put = await request.put(`/api/scenarios/${id}`, {
      data: { version: 1, scenario: { ...scenario, workload: { ...scenario.workload, gpus: 16 } } },
    });
    expect(put.status()).toBe(200);

    // The page still shows version 1; the history lists the newer version 2 saved elsewhere.
    await page.getByRole("button", { name: "History" }).click();
    await page.getByRole("button", { name: "Restore version 2" }).click();
    await expect(
      page.getByText("Not restored: Someone saved version 2 after the version 1 you have open"),
    ).toBeVisible();
    await expect(page.getByLabel("GPUs", { exact: true })).toHaveValue("8");
    const saved = await (await request.get(`/api/scenarios/${id}`)).json();
    expect(saved.version).toBe(2);
    expect(saved.scenario.workload.gpus).toBe(16);
  });

  test("delete with undo", async ({ page, request }) => {
    const name = unique("Delete me");
    await createFromPreset(request, "h100-server", name);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(name);
    await expect(page.getByTestId("scenario-row")).toHaveCount(1);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Deleted “${name}”` })).toBeVisible();
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("link", { name })).toBeVisible();
    await page.reload();
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(name);
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("compare two scenarios", async ({ page, request }) => {
    const a = unique("Compare A");
    const b = unique("Compare B");
    await createFromPreset(request, "comma-ai-datacenter", a);
    await createFromPreset(request, "comma-ai-hidden-costs", b);
    await page.goto("/");
    await page.getByRole("checkbox", { name: `Select ${a} to compare` }).check();
    await page.getByRole("checkbox", { name: `Select ${b} to compare` }).check();
    await page.getByRole("link", { name: "Compare 2 selected" }).click();
    await expect(page.getByRole("heading", { name: "Compare scenarios" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: a })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: b })).toBeVisible();
    const cloudRow = page.getByTestId("compare-row-tco.cloud");
    await expect(cloudRow.locator("[data-best]")).toHaveCount(1);
    const chart = page.getByTestId("compare-chart");
    await expect(chart.getByText(a)).toBeVisible();
    await expect(chart.getByText(b)).toBeVisible();
  });

  test("a tick made before the page's scripts have run is kept", async ({ page, request }) => {
    const a = unique("Early tick");
    await createFromPreset(request, "comma-ai-datacenter", a);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("checkbox", { name: `Select ${a} to compare` }).check();
    release();
    await expect(page.getByTestId("compare-picked")).toContainText(a);
    await expect(page.getByRole("checkbox", { name: `Select ${a} to compare` })).toBeChecked();
  });

  test("nothing in the list moves as the page hydrates, so a click made meanwhile lands where it was aimed", async ({
    page,
    request,
  }) => {
    const a = unique("Steady row with a name long enough to wrap in its column of the scenario list");
    await createFromPreset(request, "comma-ai-datacenter", a);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const box = page.getByRole("checkbox", { name: `Select ${a} to compare` });
    const updated = page.getByRole("columnheader", { name: /^Updated/ });
    const time = page.getByTestId("scenario-row").first().locator("time");
    // Rendered on the server, the time names its zone (UTC); hydrated, it is the reader's own.
    await expect(time).toContainText("UTC");
    const before = { box: await box.boundingBox(), updated: await updated.boundingBox() };
    release();
    await expect(time).not.toContainText("UTC");
    expect({ box: await box.boundingBox(), updated: await updated.boundingBox() }).toEqual(before);
  });

  for (const name of ["list", "compare"] as const) {
    test(`no serious accessibility violations on the ${name} page`, async ({ page, request }) => {
      const ids = [
        await createFromPreset(request, "comma-ai-datacenter", unique("Axe A")),
        await createFromPreset(request, "idle-workstations", unique("Axe B")),
      ];
      await page.goto(name === "list" ? "/" : `/compare?ids=${ids.join(",")}`);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("no serious accessibility violations on the editor, and every input has a label", async ({ page, request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Axe editor"));
    await page.goto(`/scenarios/${id}`);
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(results.violations.filter((v) => v.id === "label")).toEqual([]);
  });
});
