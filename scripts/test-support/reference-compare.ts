import fc from "fast-check";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { financed, validScenario } from "./tco";
import {
  referenceRightSizing,
  type ReferenceReadings,
  type ReferenceResult,
  type ReferenceScenario,
} from "./reference-model";

// How the agreement tests (lib/tco/agreement.test.ts) compare the engine's result with the reference
// reading's: each figure by its path, money to a relative 1e-9 or a cent.

/** Differences found, each named by its path; a property holds when the list is empty. */
class Mismatches {
  readonly found: string[] = [];
  constructor(private readonly scale: number) {}

  /** Money: a relative 1e-9 of the larger of the two (or of the scenario's scale, for a difference) or a cent. */
  money(path: string, actual: number | undefined, expected: number, scale = 0): void {
    const tolerance = Math.max(
      1e-9 * Math.max(Math.abs(expected), Math.abs(actual ?? 0), scale),
      1e-12 * this.scale,
      0.01,
    );
    if (actual === undefined || !(Math.abs(actual - expected) <= tolerance)) {
      this.found.push(`${path}: engine ${actual}, contract ${expected}`);
    }
  }

  /** A figure that is null in some scenarios. */
  nullable(path: string, actual: number | null | undefined, expected: number | null, tolerance: number): void {
    const same =
      actual === expected ||
      (actual != null &&
        expected !== null &&
        Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected)));
    if (!same) this.found.push(`${path}: engine ${actual}, contract ${expected}`);
  }

  same(path: string, actual: unknown, expected: unknown): void {
    if (actual !== expected) this.found.push(`${path}: engine ${String(actual)}, contract ${String(expected)}`);
  }
}

/** The largest money figure of the reading: what "a relative 1e-9" of a difference is taken of. */
function moneyScale(ref: ReferenceResult): number {
  const lines = [
    ...Object.values(ref.totals),
    ...Object.values(ref.breakdown.cloud),
    ...Object.values(ref.breakdown.onPrem).map(Math.abs),
    ...Object.values(ref.breakdown.hybrid).map(Math.abs),
  ];
  return Math.max(1, ...lines);
}

/** Month-end cumulative D of `mine` against `theirs`, to tell a fragile break-even (D within noise of 0). */
function fragileBreakEven(mine: number[], theirs: number[], noise: number): boolean {
  let d = 0;
  return mine.some((cost, m) => {
    d += cost - theirs[m]!;
    return Math.abs(d) <= noise;
  });
}

function breakEven(
  out: Mismatches,
  path: string,
  actual: number | null,
  expected: number | null,
  mine: number[],
  theirs: number[],
  noise: number,
): void {
  const agree =
    actual === expected ||
    (actual !== null && expected !== null && Math.abs(actual - expected) <= 1e-6 * (1 + expected));
  if (!agree && !fragileBreakEven(mine, theirs, noise))
    out.found.push(`${path}: engine ${actual}, contract ${expected}`);
}

const NPV_GAP = 1e-9;
/** The recommendation, unless two options' NPVs are within rounding of each other (then either is right). */
function recommendation(out: Mismatches, path: string, actual: string, expected: string, npv: Record<string, number>) {
  const values = Object.values(npv).sort((a, b) => a - b);
  const tied = values[1]! - values[0]! <= NPV_GAP * Math.max(1, Math.abs(values[0]!), Math.abs(values[1]!));
  if (!tied) out.same(path, actual, expected);
}

const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;

