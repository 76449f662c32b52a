import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { startApp } from "../lib/app-process";
import { CHROMIUM_LAUNCH_OPTIONS } from "../lib/chromium.mjs";
import { profiledBenchScenario } from "./engine";
import type { BudgetRow, SectionResult } from "./measure";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Saves `scenario` through the API as the signed-in bench user and returns its id. */
export async function createScenario(url: string, scenario: Scenario, cookie: string): Promise<string> {
  const res = await fetch(`${url}/api/scenarios`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ scenario }),
  });
  if (res.status !== 201) throw new Error(`Creating a scenario answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** A slider of the editor and the values a drag takes it through: `from` + ((7i) mod `steps`) × `step`. */
export interface SliderDrag {
  label: string;
  from: number;
  steps: number;
  step: number;
}

const BUSY_HOURS: SliderDrag = { label: "Busy hours per GPU per day", from: 4, steps: 200, step: 0.1 };
// A demand profile fixes the busy hours (they are the profile's): its scenario is dragged by price.
const PRICE: SliderDrag = { label: "List price per GPU-hour", from: 1.5, steps: 200, step: 0.01 };

/**
 * From a slider's input event to the charts showing the new numbers. The input is dispatched as a
 * browser would; MutationObservers see each chart change, and a time is read in the frame after
 * (when the new picture is painted): once for the first chart, once for every chart in view.
 * Charts out of view redraw when scrolled to: that catch-up is timed separately.
 */
export async function sliderToChart(
  browser: Browser,
  url: string,
  id: string,
  moves: number,
  cookie: string,
  drag: SliderDrag = BUSY_HOURS,
) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { cookie } });
  // tsx compiles with esbuild's keepNames, which wraps named functions in a __name() helper that
  // the browser side of page.evaluate doesn't have.
  await page.addInitScript("window.__name = (fn) => fn");
  await page.goto(`${url}/scenarios/${id}`, { waitUntil: "networkidle" });
  // Recharts loads on the first interaction; a person dragging a slider has moved the pointer first.
  await page.mouse.move(720, 450);
  await page.getByTestId("chart-cumulative").getByTestId("chart-sketch").waitFor({ state: "detached" });
  const samples = await page.evaluate(
    async ({ count, drag }) => {
      const ids = [
        "chart-cumulative",
        "chart-savings",
        "chart-yearly",
        "chart-utilization",
        "chart-sensitivity",
        "chart-hybrid",
      ].filter((chartId) => document.querySelector(`[data-testid="${chartId}-body"]`));
      const slider = document.querySelector<HTMLInputElement>(`input[aria-label="${drag.label} slider"]`)!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      const chart = (chartId: string) => document.querySelector(`[data-testid="${chartId}-body"]`)!;
      const inView = (chartId: string) => {
        const box = chart(chartId).getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      };
      const changed = (chartId: string) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(chart(chartId), { subtree: true, childList: true, attributes: true, characterData: true });
        });
      const painted = (name: string, start: string) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => {
            performance.mark(`${name}-painted`);
            resolve(performance.measure(name, start, `${name}-painted`).duration);
          }),
        );
      const move = async (i: number) => {
        const visible = ids.filter(inView);
        const waits = visible.map(changed);
        const start = `move-${i}-input`;
        performance.mark(start);
        setValue.call(slider, String(drag.from + ((i * 7) % drag.steps) * drag.step));
        slider.dispatchEvent(new Event("input", { bubbles: true }));
        const first = await waits[0]!.then(() => painted(`move-${i}-first`, start));
        const all = await Promise.all(waits).then(() => painted(`move-${i}-all`, start));
        return { first, all, visible: visible.length };
      };
      const results: { first: number; all: number; visible: number }[] = [];
      for (let i = 0; i < count; i++) {
        results.push(await move(i));
        await new Promise((r) => setTimeout(r, 30));
      }
      // Catch-up: with the page back at the top (so the chart is out of view and stale), move the
      // slider, then bring one chart into view and time its redraw; once per chart below the fold.
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const below = ids.filter((c) => !inView(c));
      const catchUp: number[] = [];
      for (const [k, chartId] of below.entries()) {
        window.scrollTo(0, 0);
        await frames();
        await move(count + k);
        const wait = changed(chartId);
        const start = `scroll-${chartId}`;
        performance.mark(start);
        chart(chartId).scrollIntoView({ block: "center" });
        catchUp.push(await wait.then(() => painted(`catch-up-${chartId}`, start)));
      }
      return { results, catchUp };
    },
    { count: moves, drag },
  );
  await page.close();
  const first = samples.results.map((s) => s.first);
  const all = samples.results.map((s) => s.all);
  return {
    moves,
    chartsInView: Math.max(...samples.results.map((s) => s.visible)),
    firstChart: { medianMs: median(first), worstMs: Math.max(...first) },
    chartsInViewPainted: { medianMs: median(all), worstMs: Math.max(...all) },
    scrolledIntoView: {
      charts: samples.catchUp.length,
      medianMs: median(samples.catchUp),
      worstMs: Math.max(...samples.catchUp),
    },
  };
}

/**
 * The JavaScript the editor page loads before any interaction, as served (gzipped here, as a
 * server would send it), in total and file by file.
 */
export async function editorJavaScript(browser: Browser, url: string, id: string, cookie: string) {
  const page = await browser.newPage({ extraHTTPHeaders: { cookie } });
  const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
      );
    }
  });
  await page.goto(`${url}/scenarios/${id}`, { waitUntil: "networkidle" });
  const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  const perFile = files.map((f) => ({
    file: new URL(f.url).pathname.split("/").pop()!,
    rawKb: f.raw / 1024,
    gzipKb: f.gzip / 1024,
  }));
  await page.close();
  return {
    files: files.length,
    rawKb: files.reduce((s, f) => s + f.raw, 0) / 1024,
    gzipKb: files.reduce((s, f) => s + f.gzip, 0) / 1024,
    perFile,
  };
}

/**
 * The budgets of this section: the editor's first-load JavaScript (issue 34: 190,000 B) and the
 * slider (issue 15), also on a 48-level demand profile (issue 35).
 */
function editorBudgets(
  js: { files: number; gzipKb: number },
  slider: { firstChart: { medianMs: number } },
  profiled: { firstChart: { medianMs: number } },
): BudgetRow[] {
  return [
    {
      figure: "Editor first load, gzipped JavaScript",
      measured: `${Math.round(js.gzipKb * 1024).toLocaleString("en-US")} B (${js.files} files)`,
      budget: "≤ 190,000 B",
      met: js.gzipKb * 1024 <= 190_000,
    },
    {
      figure: "Slider input → first chart painted (median)",
      measured: ms(slider.firstChart.medianMs),
      budget: "≤ 50 ms",
      met: slider.firstChart.medianMs <= 50,
    },
    {
      figure: "The same on a 48-level demand profile, price slider (median)",
      measured: ms(profiled.firstChart.medianMs),
      budget: "≤ 50 ms",
      met: profiled.firstChart.medianMs <= 50,
    },
  ];
}

export async function runUiBench(): Promise<SectionResult> {
  const server = await startApp();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const preset = presets.find((p) => p.slug === "comma-ai-datacenter")!;
    const id = await createScenario(server.url, { ...preset.scenario, name: "Bench slider" }, server.cookie);
    const slider = await sliderToChart(browser, server.url, id, 50, server.cookie);
    const profiledId = await createScenario(server.url, profiledBenchScenario(), server.cookie);
    const profiled = await sliderToChart(browser, server.url, profiledId, 50, server.cookie, PRICE);
    const js = await editorJavaScript(browser, server.url, id, server.cookie);
    const text = [
      `slider input → first chart painted (${slider.moves} moves): median ${ms(slider.firstChart.medianMs)}, worst ` +
        `${ms(slider.firstChart.worstMs)}`,
      `slider input → all ${slider.chartsInView} charts in view painted: median ` +
        `${ms(slider.chartsInViewPainted.medianMs)}, worst ${ms(slider.chartsInViewPainted.worstMs)}`,
      `a chart scrolled into view after a move catches up: median ${ms(slider.scrolledIntoView.medianMs)}, worst ` +
        `${ms(slider.scrolledIntoView.worstMs)} (${slider.scrolledIntoView.charts} charts)`,
      `48-level demand profile, price slider → first chart painted (${profiled.moves} moves): median ` +
        `${ms(profiled.firstChart.medianMs)}, worst ${ms(profiled.firstChart.worstMs)}`,
      `48-level demand profile, price slider → all ${profiled.chartsInView} charts in view painted: median ` +
        `${ms(profiled.chartsInViewPainted.medianMs)}, worst ${ms(profiled.chartsInViewPainted.worstMs)}`,
      `editor page JavaScript: ${js.files} files, ${js.rawKb.toFixed(0)} KB raw, ${js.gzipKb.toFixed(0)} KB gzipped`,
    ].join("\n");
    return { text, report: { slider, profiled, editorJavaScript: js }, budgets: editorBudgets(js, slider, profiled) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
