import ExcelJS from "exceljs";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import { profileGpuHoursPerDay } from "@/lib/tco/profile-utilization";
import type { DemandLevel, Scenario } from "@/lib/tco/types";
import { zeroScenario } from "@/lib/tco/zero-scenario";
import { getPath } from "@/lib/object-path";
import { comparisonWorkbook } from "../compare-xlsx";
import { scenarioWorkbook } from "../xlsx";
import { inputCellValue, inputFields } from "./inputs-sheet";
import { inputName, OUTPUT_PATHS, outputName } from "./names";
import { namedCell, readName, recalculate } from "../../../scripts/test-support/recalc";

// Issue 35: a profiled scenario's workbook computes the profile, level by level, as formulas of
// named level ranges; LibreOffice recalculates it (and a changed level, price or split) to the
// engine's figures.

const CHECK5: DemandLevel[] = [
  { gpus: 100, hoursPerWeek: 33.6 },
  { gpus: 40, hoursPerWeek: 134.4 },
];

function profiled(s: Scenario, profile: DemandLevel[]): Scenario {
  return {
    ...s,
    workload: { ...s.workload, profile, gpuHoursPerDay: profileGpuHoursPerDay(profile, s.workload.gpus) },
  };
}

// Worked check 5: cover the base, rent the peaks; the right-sizing's best split, 76 / 24.
function check5(): Scenario {
  const s = zeroScenario();
  return profiled(
    {
      ...s,
      name: "Base and peaks",
      horizonYears: 3,
      assumptions: { ...s.assumptions, hoursPerMonth: 730, discountRatePct: 0 },
      workload: { ...s.workload, gpus: 100 },
      onPrem: { ...s.onPrem, capex: { ...s.onPrem.capex, compute: 2_500_000 } },
      cloud: { ...s.cloud, pricePerGpuHour: 2.5 },
      hybrid: { ...s.hybrid, onPremPct: 76, cloudPct: 24, edgePct: 0 },
    },
    CHECK5,
  );
}

// 24 uneven levels, as a bill's import makes them, fractional GPUs included.
const BILL: DemandLevel[] = Array.from({ length: 24 }, (_, k) => ({
  gpus: Math.round((130 - 4.7 * k + 9 * Math.sin(k)) * 100) / 100,
  hoursPerWeek: 7,
}));

const base = check5();
const cases: { name: string; scenario: Scenario }[] = [
  { name: "check5", scenario: base },
  {
    // Growth past capacity (overflow), an edge, a throughput ratio and price change.
    name: "growth-edge",
    scenario: {
      ...base,
      horizonYears: 4,
      assumptions: { ...base.assumptions, discountRatePct: 8, opexInflationPct: 3 },
      workload: { ...base.workload, growthPctPerYear: 25, unitsPerGpuHour: { onPrem: 30, cloud: 24 } },
      onPrem: {
        ...base.onPrem,
        opex: {
          ...base.onPrem.opex,
          variableCostPerGpuHour: 0.12,
          staff: { fte: 1, costPerFte: 150_000 },
          power: { activeWattsPerGpu: 700, idleWattsPerGpu: 90, pue: 1.3, pricePerKwh: 0.11 },
        },
      },
      cloud: { ...base.cloud, priceChangePctPerYear: -8, overheadPct: 10, supportPct: 5, otherMonthly: 2_000 },
      hybrid: { onPremPct: 55, cloudPct: 35, edgePct: 10, coreHoursPerDay: 20, edgeCostPerGpuHour: 1.1 },
    },
  },
  {
    // Reserved billing: the cloud reserves gpus, the burst the GPUs the core does not cover, and
    // a peak above the fleet bills the hours above them; a bill-like profile of 24 levels, taxed.
    name: "reserved-bill",
    scenario: profiled(
      {
        ...base,
        horizonYears: 5,
        workload: { ...base.workload, gpus: 120, growthPctPerYear: 10 },
        cloud: { ...base.cloud, billing: "reserved", discountPct: 30, storageTb: 200, storagePricePerTbMonth: 20 },
        hybrid: { onPremPct: 63.5, cloudPct: 30, edgePct: 6.5, coreHoursPerDay: 20, edgeCostPerGpuHour: 2 },
        transition: { migrationCost: 100_000, dualRunMonths: 2 },
        tax: { ratePct: 21, depreciation: "macrs-5" },
      },
      BILL,
    ),
  },
  {
    name: "reserved-peaks-above-fleet",
    scenario: {
      ...base,
      workload: { ...base.workload, gpus: 90, gpuHoursPerDay: profileGpuHoursPerDay(CHECK5, 90) },
      cloud: { ...base.cloud, billing: "reserved" },
      hybrid: { ...base.hybrid, onPremPct: 100, cloudPct: 0 },
    },
  },
];