/** Every figure of `computeTco` this reading covers, engine against contract. */
export function compare(s: ReferenceScenario, engine: TcoResult, ref: ReferenceResult): string[] {
  const scale = moneyScale(ref);
  const out = new Mismatches(scale);
  const noise = 1e-9 * scale;
  engine.months.forEach((row, m) => {
    for (const o of OPTIONS) out.money(`months[${m}].${o}`, row[o], ref.months[m]!.cost[o], scale * 1e-3);
  });
  out.same("months.length", engine.months.length, ref.months.length);
  for (const o of OPTIONS) {
    out.money(`totals.${o}`, engine.totals[o], ref.totals[o]);
    out.money(`npv.${o}`, engine.npv[o], ref.npv[o]);
  }
  for (const [line, value] of Object.entries(ref.breakdown.cloud)) {
    const actual = (engine.breakdown.cloud as unknown as Record<string, number | undefined>)[line];
    out.money(`breakdown.cloud.${line}`, actual ?? (value === 0 ? 0 : undefined), value);
  }
  for (const [line, value] of Object.entries(ref.breakdown.onPrem)) {
    const actual = (engine.breakdown.onPrem as unknown as Record<string, number | undefined>)[line];
    out.money(`breakdown.onPrem.${line}`, actual ?? (value === 0 ? 0 : undefined), value, line === "residual" ? 0 : 0);
  }
  for (const [line, value] of Object.entries(ref.breakdown.hybrid)) {
    const actual = (engine.breakdown.hybrid as unknown as Record<string, number | undefined>)[line];
    out.money(`breakdown.hybrid.${line}`, actual ?? (value === 0 ? 0 : undefined), value, scale * 1e-3);
  }
  out.money("savings.total", engine.savings.total, ref.savings.total, scale);
  out.money("savings.npv", engine.savings.npv, ref.savings.npv, scale);
  out.same("savings.pct null", engine.savings.pct === null, ref.savings.pct === null);
  if (ref.savings.pct !== null && engine.savings.pct !== null) {
    out.money("savings.pct × totals.cloud", (engine.savings.pct * ref.totals.cloud) / 100, ref.savings.total, scale);
  }
  const pre = (pick: "cloud" | "onPrem" | "hybrid") => ref.months.map((m) => m.cost[pick]);
  breakEven(out, "breakEvenMonth", engine.breakEvenMonth, ref.breakEvenMonth, pre("onPrem"), pre("cloud"), noise);
  breakEven(
    out,
    "hybridBreakEvenMonth",
    engine.hybridBreakEvenMonth,
    ref.hybridBreakEvenMonth,
    pre("hybrid"),
    pre("cloud"),
    noise,
  );
  const capex = s.onPrem.capex;
  const investment = capex.compute + capex.storage + capex.network + capex.facility + s.transition.migrationCost;
  out.same("roiPct null", engine.roiPct === null, ref.roiPct === null);
  if (engine.roiPct !== null && ref.roiPct !== null) {
    out.money("roiPct × investment", (engine.roiPct * investment) / 100, ref.savings.total, scale);
  }
  if (ref.irrPct !== undefined) out.nullable("irrPct", engine.irrPct, ref.irrPct, 1e-6);
  out.same("costPerGpuHour null", engine.costPerGpuHour === null, ref.costPerGpuHour === null);
  const demand = ref.months.reduce((sum, m) => sum + m.demandHours, 0);
  for (const o of OPTIONS) {
    if (engine.costPerGpuHour && ref.costPerGpuHour) {
      out.money(`costPerGpuHour.${o} × demand`, engine.costPerGpuHour[o] * demand, ref.totals[o]);
    }
  }
  out.same("costPerUnit given", engine.costPerUnit === undefined, ref.costPerUnit === undefined);
  out.same("costPerUnit null", engine.costPerUnit === null, ref.costPerUnit === null);
  const units = s.workload.unitsPerGpuHour;
  if (engine.costPerUnit && ref.costPerUnit && units) {
    for (const o of OPTIONS) {
      out.money(`costPerUnit.${o} × work`, engine.costPerUnit[o] * demand * units.onPrem, ref.totals[o]);
    }
  }
  recommendation(out, "recommendation", engine.recommendation, ref.recommendation, { ...ref.npv });
  out.same("afterTax given", engine.afterTax === undefined, ref.afterTax === undefined);
  if (engine.afterTax && ref.afterTax) {
    const a = engine.afterTax;
    const b = ref.afterTax;
    for (const o of OPTIONS) {
      out.money(`afterTax.totals.${o}`, a.totals[o], b.totals[o], scale);
      out.money(`afterTax.npv.${o}`, a.npv[o], b.npv[o], scale);
    }
    out.money("afterTax.savings.total", a.savings.total, b.savings.total, scale);
    out.money("afterTax.savings.npv", a.savings.npv, b.savings.npv, scale);
    const after = (pick: "cloud" | "onPrem" | "hybrid") => ref.months.map((m) => m.afterTax[pick]);
    breakEven(
      out,
      "afterTax.breakEvenMonth",
      a.breakEvenMonth,
      b.breakEvenMonth,
      after("onPrem"),
      after("cloud"),
      noise,
    );
    breakEven(
      out,
      "afterTax.hybridBreakEvenMonth",
      a.hybridBreakEvenMonth,
      b.hybridBreakEvenMonth,
      after("hybrid"),
      after("cloud"),
      noise,
    );
    recommendation(out, "afterTax.recommendation", a.recommendation, b.recommendation, { ...b.npv });
  }
  out.same("financing given", engine.financing === undefined, ref.financing === undefined);
  if (engine.financing && ref.financing) {
    out.same("financing.kind", engine.financing.kind, ref.financing.kind);
    out.money("financing.paid", engine.financing.paid, ref.financing.paid, scale);
    out.money("financing.interest", engine.financing.interest, ref.financing.interest, scale);
  }
  const carbon = (engine as { carbon?: ReferenceResult["carbon"] }).carbon;
  out.same("carbon given", carbon === undefined, ref.carbon === undefined);
  if (carbon && ref.carbon) {
    for (const o of OPTIONS) {
      out.money(`carbon.kwh.${o}`, carbon.kwh[o], ref.carbon.kwh[o]);
      out.money(`carbon.tonnes.${o}`, carbon.tonnes[o], ref.carbon.tonnes[o]);
      if (carbon.kgPerGpuHour && ref.carbon.kgPerGpuHour) {
        out.money(`carbon.kgPerGpuHour.${o} × demand`, carbon.kgPerGpuHour[o] * demand, ref.carbon.tonnes[o] * 1000);
      }
    }
    out.same("carbon.kgPerGpuHour null", carbon.kgPerGpuHour === null, ref.carbon.kgPerGpuHour === null);
  }
  return out.found;
}

