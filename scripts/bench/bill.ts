import { execFileSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { startApp } from "../lib/app-process";
import { readInChromium, type BrowserRead } from "./bill-browser";
import type { BudgetRow, SectionResult } from "./measure";

// BILL_BENCH_SIZES: the file sizes in MB (peak memory must not grow with them); BILL_BENCH_RUNS: reads
// of each; BILL_BENCH_BROWSER=0 skips Chromium (which needs the app built and served).
const SIZES = (process.env.BILL_BENCH_SIZES ?? "25,50,100").split(",").map(Number);
const RUNS = Number(process.env.BILL_BENCH_RUNS ?? 3);
const BROWSER = process.env.BILL_BENCH_BROWSER !== "0";
const HEADER =
  "BillingAccountId,ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ChargeDescription,ServiceCategory," +
  "ServiceName,BillingCurrency,BilledCost,EffectiveCost,ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit," +
  "PricingQuantity,PricingUnit,ResourceId,SkuId,x_Region\n";
const KINDS = [
  {
    description: "$98.32 per On Demand Linux p5.48xlarge Instance Hour",
    service: "Compute",
    list: 98.32,
    paid: 65.5,
    pricing: "Committed",
  },
  {
    description: "$32.77 per On Demand Linux p4d.24xlarge Instance Hour",
    service: "Compute",
    list: 32.77,
    paid: 32.77,
    pricing: "Standard",
  },
  {
    description: "$0.096 per On Demand Linux m5.large Instance Hour",
    service: "Compute",
    list: 0.096,
    paid: 0.096,
    pricing: "Standard",
  },
  {
    description: '$0.023 per GB-Month of storage, "Standard" class',
    service: "Storage",
    list: 0.5,
    paid: 0.5,
    pricing: "Standard",
  },
  { description: "$0.09 per GB data transfer out", service: "Networking", list: 0.09, paid: 0.09, pricing: "Standard" },
];

/** A FOCUS file of hourly rows over March 2026, GPU, CPU, storage and network, written to disk. */
async function writeSynthetic(file: string, targetBytes: number): Promise<number> {
  const out = createWriteStream(file);
  let bytes = 0;
  const write = (text: string) => {
    bytes += Buffer.byteLength(text);
    return out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  await write(HEADER);
  for (let i = 0; bytes < targetBytes; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const hour = Math.floor(i / 40) % (31 * 24);
    const start = new Date(Date.UTC(2026, 2, 1) + hour * 3_600_000).toISOString();
    const end = new Date(Date.UTC(2026, 2, 1) + (hour + 1) * 3_600_000).toISOString();
    const unit = kind.service === "Compute" ? "Hours" : "GB";
    await write(
      `123456789012,${start},${end},Usage,"${kind.description.replaceAll('"', '""')}",${kind.service},Amazon ` +
        `EC2,USD,${kind.paid},${kind.paid},${kind.list},${kind.pricing},1,${unit},1,${unit},` +
        `arn:aws:ec2:us-east-1:123456789012:instance/i-${i.toString(16).padStart(12, "0")},SKU${i % 97},us-east-1\n`,
    );
  }
  out.end();
  await finished(out);
  return bytes;
}

interface InProcessRead {
  mb: number;
  seconds: number;
  mbPerSecond: number;
  cpuSeconds: number;
  mbPerCpuSecond: number;
  rssBeforeMb: number;
  peakRssMb: number;
  heapBeforeMb: number;
  peakHeapMb: number;
  peakLiveHeapMb: number;
  rows: number;
  gpuRows: number;
  gpuHours: number;
  peakGpus: number;
}

/** In a process of its own for each read, so that a size's peak memory is not the previous one's. */
function readInProcess(file: string, live: boolean): InProcessRead {
  const out = execFileSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", path.join(import.meta.dirname, "bill-read.ts"), file],
    { encoding: "utf8", maxBuffer: 1024 * 1024, env: { ...process.env, BILL_LIVE: live ? "1" : "0" } },
  );
  return JSON.parse(out) as InProcessRead;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const max = (values: (number | null)[]) => Math.max(...values.map((v) => v ?? 0));
const f1 = (n: number) => n.toFixed(1);

/**
 * Issue 25: synthetic FOCUS files of 25, 50 and 100 MB summarized in process (a Node process of
 * their own) and in Chromium's worker on the real import page: MB/s and peak memory for each size.
 */
export async function runBillBench(): Promise<SectionResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "bill-bench-"));
  try {
    const files: { mb: number; path: string; bytes: number }[] = [];
    for (const mb of SIZES) {
      const file = path.join(dir, `focus-${mb}mb.csv`);
      files.push({ mb, path: file, bytes: await writeSynthetic(file, mb * 1024 * 1024) });
    }
    // RUNS timed reads, then one memory run that collects garbage every 500 ms (its peak is of live data).
    const inProcess = files.map((file) =>
      Array.from({ length: RUNS + 1 }, (_, run) => readInProcess(file.path, run === RUNS)),
    );
    let browser: BrowserRead[][] | null = null;
    if (BROWSER) {
      const server = await startApp();
      try {
        browser = await readInChromium(
          server,
          files.map((file, i) => ({
            path: file.path,
            name: path.basename(file.path),
            expectText: `${inProcess[i]![0]!.gpuHours.toLocaleString("en-US")} GPU-hours`,
          })),
          RUNS,
        );
      } finally {
        await server.stop();
      }
    }
    const lines: string[] = [];
    const budgets: BudgetRow[] = [];
    files.forEach((file, i) => {
      const timed = inProcess[i]!.slice(0, RUNS);
      const live = inProcess[i]![RUNS]!;
      const first = timed[0]!;
      const label = `${f1(file.bytes / 1024 / 1024)} MB, ${first.rows.toLocaleString("en-US")} rows`;
      lines.push(
        `${label}: in process ${timed.map((r) => f1(r.mbPerSecond)).join(", ")} MB/s ` +
          `(${timed.map((r) => f1(r.mbPerCpuSecond)).join(", ")} MB per CPU-second); ` +
          `peak RSS ${f1(max(timed.map((r) => r.peakRssMb)))} MB (at rest ${f1(first.rssBeforeMb)}), ` +
          `peak JS heap ${f1(max(timed.map((r) => r.peakHeapMb)))} MB; live JS heap peak ${f1(live.peakLiveHeapMb)} MB ` +
          `(at rest ${f1(first.heapBeforeMb)})`,
      );
      const web = browser?.[i];
      if (web) {
        const webTimed = web.filter((r) => !r.live);
        const webLive = web.find((r) => r.live);
        lines.push(
          `${" ".repeat(label.length)}  Chromium worker ` +
            `${webTimed.map((r) => f1(file.bytes / 1024 / 1024 / r.seconds)).join(", ")} MB/s; ` +
            `worker JS heap peak ${f1(max(webTimed.map((r) => r.workerHeapPeakMb)))} MB used, ` +
            `${f1(max(webTimed.map((r) => r.workerHeapTotalPeakMb)))} MB allocated; ` +
            `page JS heap peak ${f1(max(webTimed.map((r) => r.pageHeapPeakMb)))} MB; live: worker ` +
            `${webLive?.workerHeapPeakMb == null ? "not read" : `${f1(webLive.workerHeapPeakMb)} MB`}, ` +
            `page ${webLive ? `${f1(webLive.pageHeapPeakMb)} MB` : "not read"}`,
        );
      }
    });
    const last = files.length - 1;
    const nodeBest = median(inProcess[last]!.slice(0, RUNS).map((r) => r.mbPerSecond));
    budgets.push({
      figure: `FOCUS summary in process (${SIZES[last]} MB, median of ${RUNS})`,
      measured: `${f1(nodeBest)} MB/s`,
      budget: "≥ 20 MB/s",
      met: nodeBest >= 20,
    });
    if (browser) {
      const webBest = median(
        browser[last]!.filter((r) => !r.live).map((r) => files[last]!.bytes / 1024 / 1024 / r.seconds),
      );
      budgets.push({
        figure: `FOCUS summary in Chromium's worker (${SIZES[last]} MB, median of ${RUNS})`,
        measured: `${f1(webBest)} MB/s`,
        budget: "≥ 20 MB/s",
        met: webBest >= 20,
      });
    }
    return {
      text: [
        ...lines,
        `GPU: ${inProcess[last]![0]!.gpuHours.toLocaleString("en-US")} GPU-hours, peak ${inProcess[last]![0]!.peakGpus} GPUs`,
      ].join("\n"),
      report: { files, inProcess, browser },
      budgets,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