async function load(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return book;
}

function rangeCells(book: ExcelJS.Workbook, name: string): ExcelJS.Cell[] {
  const ranges = (book.definedNames as unknown as { getRanges(n: string): { ranges: string[] } }).getRanges(
    name,
  ).ranges;
  const [sheetName, address] = (ranges[0] ?? "").split("!");
  const [from, to] = (address ?? "").replaceAll("$", "").split(":");
  const sheet = book.getWorksheet(sheetName ?? "");
  if (!sheet || !from || !to) throw new Error(`no range ${name}`);
  const [col, top, bottom] = [from.replace(/\d+/, ""), Number(from.replace(/\D+/, "")), Number(to.replace(/\D+/, ""))];
  return Array.from({ length: bottom - top + 1 }, (_, k) => sheet.getCell(`${col}${top + k}`));
}

// Every named output against the engine: money to the cent, break-even to 1e-6 months, ROI and IRR
// to 1e-5, the recommendation exactly.
function disagreements(book: ExcelJS.Workbook, scenario: Scenario, label: string, suffix = ""): string[] {
  const result = computeTco(scenario, { sensitivity: false });
  const wrong: string[] = [];
  for (const path of OUTPUT_PATHS) {
    const actual = readName(book, `${outputName(path)}${suffix}`);
    const own = scenario.tax ? path : path.replace("afterTax.", "");
    const want = own.startsWith("financing.") && !result.financing ? 0 : getPath(result, own);
    let ok: boolean;
    if (path === "recommendation") ok = actual === want;
    else if (want === null) ok = typeof actual === "string";
    else if (typeof actual !== "number") ok = false;
    else if (path === "roiPct" || path === "irrPct") ok = Math.abs(actual - (want as number) / 100) <= 1e-5;
    else if (path.endsWith("reakEvenMonth")) ok = Math.abs(actual - (want as number)) <= 1e-6;
    else ok = Math.abs(actual - (want as number)) <= 0.01;
    if (!ok) wrong.push(`${label} ${path}: workbook ${String(actual)}, engine ${String(want)}`);
  }
  return wrong;
}

interface Change {
  name: string;
  from: Scenario;
  to: Scenario;
  /** Writes the change into the exported file, as a reader would type it. */
  type: (book: ExcelJS.Workbook) => void;
}

const withLevel = (s: Scenario, k: number, gpus: number): Scenario => {
  const profile = s.workload.profile!.map((l, j) => (j === k ? { ...l, gpus } : l));
  return profiled(s, profile);
};

const changes: Change[] = [
  {
    // The peak level drops from 100 to 70 GPUs: demand, the busy hours a day and the core follow.
    name: "check5-level",
    from: base,
    to: withLevel(base, 0, 70),
    type: (book) => void (rangeCells(book, "in_workload_profile_gpus")[0]!.value = 70),
  },
  {
    name: "check5-hours",
    from: base,
    to: profiled(base, [
      { gpus: 100, hoursPerWeek: 50 },
      { gpus: 40, hoursPerWeek: 118 },
    ]),
    type: (book) => {
      const hours = rangeCells(book, "in_workload_profile_hoursPerWeek");
      hours[0]!.value = 50;
      hours[1]!.value = 118;
    },
  },
  {
    name: "check5-price",
    from: base,
    to: { ...base, cloud: { ...base.cloud, pricePerGpuHour: 1.9 } },
    type: (book) => void (namedCell(book, inputName("cloud.pricePerGpuHour")).value = 1.9),
  },
  {
    // Worked check 5's p = 70: 37 core GPUs.
    name: "check5-split",
    from: base,
    to: { ...base, hybrid: { ...base.hybrid, onPremPct: 70, cloudPct: 30 } },
    type: (book) => {
      namedCell(book, inputName("hybrid.onPremPct")).value = 0.7;
      namedCell(book, inputName("hybrid.cloudPct")).value = 0.3;
    },
  },
  {
    name: "reserved-bill-level-and-split",
    from: cases[2]!.scenario,
    to: {
      ...withLevel(cases[2]!.scenario, 5, 150.25),
      hybrid: { ...cases[2]!.scenario.hybrid, onPremPct: 40, cloudPct: 53.5 },
    },
    type: (book) => {
      rangeCells(book, "in_workload_profile_gpus")[5]!.value = 150.25;
      namedCell(book, inputName("hybrid.onPremPct")).value = 0.4;
      namedCell(book, inputName("hybrid.cloudPct")).value = 0.535;
    },
  },
];

