import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readFocusStream } from "@/lib/bill/stream";
import { BillRefused } from "@/lib/bill/types";
import { billRow, hostileFiles, validBill } from "../lib/focus-files";
import type { SectionResult } from "./measure";

// BILL_FUZZ_FILES: seeded malformed bills (default small: two cores are shared); BILL_FUZZ_SCALE:
// the size of issue 32's big files (1 = as reported); BILL_FUZZ_SEED repeats a run.
const FILES = Number(process.env.BILL_FUZZ_FILES ?? 200);
const SCALE = Number(process.env.BILL_FUZZ_SCALE ?? 0.1);
const SEED = Number(process.env.BILL_FUZZ_SEED ?? Date.now() % 2 ** 31);
const root = path.join(import.meta.dirname, "../..");

/** A small seeded generator (mulberry32), so that a run can be repeated. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD = [
  "0000-01-01",
  "1999-12-31T23:59:59Z",
  "2100-01-01T00:00:01Z",
  "9999-12-31",
  "2026-02-30",
  "2026-13-01",
  "",
  "x",
];
const NUMBERS = [
  "1e400",
  "-1e400",
  "NaN",
  "Infinity",
  "0x10",
  "1e",
  " ".repeat(50_000) + "x",
  "9".repeat(400),
  "1,5",
  "$3",
];

/** A valid bill with one to three mutations: cut anywhere, a quote, an odd date or number, a huge cell, gzip or broken gzip. */
function malformed(next: () => number): Uint8Array {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  let text = validBill(2_000 + Math.floor(next() * 20_000)).text;
  for (let m = 0; m < 1 + Math.floor(next() * 3); m++) {
    const at = Math.floor(next() * text.length);
    const kind = Math.floor(next() * 6);
    if (kind === 0) text = text.slice(0, at);
    else if (kind === 1) text = `${text.slice(0, at)}"${text.slice(at)}`;
    else if (kind === 2) text = text.replace(/2026-03-01T0\dZ?[^,]*/, pick(ODD));
    else if (kind === 3) text = text.replace(/,30,30,30,/, `,${pick(NUMBERS)},30,30,`);
    else if (kind === 4) text = `${text.slice(0, at)}${"y".repeat(Math.floor(next() * 2_000_000))}${text.slice(at)}`;
    else text += billRow(Math.floor(next() * 1000), Math.floor(next() * 30_000));
  }
  const bytes = new TextEncoder().encode(text);
  const form = next();
  if (form < 0.2) return gzipSync(bytes);
  if (form < 0.25) return gzipSync(bytes).subarray(0, Math.floor(bytes.length / 3));
  return bytes;
}

interface Outcome {
  name: string;
  answer: "read" | "refused" | "FINDING";
  cpuMs: number;
  message: string;
}

async function inProcess(name: string, body: Uint8Array): Promise<Outcome> {
  const cpu = process.cpuUsage();
  let answer: Outcome["answer"] = "read";
  let message = "";
  try {
    await readFocusStream(new Blob([new Uint8Array(body)]).stream() as ReadableStream<Uint8Array<ArrayBuffer>>);
  } catch (error) {
    answer = error instanceof BillRefused ? "refused" : "FINDING";
    message = (error as Error).message.slice(0, 120);
  }
  const { user, system } = process.cpuUsage(cpu);
  return { name, answer, cpuMs: (user + system) / 1000, message };
}

/** The CLI on a file: its exit code (2 = refused) and the CPU of the whole process, Node's start-up included. */
function cli(file: string): { status: number | null; cpuMs: number } {
  const run = spawnSync(
    "/usr/bin/time",
    ["-f", "%U %S", process.execPath, "--import", "tsx", "scripts/bill.ts", file],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  const [user, system] = run.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  return { status: run.status, cpuMs: ((user ?? NaN) + (system ?? NaN)) * 1000 };
}

/** Issue 32's files and seeded malformed bills through the reader every door shares, and the CLI. */
export async function runBillFuzzBench(): Promise<SectionResult> {
  const next = random(SEED);
  const hostile = hostileFiles(SCALE);
  const outcomes: Outcome[] = [];
  for (const h of hostile) outcomes.push(await inProcess(h.name, h.body));
  for (let i = 0; i < FILES; i++) outcomes.push(await inProcess(`malformed #${i}`, malformed(next)));
  const dir = mkdtempSync(path.join(tmpdir(), "bill-fuzz-"));
  const baseline = cli("--help").cpuMs;
  const cliRuns = hostile.map((h) => {
    const file = path.join(dir, h.gzip ? "f.csv.gz" : "f.csv");
    writeFileSync(file, h.body);
    return { name: h.name, ...cli(file) };
  });
  rmSync(dir, { recursive: true, force: true });
  const count = (answer: Outcome["answer"]) => outcomes.filter((o) => o.answer === answer).length;
  const maxCpu = Math.max(...outcomes.map((o) => o.cpuMs));
  const lines = [
    `seed ${SEED}, ${FILES} malformed bills, issue 32's files at scale ${SCALE}`,
    ...outcomes
      .slice(0, hostile.length)
      .map((o) => `${o.name.padEnd(42)} ${o.cpuMs.toFixed(0).padStart(5)} ms  ${o.message}`),
    `in process: ${count("read")} read, ${count("refused")} refused, ${count("FINDING")} other errors; most CPU ${maxCpu.toFixed(0)} ms`,
    `CLI (start-up alone ${baseline.toFixed(0)} ms of CPU):`,
    ...cliRuns.map((r) => `${r.name.padEnd(42)} exit ${r.status}  ${r.cpuMs.toFixed(0).padStart(5)} ms`),
  ];
  return {
    text: lines.join("\n"),
    report: { seed: SEED, files: FILES, scale: SCALE, outcomes, cli: { baselineCpuMs: baseline, runs: cliRuns } },
  };
}
