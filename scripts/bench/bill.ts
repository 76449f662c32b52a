import { createReadStream, createWriteStream, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { readFocusStream } from "@/lib/bill/stream";
import type { BudgetRow, SectionResult } from "./measure";

// BILL_BENCH_MB sizes the file, to check that peak memory stays flat in its size.
const TARGET_BYTES = Number(process.env.BILL_BENCH_MB ?? 100) * 1024 * 1024;
const HEADER =
  "BillingAccountId,ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ChargeDescription,ServiceCategory,ServiceName,BillingCurrency,BilledCost,EffectiveCost,ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit,PricingQuantity,PricingUnit,ResourceId,SkuId,x_Region\n";
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

/** A 100 MB FOCUS file of hourly rows over March 2026, GPU, CPU, storage and network, written to disk. */
async function writeSynthetic(file: string): Promise<number> {
  const out = createWriteStream(file);
  let bytes = 0;
  const write = (text: string) => {
    bytes += Buffer.byteLength(text);
    return out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  await write(HEADER);
  for (let i = 0; bytes < TARGET_BYTES; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const hour = Math.floor(i / 40) % (31 * 24);
    const start = new Date(Date.UTC(2026, 2, 1) + hour * 3_600_000).toISOString();
    const end = new Date(Date.UTC(2026, 2, 1) + (hour + 1) * 3_600_000).toISOString();
    const unit = kind.service === "Compute" ? "Hours" : "GB";
    await write(
      `123456789012,${start},${end},Usage,"${kind.description.replaceAll('"', '""')}",${kind.service},Amazon EC2,USD,${kind.paid},${kind.paid},${kind.list},${kind.pricing},1,${unit},1,${unit},arn:aws:ec2:us-east-1:123456789012:instance/i-${i.toString(16).padStart(12, "0")},SKU${i % 97},us-east-1\n`,
    );
  }
  out.end();
  await finished(out);
  return bytes;
}

/** Issue 25: a 100 MB synthetic FOCUS file summarized in process: throughput and peak memory. */
export async function runBillBench(): Promise<SectionResult> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bill-bench-")), "focus-100mb.csv");
  await writeSynthetic(file);
  const size = statSync(file).size;
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const timer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const bill = await readFocusStream(
    Readable.toWeb(createReadStream(file, { highWaterMark: 1024 * 1024 })) as ReadableStream<Uint8Array<ArrayBuffer>>,
    {
      onProgress: () => (peakRss = Math.max(peakRss, process.memoryUsage().rss)),
    },
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  const mbPerSecond = size / 1024 / 1024 / seconds;
  const peakMb = peakRss / 1024 / 1024;
  const budgets: BudgetRow[] = [
    {
      figure: `FOCUS summary in process (${Math.round(size / 1024 / 1024)} MB)`,
      measured: `${mbPerSecond.toFixed(1)} MB/s`,
      budget: "≥ 20 MB/s",
      met: mbPerSecond >= 20,
    },
  ];
  return {
    text: [
      `file: ${(size / 1024 / 1024).toFixed(1)} MB, ${bill.rows.read.toLocaleString("en-US")} rows, ${bill.rows.gpu.toLocaleString("en-US")} GPU rows`,
      `time: ${seconds.toFixed(2)} s, ${mbPerSecond.toFixed(1)} MB/s`,
      `RSS: ${(rssBefore / 1024 / 1024).toFixed(0)} MB before, ${peakMb.toFixed(0)} MB peak (file ${(size / 1024 / 1024).toFixed(0)} MB)`,
      `GPU: ${bill.gpu.gpuHours.toLocaleString("en-US")} GPU-hours, peak ${bill.gpu.peakGpus} GPUs`,
    ].join("\n"),
    report: {
      bytes: size,
      rows: bill.rows.read,
      seconds,
      mbPerSecond,
      rssBeforeMb: rssBefore / 1024 / 1024,
      peakRssMb: peakMb,
    },
    budgets,
  };
}