export function compareRightSizing(
  s: ReferenceScenario,
  engine: TcoResult,
  readings: ReferenceReadings = {},
): string[] {
  const ref = referenceRightSizing(s, readings);
  const got = engine.rightSizing!;
  const scale = Math.max(1, ...ref.curve.map((p) => Math.abs(p.npv)));
  const out = new Mismatches(scale);
  out.same("objective", got.objective, ref.objective);
  out.same("curve.length", got.curve.length, ref.curve.length);
  got.curve.forEach((point, k) => {
    const expected = ref.curve[k];
    if (!expected) return;
    out.same(`curve[${k}].onPremPct`, point.onPremPct, expected.onPremPct);
    out.same(`curve[${k}].coreGpus`, point.coreGpus, expected.coreGpus);
    out.money(`curve[${k}].npv`, point.npv, expected.npv, scale);
  });
  // The best point: its NPV is the lowest; where two points tie within rounding, either may be named.
  out.money("best.npv", got.best.npv, ref.best.npv, scale);
  const named = ref.curve.find((p) => p.onPremPct === got.best.onPremPct);
  out.money("the curve's NPV at best.onPremPct", named?.npv, ref.best.npv, scale);
  const runnerUp = ref.curve.filter((p) => p !== ref.best).reduce((a, b) => Math.min(a, b.npv), Infinity);
  if (runnerUp - ref.best.npv > NPV_GAP * scale) out.same("best.onPremPct", got.best.onPremPct, ref.best.onPremPct);
  out.same("current.onPremPct", got.current.onPremPct, ref.current.onPremPct);
  out.same("current.coreGpus", got.current.coreGpus, ref.current.coreGpus);
  out.money("current.npv", got.current.npv, ref.current.npv, scale);
  return out.found;
}

