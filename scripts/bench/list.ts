/**
 * The scenario list at 10,000 scenarios (issue 15): how fast the server answers its first page and
 * a search, and how soon after navigation a search typed into the page has narrowed the table.
 *
 * The scenarios are written straight into the app's SQLite file, copied from scenarios the app
 * itself saved (one per preset, through the API): every column of the scenario, its revision and
 * its audit event has the form the app writes (ids, dates, JSON, author), only the id, name and
 * time differ. Saving 10,000 through HTTP would take minutes; this takes about a second.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import { startApp, type AppProcess } from "../lib/app-process";
import { CHROMIUM_LAUNCH_OPTIONS } from "../lib/chromium.mjs";
import { benchName, seed } from "./list-seed";
import type { BudgetRow, SectionResult } from "./measure";

const SCENARIOS = 10_000;
const SERVER_RUNS = 20;
const BROWSER_RUNS = 5;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => sorted(values)[Math.min(values.length - 1, Math.ceil(0.95 * values.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
async function createFromPreset(app: AppProcess, slug: string): Promise<string> {
  const preset = presets.find((p) => p.slug === slug)!;
  const res = await fetch(`${app.url}/api/scenarios`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: app.cookie },
    body: JSON.stringify({ scenario: { ...preset.scenario, name: `Bench template ${slug}` } }),
  });
  if (res.status !== 201) throw new Error(`Creating a scenario answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/** Wall time of `runs` sequential GETs (after two unmeasured), the body read whole. */
async function timeGets(
  app: AppProcess,
  path: string,
  runs: number,
): Promise<{ medianMs: number; p95Ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs + 2; i++) {
    const start = performance.now();
    const res = await fetch(`${app.url}${path}`, { headers: { cookie: app.cookie } });
    const body = await res.text();
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    if (i >= 2) times.push(performance.now() - start);
    bytes = body.length;
  }
  return { medianMs: median(times), p95Ms: p95(times), bytes };
}

/**
 * From navigation to a search typed into the list having narrowed the table to the one scenario
 * it names, in the page's own clock (0 = navigation start). Playwright types as soon as the box is
 * there, hydrated or not: the page searches for what was typed either way.
 */
async function usableInChromium(browser: Browser, app: AppProcess, runs: number) {
  const usable: number[] = [];
  const typed: number[] = [];
  const loaded: number[] = [];
  const target = benchName(4321);
  for (let i = 0; i < runs + 1; i++) {
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { cookie: app.cookie },
    });
    await page.goto(`${app.url}/`, { waitUntil: "commit" });
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill(target);
    const typedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(
      (name) => {
        const rows = document.querySelectorAll('[data-testid="scenario-row"]');
        return rows.length === 1 && rows[0]!.textContent!.includes(name);
      },
      target,
      { polling: "raf", timeout: 60_000 },
    );
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return { usable: performance.now(), load: nav.loadEventEnd || nav.domContentLoadedEventEnd };
    });
    // The first run warms the server's and the browser's caches.
    if (i > 0) {
      usable.push(timing.usable);
      typed.push(typedAt);
      loaded.push(timing.load);
    }
    await page.close();
  }
  return {
    runs,
    usableMedianMs: median(usable),
    usableWorstMs: Math.max(...usable),
    typedMedianMs: median(typed),
    loadMedianMs: median(loaded),
  };
}

/**
 * How long after its first byte a page has hydrated (React has attached itself to the page's
 * <main>), the median of `runs`. On /model, a page with no client code of its own, this is the
 * floor that Next's and React's own scripts set for any page on this machine.
 */
async function hydratedAfterFirstByte(browser: Browser, app: AppProcess, path: string, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { cookie: app.cookie },
    });
    await page.goto(`${app.url}${path}`, { waitUntil: "commit" });
    await page.waitForFunction(
      () => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
      null,
      { polling: "raf", timeout: 60_000 },
    );
    const ms = await page.evaluate(
      () =>
        performance.now() -
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStart,
    );
    if (i > 0) times.push(ms);
    await page.close();
  }
  return median(times);
}

