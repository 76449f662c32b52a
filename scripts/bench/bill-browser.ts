import { chromium, type CDPSession, type Page } from "@playwright/test";
import type { AppProcess } from "../lib/app-process";
import { CHROMIUM_LAUNCH_OPTIONS } from "../lib/chromium.mjs";

// Without --disable-gpu, as this bench has run since it was written: its figures stay comparable.
const LAUNCH = {
  ...CHROMIUM_LAUNCH_OPTIONS,
  args: CHROMIUM_LAUNCH_OPTIONS.args.filter((arg) => arg !== "--disable-gpu"),
};

/** One file read on the bill import page, in its Web Worker (lib/bill/worker.ts as the page starts it). */
export interface BrowserRead {
  seconds: number;
  /** A memory run: the worker collected its garbage before every 5th sample (its time is not counted). */
  live: boolean;
  /** The worker's JS heap (V8's Runtime.getHeapUsage), sampled every 50 ms while it reads; in a memory run, right after each collection. */
  workerHeapPeakMb: number | null;
  workerHeapTotalPeakMb: number | null;
  /** The page's own JS heap (Performance.getMetrics JSHeapUsedSize), sampled alike. */
  pageHeapPeakMb: number;
  samples: number;
}

type Heap = { used: number; total: number };

/**
 * The worker's heap through the DevTools protocol: Chromium gives a dedicated worker its own target,
 * reached here by a non-flattened session on the page's CDP connection (Playwright keeps the
 * flattened ones for itself). `collectFirst` makes the worker collect its garbage before the reading.
 */
async function workerHeap(cdp: CDPSession, url: string): Promise<(collectFirst: boolean) => Promise<Heap | null>> {
  const { targetInfos } = await cdp.send("Target.getTargets");
  const target = targetInfos.find((t) => t.type === "worker" && t.url === url);
  if (!target) return async () => null;
  const { sessionId } = await cdp.send("Target.attachToTarget", { targetId: target.targetId, flatten: false });
  let id = 0;
  type Answer = { usedSize: number; totalSize: number } | null;
  const waiting = new Map<number, (result: Answer) => void>();
  cdp.on("Target.receivedMessageFromTarget", (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: Answer };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result ?? null);
  });
  const send = (method: string) =>
    new Promise<Answer>((resolve) => {
      const ask = ++id;
      waiting.set(ask, (result) => {
        waiting.delete(ask);
        resolve(result);
      });
      // The worker ends when it is done: a question it never answers must not hang the bench.
      setTimeout(() => waiting.get(ask)?.(null), 2000);
      cdp
        .send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id: ask, method }) })
        .catch(() => waiting.get(ask)?.(null));
    });
  return async (collectFirst) => {
    if (collectFirst) await send("HeapProfiler.collectGarbage");
    const result = await send("Runtime.getHeapUsage");
    return result && { used: result.usedSize, total: result.totalSize };
  };
}

/**
 * One read. With `live`, every 5th sample (about every quarter second) first makes the worker and
 * the page collect their garbage, so that its peak is of live data: a slower run for memory, apart from the timed ones.
 */
async function readOnce(page: Page, url: string, file: FileToRead, live: boolean): Promise<BrowserRead> {
  await page.goto(`${url}/imports/focus`, { waitUntil: "networkidle" });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const pageHeap = async (collectFirst: boolean) => {
    if (collectFirst) await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
  };
  let pagePeak = await pageHeap(live);
  let workerPeak: number | null = null;
  let workerTotalPeak: number | null = null;
  let samples = 0;
  let sampling = true;
  const workerStarted = page.waitForEvent("worker");
  const started = performance.now();
  await page.getByLabel("FOCUS file").setInputFiles(file.path);
  const worker = await workerStarted;
  const heap = await workerHeap(cdp, worker.url());
  const sampler = (async () => {
    while (sampling) {
      const collected = live && samples % 5 === 4;
      const [w, p] = await Promise.all([heap(collected), pageHeap(collected)]);
      // In a memory run only the readings right after a collection count: they are live data.
      if (w && (collected || !live)) {
        workerPeak = Math.max(workerPeak ?? 0, w.used);
        workerTotalPeak = Math.max(workerTotalPeak ?? 0, w.total);
      }
      if (collected || !live) pagePeak = Math.max(pagePeak, p);
      samples++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await page.getByRole("heading", { name: file.name }).waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  // The same bill as in process: its GPU-hours are on the page.
  await page.getByText(file.expectText).first().waitFor({ timeout: 5_000 });
  await cdp.detach();
  const mb = (bytes: number | null) => (bytes === null ? null : bytes / 1024 / 1024);
  return {
    seconds,
    live,
    workerHeapPeakMb: mb(workerPeak),
    workerHeapTotalPeakMb: mb(workerTotalPeak),
    pageHeapPeakMb: mb(pagePeak)!,
    samples,
  };
}

export interface FileToRead {
  path: string;
  /** The heading the page shows once the bill is read. */
  name: string;
  /** Text the page must show for the read to count (the in-process result's GPU-hours). */
  expectText: string;
}

/**
 * Each file read `runs` times on the real import page of the built app (`server`), in Chromium, timed
 * from choosing the file to the bill's heading on the page; then once more as a memory run (`live`).
 */
export async function readInChromium(server: AppProcess, files: FileToRead[], runs: number): Promise<BrowserRead[][]> {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { cookie: server.cookie },
    });
    const results: BrowserRead[][] = [];
    for (const file of files) {
      const reads: BrowserRead[] = [];
      for (let run = 0; run <= runs; run++) reads.push(await readOnce(page, server.url, file, run === runs));
      results.push(reads);
    }
    return results;
  } finally {
    await browser.close();
  }
}
