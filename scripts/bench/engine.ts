import { computeTco, presets, type Scenario } from "@/lib/tco";
import { parseScenario, scenarioSchema } from "@/lib/validation/scenario";
import { loadavg } from "node:os";
import { measure, timingTable, type BudgetRow, type SectionResult, type Timing } from "./measure";

export interface EngineBenchReport {
  scenario: { name: string; horizonYears: number; gpus: number; months: number };
  timings: Timing[];
  /** The machine's 1-minute load average before and after the timings: on 2 cores, above 2 stretches them. */
  loadAverage: { before: number; after: number };
}

// Issue 34's budgets per stage, on this section's 10-year scenario in Node (medians, in µs).
const BUDGET_US = { light: 25, full: 150 };

function engineBudgets(light: Timing, full: Timing): BudgetRow[] {
  const row = (figure: string, t: Timing, budget: number): BudgetRow => ({
    figure,
    measured: `${t.medianUs.toFixed(1)} µs`,
    budget: `≤ ${budget} µs`,
    met: t.medianUs <= budget,
  });
  return [
    row("computeTco without sensitivity (10 years, median)", light, BUDGET_US.light),
    row("full computeTco: sensitivity, utilization break-even, right-sizing (median)", full, BUDGET_US.full),
    {
      // The 48-level profile is not in the engine's scenario yet (issue 35): measure it here once it is.
      figure: "the same with a 48-level demand profile (median)",
      measured: "not measured: workload.profile not in the engine yet",
      budget: "≤ 300 µs",
      met: null,
    },
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

/** Times the engine with and without its what-if analyses, and validation of the raw JSON. */
export async function runEngineBench(): Promise<SectionResult & { report: EngineBenchReport }> {
  const scenario = benchScenario();
  // Validation gets what the API and the CLI get: a freshly parsed JSON value, not the typed object.
  const json: unknown = JSON.parse(JSON.stringify(scenario));
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(`The benchmark scenario is invalid: ${JSON.stringify(parsed.errors)}`);

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
    budgets: engineBudgets(timings[0]!, timings[1]!),
  };
}
