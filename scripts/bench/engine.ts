import { presets, type DemandLevel, type Scenario } from "@/lib/tco";
import { profileGpuHoursPerDay } from "@/lib/tco/profile-utilization";
import { loadavg } from "node:os";
import { measure, timingTable, type BudgetRow, type SectionResult, type Timing } from "./measure";
import { shippedEngine } from "./shipped-engine";

export interface EngineBenchReport {
  scenario: { name: string; horizonYears: number; gpus: number; months: number };
  timings: Timing[];
  /** The machine's 1-minute load average before and after the timings: on 2 cores, above 2 stretches them. */
  loadAverage: { before: number; after: number };
}

// Issue 34's budgets per stage, on this section's 10-year scenario in Node (medians, in µs).
const BUDGET_US = { light: 25, full: 150, profiled: 300 };

function engineBudgets(light: Timing, full: Timing, profiled: Timing): BudgetRow[] {
  const row = (figure: string, t: Timing, budget: number): BudgetRow => ({
    figure,
    measured: `${t.medianUs.toFixed(1)} µs`,
    budget: `≤ ${budget} µs`,
    met: t.medianUs <= budget,
  });
  return [
    row("computeTco without sensitivity (10 years, median)", light, BUDGET_US.light),
    row("full computeTco: sensitivity, utilization break-even, right-sizing (median)", full, BUDGET_US.full),
    row("the same with a 48-level demand profile (median)", profiled, BUDGET_US.profiled),
  ];
}

/**
 * The largest scenario the model accepts in time (10 years) with every optional line switched on,
 * so each part of the engine does its most work: the comma.ai preset, metered power, units.
 */
export function benchScenario(): Scenario {
  const preset = presets.find((p) => p.slug === "comma-ai-datacenter");
  if (!preset) throw new Error('The "comma-ai-datacenter" preset is gone: pick another base for the benchmark');
  const base = structuredClone(preset.scenario);
  return {
    ...base,
    name: "Benchmark: comma.ai, 10 years, power and units",
    horizonYears: 10,
    workload: { ...base.workload, gpus: 600, unitName: "epoch", unitsPerGpuHour: { onPrem: 37.5, cloud: 28.3 } },
    onPrem: {
      ...base.onPrem,
      opex: {
        ...base.onPrem.opex,
        power: { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pue: 1.4, pricePerKwh: 0.1 },
      },
    },
  };
}

/**
 * The benchmark scenario with the most levels a demand profile may have (48, issue 35): 3.5 hours a
 * week each, from all 600 GPUs down to 60, so every level is served, overflows or bursts somewhere
 * on the right-sizing curve. gpuHoursPerDay is the profile's own, as parseScenario derives it.
 */
export function profiledBenchScenario(): Scenario {
  const base = benchScenario();
  const gpus = base.workload.gpus;
  const profile: DemandLevel[] = Array.from({ length: 48 }, (_, k) => ({
    gpus: Math.round(gpus * (1 - (0.9 * k) / 47)),
    hoursPerWeek: 3.5,
  }));
  return {
    ...base,
    name: `${base.name}, 48-level demand profile`,
    workload: { ...base.workload, profile, gpuHoursPerDay: profileGpuHoursPerDay(profile, gpus) },
  };
}

/** Times the engine as shipped (one bundle), with and without its what-if analyses, and validation of the raw JSON. */
export async function runEngineBench(): Promise<SectionResult & { report: EngineBenchReport }> {
  const { computeTco, parseScenario, scenarioSchema } = await shippedEngine();
  const scenario = benchScenario();
  // Validation gets what the API and the CLI get: a freshly parsed JSON value, not the typed object.
  const json: unknown = JSON.parse(JSON.stringify(scenario));
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(`The benchmark scenario is invalid: ${JSON.stringify(parsed.errors)}`);
  const profiled = parseScenario(JSON.parse(JSON.stringify(profiledBenchScenario())));
  if (!profiled.ok) throw new Error(`The profiled benchmark scenario is invalid: ${JSON.stringify(profiled.errors)}`);

  const loadBefore = loadavg()[0]!;
  const timings = [
    measure(
      "computeTco (no sensitivity, no utilization break-even)",
      () => computeTco(parsed.scenario, { sensitivity: false }),
      {
        warmup: 1000,
        runs: 20000,
      },
    ),
    measure("computeTco (everything)", () => computeTco(parsed.scenario), { warmup: 500, runs: 5000 }),
    measure("computeTco (everything), 48-level demand profile", () => computeTco(profiled.scenario), {
      warmup: 200,
      runs: 2000,
    }),
    measure("scenarioSchema.parse", () => scenarioSchema.parse(json), { warmup: 1000, runs: 20000 }),
    measure("parseScenario", () => parseScenario(json), { warmup: 1000, runs: 20000 }),
  ];
  const loadAverage = { before: loadBefore, after: loadavg()[0]! };
  const months = computeTco(parsed.scenario, { sensitivity: false }).months.length;
  const load = `1-minute load average ${loadAverage.before.toFixed(1)} before, ${loadAverage.after.toFixed(1)} after`;
  return {
    text: `${scenario.name}: ${scenario.workload.gpus} GPUs, ${months} months (month 0 included); ${load}\n\n${timingTable(timings)}`,
    report: {
      scenario: { name: scenario.name, horizonYears: scenario.horizonYears, gpus: scenario.workload.gpus, months },
      timings,
      loadAverage,
    },
    budgets: engineBudgets(timings[0]!, timings[1]!, timings[2]!),
  };
}
