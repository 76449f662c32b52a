import fc from "fast-check";
import type { Financing, Scenario } from "@/lib/tco/types";
import { zeroScenario } from "@/lib/tco/zero-scenario";

/**
 * A partial scenario for tests: any nested field may be left out.
 *
 * @example
 * const patch: ScenarioPatch = { cloud: { pricePerGpuHour: 3 } };
 */
export type ScenarioPatch = { [K in keyof Scenario]?: Patch<Scenario[K]> };
type Patch<T> = T extends object ? { [K in keyof T]?: Patch<T[K]> } : T;

/**
 * The zero scenario (see {@link zeroScenario}); tests add only the figures their hand calculation uses.
 *
 * @example
 * blankScenario().horizonYears; // 1
 */
export const blankScenario = zeroScenario;

function merge(into: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    const bothObjects = typeof value === "object" && value !== null && typeof current === "object" && current !== null;
    out[key] = bothObjects ? merge(current as Record<string, unknown>, value as Record<string, unknown>) : value;
  }
  return out;
}

/**
 * The blank scenario with `patch` merged in, deeply.
 *
 * @example
 * scenario({ workload: { gpus: 600, gpuHoursPerDay: 24 }, cloud: { pricePerGpuHour: 3 } });
 */
export function scenario(patch: ScenarioPatch = {}): Scenario {
  return merge(blankScenario() as unknown as Record<string, unknown>, patch) as unknown as Scenario;
}

// Amounts below a millionth are 0: a price of 1e-300 is no business case, and such magnitudes
// only measure floating-point rounding (the engine's handling of them is tested separately).
const between = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true }).map((v) => (Math.abs(v) < 1e-6 ? 0 : v));

const shares = fc.oneof(
  fc.constantFrom<[number, number, number]>([100, 0, 0], [0, 100, 0], [0, 0, 100], [75, 20, 5]),
  fc.tuple(between(0, 100), between(0, 1)).map(([onPrem, t]): [number, number, number] => {
    const rest = 100 - onPrem;
    const cloud = rest * t;
    return [onPrem, cloud, rest - cloud];
  }),
);

/**
 * Random scenarios inside every range of the contract (the schema accepts each of them), with
 * magnitudes a real business case might have and the edge values (0, full use, 100% shares) mixed in.
 *
 * @example
 * fc.assert(fc.property(validScenario, (s) => computeTco(s).totals.cloud >= 0));
 */
export const validScenario: fc.Arbitrary<Scenario> = fc
  .record({
    horizonYears: fc.integer({ min: 1, max: 10 }),
    hoursPerMonth: fc.constantFrom<720 | 730>(720, 730),
    discountRatePct: between(0, 50),
    discounting: fc.constantFrom<"annual" | "monthly">("annual", "monthly"),
    opexInflationPct: between(-20, 50),
    gpus: fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 1_000_000 })),
    gpuHoursPerDay: fc.oneof(fc.constantFrom(0, 24), between(0, 24)),
    growthPctPerYear: fc.oneof(fc.constant(0), between(-50, 500)),
    units: fc.option(fc.record({ onPrem: between(0.01, 1000), cloud: between(0.01, 1000) }), { nil: undefined }),
    capex: fc.record({
      compute: between(0, 1e7),
      storage: between(0, 1e6),
      network: between(0, 1e6),
      facility: between(0, 1e6),
    }),
    lifetimeYears: fc.oneof(fc.integer({ min: 1, max: 10 }), between(1, 10)),
    creditResidualValue: fc.boolean(),
    maintenancePct: between(0, 100),
    maintenanceAnnual: between(0, 1e6),
    power: fc.option(
      fc.record({
        activeWattsPerGpu: between(0, 1500),
        idleWattsPerGpu: between(0, 300),
        pue: between(1, 3),
        pricePerKwh: between(0, 1),
      }),
      { nil: undefined },
    ),
    annual: fc.tuple(between(0, 1e6), between(0, 1e6), between(0, 1e6), between(0, 1e6), between(0, 1e6)),
    staff: fc.record({ fte: between(0, 20), costPerFte: between(0, 500_000) }),
    variableCostPerGpuHour: between(0, 5),
    cloud: fc.record({
      pricePerGpuHour: between(0, 10),
      billing: fc.constantFrom<"on-demand" | "reserved">("on-demand", "reserved"),
      discountPct: between(0, 100),
      priceChangePctPerYear: between(-90, 100),
      storageTb: between(0, 10_000),
      storagePricePerTbMonth: between(0, 50),
      egressTbPerMonth: between(0, 1000),
      egressPricePerTb: between(0, 100),
      supportPct: between(0, 100),
      overheadPct: between(0, 100),
      otherMonthly: between(0, 100_000),
    }),
    migrationCost: between(0, 1e6),
    dualRunMonths: fc.integer({ min: 0, max: 24 }),
    shares,
    coreHoursPerDay: between(1, 24),
    edgeCostPerGpuHour: between(0, 10),
  })
  .map((r): Scenario => {
    const [powerCoolingAnnual, colocationAnnual, networkAnnual, softwareAnnual, otherAnnual] = r.annual;
    const [onPremPct, cloudPct, edgePct] = r.shares;
    return {
      name: "random",
      currency: "USD",
      horizonYears: r.horizonYears,
      assumptions: {
        hoursPerMonth: r.hoursPerMonth,
        discountRatePct: r.discountRatePct,
        discounting: r.discounting,
        opexInflationPct: r.opexInflationPct,
      },
      workload: {
        gpus: r.gpus,
        gpuHoursPerDay: r.gpuHoursPerDay,
        growthPctPerYear: r.growthPctPerYear,
        ...(r.units && { unitsPerGpuHour: r.units }),
      },
      onPrem: {
        capex: r.capex,
        lifetimeYears: r.lifetimeYears,
        creditResidualValue: r.creditResidualValue,
        opex: {
          maintenancePct: r.maintenancePct,
          maintenanceAnnual: r.maintenanceAnnual,
          ...(r.power && { power: r.power }),
          powerCoolingAnnual,
          colocationAnnual,
          networkAnnual,
          softwareAnnual,
          otherAnnual,
          staff: r.staff,
          variableCostPerGpuHour: r.variableCostPerGpuHour,
        },
      },
      cloud: r.cloud,
      transition: { migrationCost: r.migrationCost, dualRunMonths: r.dualRunMonths },
      hybrid: {
        onPremPct,
        cloudPct,
        edgePct,
        coreHoursPerDay: r.coreHoursPerDay,
        edgeCostPerGpuHour: r.edgeCostPerGpuHour,
      },
    };
  });

/**
 * Random financing inside the contract's ranges: loans (0% mixed in) and operating leases.
 *
 * @example
 * fc.assert(fc.property(validScenario, financed, (s, f) => computeTco({ ...s, financing: f }).financing!.paid >= 0));
 */
export const financed: fc.Arbitrary<Financing> = fc.oneof(
  fc.record({
    kind: fc.constant("loan" as const),
    ratePct: fc.oneof(fc.constant(0), between(0, 30)),
    downPaymentPct: between(0, 100),
    termMonths: fc.integer({ min: 1, max: 120 }),
  }),
  fc.record({
    kind: fc.constant("lease" as const),
    monthlyRatePct: between(0, 10),
    termMonths: fc.integer({ min: 1, max: 120 }),
  }),
);