/** The list as a finance user sees it at 10,000 scenarios, wide and on a phone. */
async function screenshots(browser: Browser, app: AppProcess): Promise<string[]> {
  const dir = join(import.meta.dirname, "../../test-results");
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const [label, viewport] of [
    ["1440", { width: 1440, height: 900 }],
    ["390", { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.newPage({ viewport, locale: "en-US", extraHTTPHeaders: { cookie: app.cookie } });
    await page.goto(`${app.url}/?page=2`, { waitUntil: "networkidle" });
    const file = join(dir, `bench-list-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
    await page.close();
  }
  return files;
}

/** The `list` section; it took over the `ui` section's list measurement, which was at 1,000 scenarios, every row rendered. */
export async function runListBench(): Promise<SectionResult> {
  const app = await startApp();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const templates = [];
    for (const preset of presets) templates.push(await createFromPreset(app, preset.slug));
    const seedStart = performance.now();
    const scenarios = seed(app.databaseFile, templates, SCENARIOS);
    const seedMs = performance.now() - seedStart;

    const firstPage = await timeGets(app, "/", SERVER_RUNS);
    const firstPageApi = await timeGets(app, "/api/scenarios", SERVER_RUNS);
    const search = await timeGets(app, `/?q=${encodeURIComponent(benchName(4321))}`, SERVER_RUNS);
    const searchApi = await timeGets(app, `/api/scenarios?q=${encodeURIComponent("scenario 043")}`, SERVER_RUNS);
    const deepByName = await timeGets(app, "/?sort=name-desc&page=150", SERVER_RUNS);
    const usable = await usableInChromium(browser, app, BROWSER_RUNS);
    const hydrated = {
      list: await hydratedAfterFirstByte(browser, app, "/", BROWSER_RUNS),
      floor: await hydratedAfterFirstByte(browser, app, "/model", BROWSER_RUNS),
    };
    const shots = await screenshots(browser, app);

    const budgets: BudgetRow[] = [
      {
        figure: "List at 10,000 scenarios: first page answered",
        measured: `${ms(firstPage.medianMs)} median, ${ms(firstPage.p95Ms)} p95`,
        budget: "≤ 100 ms",
        met: firstPage.medianMs <= 100,
      },
      {
        figure: "List at 10,000 scenarios: usable in Chromium",
        measured: `${ms(usable.usableMedianMs)} median`,
        budget: "≤ 500 ms",
        met: usable.usableMedianMs <= 500,
      },
    ];
    const line = (label: string, t: { medianMs: number; p95Ms: number; bytes: number }) =>
      `${label}: ${ms(t.medianMs)} median, ${ms(t.p95Ms)} p95 (${SERVER_RUNS} requests, ${(t.bytes / 1024).toFixed(0)} KB)`;
    const text = [
      `${scenarios.toLocaleString("en-US")} live scenarios (seeded in ${ms(seedMs)})`,
      line("GET / (first page, 50 rows)", firstPage),
      line("GET /api/scenarios (first page)", firstPageApi),
      line(`GET /?q=${benchName(4321)} (one match)`, search),
      line("GET /api/scenarios?q=scenario 043 (100 matches, first 50)", searchApi),
      line("GET /?sort=name-desc&page=150", deepByName),
      `usable in Chromium (navigation → search typed → table narrowed), median of ${usable.runs}: ` +
        `${ms(usable.usableMedianMs)} (worst ${ms(usable.usableWorstMs)}); typed at ${ms(usable.typedMedianMs)}, load ` +
        `event ${ms(usable.loadMedianMs)}`,
      `hydrated after the first byte, median of ${BROWSER_RUNS}: the list ${ms(hydrated.list)}; /model, which has no ` +
        `client code of its own (the framework's floor), ${ms(hydrated.floor)}`,
      `screenshots: ${shots.join(", ")}`,
    ].join("\n");
    return {
      text,
      report: {
        scenarios,
        seedMs,
        firstPage,
        firstPageApi,
        search,
        searchApi,
        deepByName,
        usable,
        hydrated,
        screenshots: shots,
      },
      budgets,
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}