const taxed = fc.record({
  ratePct: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 60, noNaN: true })),
  depreciation: fc.constantFrom("straight-line" as const, "macrs-5" as const, "expensed" as const),
});

/** A valid scenario, with or without tax, with or without financing (loan or lease). */
export const withExtras = fc
  .tuple(validScenario, fc.option(taxed, { nil: undefined }), fc.option(financed, { nil: undefined }))
  .map(([s, tax, financing]): Scenario => ({ ...s, ...(tax && { tax }), ...(financing && { financing }) }));

// Spread over the range (fc.double alone mostly draws its bounds and 0), with 0 and the bounds mixed in.
const amount = (range: { min: number; max: number; noNaN: boolean }) =>
  fc.oneof(
    fc.constantFrom(range.min, range.max),
    fc.integer({ min: 0, max: 1_000_000 }).map((k) => range.min + ((range.max - range.min) * k) / 1_000_000),
  );

/**
 * A demand profile inside the contract's ranges: 1–48 levels (mostly a few), gpus >= 0 (fractional, some 0,
 * peaks above workload.gpus), hours that add up to 168; gpuHoursPerDay set to the profile's own.
 */
export const profiled = fc
  .tuple(
    withExtras,
    fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 48 })),
    fc.array(fc.tuple(amount({ min: 0, max: 2, noNaN: true }), amount({ min: 0.01, max: 1, noNaN: true })), {
      minLength: 48,
      maxLength: 48,
    }),
    fc.boolean(),
  )
  .map(([s, count, draws, whole]): ReferenceScenario => {
    const picked = draws.slice(0, count);
    const weight = picked.reduce((sum, [, w]) => sum + w, 0);
    const profile = picked.map(([share, w]) => {
      const gpus = share < 0.1 ? 0 : share * s.workload.gpus;
      return { gpus: whole ? Math.round(gpus) : gpus, hoursPerWeek: (168 * w) / weight };
    });
    if (profile.every((l) => l.gpus === 0)) profile[0]!.gpus = 1;
    const gpuHoursPerDay = profile.reduce((sum, l) => sum + l.gpus * l.hoursPerWeek, 0) / 7 / s.workload.gpus;
    return { ...s, workload: { ...s.workload, gpuHoursPerDay, profile } };
  })
  .filter((s) => s.workload.gpuHoursPerDay <= 24);

/** Carbon inside the contract's ranges (an internal price often 0), with the power it needs. */
export const withCarbon = (base: fc.Arbitrary<ReferenceScenario>) =>
  fc
    .tuple(
      base,
      fc.record({
        onPremKgPerKwh: amount({ min: 0, max: 2, noNaN: true }),
        cloudKgPerKwh: amount({ min: 0, max: 2, noNaN: true }),
        cloudKwhPerGpuHour: amount({ min: 0, max: 10, noNaN: true }),
        pricePerTonne: fc.oneof(fc.constant(0), amount({ min: 0, max: 10_000, noNaN: true })),
      }),
      fc.record({
        activeWattsPerGpu: amount({ min: 0, max: 1500, noNaN: true }),
        idleWattsPerGpu: amount({ min: 0, max: 300, noNaN: true }),
        pue: amount({ min: 1, max: 3, noNaN: true }),
        pricePerKwh: amount({ min: 0, max: 1, noNaN: true }),
      }),
    )
    .map(([s, carbon, power]): ReferenceScenario => ({
      ...s,
      onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, power } },
      carbon,
    }));