describe("a profiled scenario's live workbook", () => {
  test("levels are named input ranges, one cell per level; busy hours a day are their formula", async () => {
    const book = await load(await scenarioWorkbook(base, computeTco(base)));
    expect(rangeCells(book, "in_workload_profile_gpus").map((c) => c.value)).toEqual([100, 40]);
    expect(rangeCells(book, "in_workload_profile_hoursPerWeek").map((c) => c.value)).toEqual([33.6, 134.4]);
    const hours = namedCell(book, inputName("workload.gpuHoursPerDay"));
    expect(hours.type).toBe(ExcelJS.ValueType.Formula);
    expect(hours.formula).toContain("SUMPRODUCT(in_workload_profile_gpus,in_workload_profile_hoursPerWeek)");
    expect(book.getWorksheet("Profile workings")).toBeDefined();
  });

  test("LibreOffice recalculates exported and changed profiles to the engine's figures", async () => {
    const exported = await Promise.all(
      cases.map(async (c) => ({ name: c.name, bytes: await scenarioWorkbook(c.scenario, computeTco(c.scenario)) })),
    );
    const typed = await Promise.all(
      changes.map(async (c) => {
        const book = await load(await scenarioWorkbook(c.from, computeTco(c.from)));
        c.type(book);
        return { name: c.name, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
      }),
    );
    const comparison = {
      name: "comparison",
      bytes: await comparisonWorkbook(
        [cases[3]!.scenario, cases[0]!.scenario, cases[2]!.scenario].map((scenario) => ({
          scenario,
          result: computeTco(scenario),
        })),
      ),
    };
    const books = await recalculate([...exported, ...typed, comparison]);
    const wrong = [
      ...cases.flatMap((c, k) => disagreements(books[k]!.book, c.scenario, c.name)),
      ...changes.flatMap((c, k) => disagreements(books[cases.length + k]!.book, c.to, c.name)),
      ...[cases[3]!, cases[0]!, cases[2]!].flatMap((c, k) =>
        disagreements(books.at(-1)!.book, c.scenario, `comparison ${c.name}`, `_${k + 1}`),
      ),
    ];
    expect(wrong).toEqual([]);
    // Worked check 5: 40 core GPUs, the hybrid $1,788,400; its p = 70 needs 37 GPUs, $1,910,500.
    expect(readName(books[0]!.book, "h_pK")).toBe(40);
    expect(readName(books[0]!.book, "out_totals_hybrid")).toBeCloseTo(1_788_400, 2);
    expect(readName(books[cases.length + 3]!.book, "h_pK")).toBe(37);
    expect(readName(books[cases.length + 3]!.book, "out_totals_hybrid")).toBeCloseTo(1_910_500, 2);
  }, 600_000);
});

// Keeps inputCellValue and inputFields in this file's imports honest: every input but the
// profile's own has a named cell in a profiled workbook too.
test("a profiled workbook names every input", async () => {
  const book = await load(await scenarioWorkbook(base, computeTco(base)));
  for (const field of inputFields()) {
    expect(() => namedCell(book, inputName(field.path)), field.path).not.toThrow();
    if (field.path !== "workload.gpuHoursPerDay" && typeof inputCellValue(base, field) === "number")
      expect(namedCell(book, inputName(field.path)).value).toBe(inputCellValue(base, field));
  }
});
