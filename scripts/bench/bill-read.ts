/**
 * One FOCUS file summarized in a process of its own, so that each file size's peak memory is its
 * own (scripts/bench/bill.ts runs this once per size and run). Prints one line of JSON.
 *
 *   node --expose-gc --import tsx scripts/bench/bill-read.ts FILE
 */
import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { readFocusStream } from "@/lib/bill/stream";

const file = process.argv[2];
if (!file) throw new Error("Usage: bill-read.ts FILE");
const size = statSync(file).size;
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sample = () => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
};
// BILL_LIVE=1: a full collection every 500 ms, and the heap read right after it is live data, not
// garbage the collector has not reached yet (a slower run, for memory only).
const live = process.env.BILL_LIVE === "1";
let ticks = 0;
let peakLiveHeap = before.heapUsed;
const timer = setInterval(() => {
  if (live && ++ticks % 25 === 0) {
    global.gc?.();
    peakLiveHeap = Math.max(peakLiveHeap, process.memoryUsage().heapUsed);
  }
  sample();
}, 20);
const started = performance.now();
const cpuBefore = process.cpuUsage();
const bill = await readFocusStream(
  Readable.toWeb(createReadStream(file, { highWaterMark: 1024 * 1024 })) as ReadableStream<Uint8Array<ArrayBuffer>>,
  { onProgress: live ? undefined : sample },
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
// CPU time (all of this process's threads, the GC's included) tells the reader's cost apart from a busy machine's waits.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
clearInterval(timer);
const mb = (bytes: number) => bytes / 1024 / 1024;
process.stdout.write(
  JSON.stringify({
    mb: mb(size),
    seconds,
    mbPerSecond: mb(size) / seconds,
    cpuSeconds,
    mbPerCpuSecond: mb(size) / cpuSeconds,
    rssBeforeMb: mb(before.rss),
    peakRssMb: mb(peakRss),
    heapBeforeMb: mb(before.heapUsed),
    peakHeapMb: mb(peakHeap),
    // Right after each of the memory run's collections (the heap at rest when not a memory run).
    peakLiveHeapMb: mb(peakLiveHeap),
    rows: bill.rows.read,
    gpuRows: bill.rows.gpu,
    gpuHours: bill.gpu.gpuHours,
    peakGpus: bill.gpu.peakGpus,
  }) + "\n",
);
