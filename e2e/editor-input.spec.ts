import { expect, test, type Page } from "@playwright/test";
import { createFromPreset, holdScripts, unique } from "./helpers";

interface SavedJson {
  version: number;
  scenario: {
    name: string;
    workload: { gpus: number };
    onPrem: { capex: Record<string, number>; opex: { powerCoolingAnnual: number; power?: { pue: number } } };
    cloud: Record<string, number>;
  };
}
// Each test drives the production build through several saves; on a loaded machine that takes a while.
test.describe.configure({ timeout: 90_000 });

const editorHref = (page: Page) => page.evaluate(() => location.href);

// The list, with the search typed there still in its address once the server has answered it.
const LIST_URL = /\/(\?q=[^&]+)?$/;

const saved = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/scenarios/${id}`)).json()) as SavedJson;

async function openSection(page: Page, title: string) {
  await page.getByRole("complementary", { name: "Inputs" }).getByText(title, { exact: true }).click();
}

test.describe("typing numbers", () => {
  test("while a field is wrong the figures stay those from before it was touched, marked stale (issue 33)", async ({
    page,
    request,
  }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Stale"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "On-prem capex");
    const headline = page.getByTestId("headline");
    const before = await headline.textContent();
    const compute = page.getByLabel("Compute (servers and GPUs)");
    await compute.click();
    await page.keyboard.press("Control+A");
    // On its way to "2.5 million" the box passes through a valid "2.5" and "2.5 m".
    await compute.pressSequentially("2.5 million");
    const stale = page.getByTestId("kpi-band").getByRole("status").filter({ hasText: "Stale" });
    await expect(stale).toHaveText("Stale: fix Compute (servers and GPUs) to update");
    await expect(headline).toHaveText(before!);
    await page.screenshot({ path: test.info().outputPath("stale-kpi-1440.png") });
    await compute.fill("2,500,000");
    await expect(page.getByTestId("kpi-stale")).toHaveCount(0);
    await expect(headline).not.toHaveText(before!);
  });

  test("every keystroke survives a transient empty field (issue 9.1)", async ({ page, request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Keystrokes"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "On-prem capex");
    const compute = page.getByLabel("Compute (servers and GPUs)");
    await compute.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await expect(page.getByText(/Compute \(servers and GPUs\) is empty/)).toBeVisible();
    await page.keyboard.type("4000000");
    await expect(compute).toBeFocused();
    await expect(compute).toHaveValue("4000000");
    await page.keyboard.press("Tab");
    await expect(compute).toBeVisible();
    await expect(compute).toHaveValue("4,000,000");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    expect((await saved(page, id)).scenario.onPrem.capex.compute).toBe(4_000_000);
  });

  test("grouping, currency symbols, k/M/B and % are read as finance people write them (issue 9.2)", async ({
    page,
    request,
  }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Finance numbers"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "On-prem capex");
    const compute = page.getByLabel("Compute (servers and GPUs)");
    await expect(compute).toHaveValue("3,500,000");
    await compute.fill("$3,600,000");
    await compute.blur();
    await expect(compute).toHaveValue("3,600,000");
    const storage = page.getByLabel("Storage", { exact: true }).first();
    await storage.fill("0.9M");
    await storage.blur();
    await expect(storage).toHaveValue("900,000");
    await page.getByLabel("Networking").fill("450k");
    await openSection(page, "Cloud");
    await page.getByLabel("Discount off list", { exact: true }).fill("5%");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const s = (await saved(page, id)).scenario;
    expect([s.onPrem.capex.compute, s.onPrem.capex.storage, s.onPrem.capex.network, s.cloud.discountPct]).toEqual([
      3_600_000, 900_000, 450_000, 5,
    ]);
  });

  for (const text of ["0x10", "0b11", "1e400", "Infinity"]) {
    test(`"${text}" is refused with a message, never read as a number (issue 9.2)`, async ({ page, request }) => {
      const id = await createFromPreset(request, "h100-server", unique("Refuse"));
      await page.goto(`/scenarios/${id}`);
      const gpus = page.getByLabel("GPUs", { exact: true });
      await gpus.fill(text);
      await expect(gpus).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(/GPUs is not a plain number/)).toBeVisible();
      await gpus.blur();
      await expect(gpus).toHaveValue(text);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText(/before saving; nothing was saved/)).toBeVisible();
      expect((await saved(page, id)).scenario.workload.gpus).toBe(8);
    });
  }

  test("pasting behaves like typing (issue 9.2)", async ({ page, request, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Paste"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "On-prem capex");
    const compute = page.getByLabel("Compute (servers and GPUs)");
    await page.evaluate(() => navigator.clipboard.writeText("$4,250,000"));
    await compute.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Control+V");
    await expect(compute).toHaveValue("$4,250,000");
    await compute.blur();
    await expect(compute).toHaveValue("4,250,000");
    await page.keyboard.press("Control+s");
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    expect((await saved(page, id)).scenario.onPrem.capex.compute).toBe(4_250_000);
  });

  test("a cleared name says Name is required (issue 9.3)", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Name"));
    await page.goto(`/scenarios/${id}`);
    await page.getByLabel("Scenario name").fill("");
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText(/enter a number/)).toHaveCount(0);
  });
});

test.describe("before the page's scripts have run", () => {
  test("what is typed is kept", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Early"));
    const release = await holdScripts(page);
    await page.goto(`/scenarios/${id}`, { waitUntil: "commit" });
    await page.getByLabel("Scenario name").fill("Typed before the scripts");
    await page.getByLabel("GPUs", { exact: true }).fill("12");
    release();
    await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
    await expect(page.getByLabel("Scenario name")).toHaveValue("Typed before the scripts");
    await expect(page.getByLabel("GPUs", { exact: true })).toHaveValue("12");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const s = (await saved(page, id)).scenario;
    expect([s.name, s.workload.gpus]).toEqual(["Typed before the scripts", 12]);
  });

  test("a chart scrolled to draws once they have", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Early scroll"));
    const release = await holdScripts(page);
    await page.goto(`/scenarios/${id}`, { waitUntil: "commit" });
    await page.getByLabel("GPUs", { exact: true }).waitFor();
    await page.evaluate(() => window.scrollBy(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    release();
    await expect(page.getByTestId("chart-savings").getByRole("application")).toBeVisible();
  });
});

test.describe("numbers in the reader's locale", () => {
  test.use({ locale: "de-DE" });

  test("German grouping and decimal comma (issue 9.2)", async ({ page, request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Deutsch"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "On-prem capex");
    const compute = page.getByLabel("Compute (servers and GPUs)");
    await expect(compute).toHaveValue("3.500.000");
    await compute.fill("3.700.000");
    await compute.blur();
    await expect(compute).toHaveValue("3.700.000");
    await openSection(page, "Cloud");
    await page.getByLabel("List price per GPU-hour", { exact: true }).fill("2,5");
    await page.keyboard.press("Control+s");
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const s = (await saved(page, id)).scenario;
    expect([s.onPrem.capex.compute, s.cloud.pricePerGpuHour]).toEqual([3_700_000, 2.5]);
  });
});

test.describe("navigation never loses work (issue 9.4)", () => {
  test("Back and Forward with unsaved changes ask first; staying keeps the edit", async ({ page, request }) => {
    const name = unique("Back guard");
    await createFromPreset(request, "h100-server", name);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(name);
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/scenarios\//);
    const editorUrl = page.url();
    const gpus = page.getByLabel("GPUs", { exact: true });

    // Back, refused: stays with the edit.
    await gpus.fill("12");
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.type());
      void d.dismiss();
    });
    // A refused Back never commits, so the navigation promise is not awaited for a result.
    const back = page.goBack({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => dialogs.length).toBe(1);
    await back;
    expect(await editorHref(page)).toBe(editorUrl);
    await expect(gpus).toHaveValue("12");

    // Forward: save, leave by Back, come Forward, edit, then press Forward from an entry that has one.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    await page.goBack();
    await expect(page).toHaveURL(LIST_URL);
    await page.goForward();
    await expect(page).toHaveURL(editorUrl);
    await page.getByRole("link", { name: "GPU TCO" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(editorUrl);
    await gpus.fill("14");
    const forward = page.goForward({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => dialogs.length).toBe(2);
    await forward;
    expect(await editorHref(page)).toBe(editorUrl);
    await expect(gpus).toHaveValue("14");
  });

  test("Back, once confirmed, leaves", async ({ page, request }) => {
    const name = unique("Back leave");
    await createFromPreset(request, "h100-server", name);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(name);
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/scenarios\//);
    await page.getByLabel("GPUs", { exact: true }).fill("12");
    page.on("dialog", (d) => void d.accept());
    await page.goBack();
    await expect(page).toHaveURL(LIST_URL);
    await expect(page.getByRole("searchbox", { name: "Search scenarios by name" })).toBeVisible();
  });
});

test.describe("inputs that can't mislead", () => {
  test("metering power beside a flat power line asks first (issue 9.8)", async ({ page, request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Power"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "On-prem opex");
    const meter = page.getByRole("checkbox", { name: "Meter power per GPU" });
    await meter.check();
    const question = page.getByRole("group", { name: /Power and cooling, flat/ });
    await expect(question).toBeVisible();
    await expect(page.getByLabel("PUE")).toHaveCount(0);

    await question.getByRole("button", { name: /Replace the flat line/ }).click();
    await expect(page.getByLabel("PUE")).toBeVisible();
    await expect(page.getByLabel("Power and cooling, flat")).toHaveValue("0");
    await page.keyboard.press("Control+s");
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const s = (await saved(page, id)).scenario;
    expect(s.onPrem.opex.powerCoolingAnnual).toBe(0);
    expect(s.onPrem.opex.power?.pue).toBeGreaterThan(0);
  });

  test("keeping both power lines shows both sums with a warning (issue 9.8)", async ({ page, request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Power both"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "On-prem opex");
    await page.getByRole("checkbox", { name: "Meter power per GPU" }).check();
    await page.getByRole("button", { name: /Keep both/ }).click();
    const warning = page.getByTestId("power-both-warning");
    await expect(warning).toContainText("$500,000");
    await expect(warning).toContainText(/metered/i);
  });

  test("moving one hybrid share moves the balancing one; errors are in words (issue 9.9)", async ({
    page,
    request,
  }) => {
    const id = await createFromPreset(request, "hybrid-three-tier", unique("Shares"));
    await page.goto(`/scenarios/${id}`);
    await openSection(page, "Hybrid split");
    const core = page.getByLabel("On-prem core share", { exact: true });
    const burst = page.getByLabel("Cloud burst share", { exact: true });
    const edge = page.getByLabel("Edge share", { exact: true });
    await core.fill("50");
    await core.blur();
    const values = await Promise.all(
      [core, burst, edge].map(async (f) => Number((await f.inputValue()).replace(/,/g, ""))),
    );
    // 75 / 20 / 5: the share typed in keeps its value, the cloud burst stays, the edge balances.
    expect(values).toEqual([50, 20, 30]);
    await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
    await expect(page.getByTestId("stale-results")).toHaveCount(0);
    await core.fill("150");
    await expect(page.getByText("On-prem core share must be between 0 and 100")).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/onPremPct|cloudPct|edgePct|hybrid\.\w/);
  });

  test("help tips close with Escape; the app has a favicon (issue 9.17)", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Hints"));
    await page.goto(`/scenarios/${id}`);
    const hint = page.getByRole("button", { name: /How is .* computed\?/ }).first();
    await hint.hover();
    await expect(page.getByRole("tooltip")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    expect((await page.request.get("/favicon.ico")).status()).toBe(200);
    await expect(page.locator('head link[rel~="icon"]')).not.toHaveCount(0);
  });
});

test.describe("a phone, 390 px wide (issue 9.16)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("inputs are one tap away, the KPI band stays in view, nothing scrolls sideways", async ({
    page,
    request,
  }, testInfo) => {
    const ids = [
      await createFromPreset(request, "comma-ai-datacenter", unique("Phone A")),
      await createFromPreset(request, "hybrid-three-tier", unique("Phone B")),
    ];
    await page.goto(`/scenarios/${ids[0]}`);
    await page.getByRole("tab", { name: "Inputs" }).click();
    const workload = page.getByRole("complementary", { name: "Inputs" }).getByText("Workload", { exact: true });
    await expect(workload).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("editor-390-inputs.png") });
    await page.getByRole("tab", { name: "Results" }).click();
    await page.mouse.wheel(0, 3000);
    await expect(page.getByTestId("headline")).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("editor-390-results-scrolled.png") });
    for (const url of [`/scenarios/${ids[0]}`, "/", `/compare?ids=${ids.join(",")}`]) {
      await page.goto(url);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});

test("the editor at 1440 px (screenshot for review)", async ({ page, request }, testInfo) => {
  const id = await createFromPreset(request, "comma-ai-datacenter", unique("Wide"));
  await page.goto(`/scenarios/${id}`);
  await openSection(page, "On-prem opex");
  await page.getByRole("checkbox", { name: "Meter power per GPU" }).check();
  await page.getByRole("button", { name: /Keep both/ }).click();
  await expect(page.getByTestId("power-both-warning")).toBeVisible();
  await expect(page.getByRole("tablist", { name: "Show" })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath("editor-1440.png") });
});
