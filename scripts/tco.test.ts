import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { runCli } from "./cli-test-support";
import { scenarioJson as exportFile } from "@/lib/export/json";
import { computeTco, presets, simulateUncertainty } from "@/lib/tco";
import fc from "fast-check";
import { financed, validScenario } from "@/scripts/test-support/tco";
import { contractFinancing } from "@/scripts/test-support/tco-financing";
import { parseScenario } from "@/lib/scenarios/schema";

/** Runs the CLI in its own process (see runCli). */
const tco = (args: string[], stdin?: string) => runCli("scripts/tco.ts", args, stdin);

const preset = (slug: string) => {
  const found = presets.find((p) => p.slug === slug);
  if (!found) throw new Error(`no preset ${slug}`);
  return structuredClone(found.scenario) as unknown as Record<string, Record<string, unknown>>;
};

/** What the CLI should print: the engine's result for the same input, through JSON. */
function expected(json: unknown) {
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return {
    scenario: parsed.scenario,
    result: JSON.parse(JSON.stringify(computeTco(parsed.scenario))) as ReturnType<typeof computeTco>,
  };
}

let dir: string;
const fixture = (name: string, content: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "gpu-tco-cli-"));
});

// Each case starts its own tsx process; running them side by side keeps the file fast.
describe.concurrent("scripts/tco.ts", { timeout: 60_000 }, () => {
  test("a valid file prints the engine's result as JSON and nothing else, and exits 0", async () => {
    const scenario = preset("comma-ai-datacenter");
    const run = await tco([fixture("comma.json", scenario)]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const printed = JSON.parse(run.stdout) as ReturnType<typeof computeTco>;
    const { result } = expected(scenario);
    expect(printed.totals).toEqual(result.totals);
    expect(printed).toEqual(result);
  });

  test("the scenario.json the app exports is read as it is (checklist, byte-order mark and all), like a bare scenario", async () => {
    const scenario = preset("h100-server");
    const file = exportFile(scenario as never, { checklist: { load: "on-prem" } });
    const run = await tco([fixture("exported.json", `\uFEFF${file}`)]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(expected(scenario).result);
  });

  test("an exported file with an invalid scenario exits 2 and names the field inside the file", async () => {
    const scenario = preset("h100-server");
    scenario.workload!.gpus = 0;
    const run = await tco(["-"], exportFile(scenario as never));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^scenario\.workload\.gpus: workload\.gpus must be/);
  });

  test("a scenario with ranges also prints the Monte Carlo result, the same as the engine's, and its table lines", async () => {
    const scenario = {
      ...preset("comma-ai-datacenter"),
      uncertainty: { runs: 300, seed: 9, ranges: [{ input: "cloud.pricePerGpuHour", low: 2.5, high: 3.5 }] },
    };
    const run = await tco([fixture("comma-mc.json", scenario)]);
    expect(run.stderr).toBe("");
    const printed = JSON.parse(run.stdout) as ReturnType<typeof computeTco>;
    const parsed = parseScenario(scenario);
    if (!parsed.ok) throw new Error("invalid fixture");
    expect(printed.uncertainty).toEqual(
      JSON.parse(JSON.stringify(simulateUncertainty(parsed.scenario, parsed.scenario.uncertainty!))),
    );
    const table = await tco(["--format", "table", fixture("comma-mc-table.json", scenario)]);
    expect(table.stdout).toContain("Uncertainty: 300 runs, seed 9 (mulberry32; nearest-rank percentiles).");
    expect(table.stdout).toMatch(/Owning is cheaper in [\d.]+% of runs \(NPV\)/);
  });

  test("financed random scenarios print financing and right-sizing as the engine and the contract give them", async () => {
    const cases = fc.sample(fc.tuple(validScenario, financed), { numRuns: 4, seed: 26 });
    for (const [k, [base, financing]] of cases.entries()) {
      const scenario = { ...base, name: `financed ${k}`, financing };
      const run = await tco([fixture(`financed-${k}.json`, scenario)]);
      expect(run.stderr).toBe("");
      const printed = JSON.parse(run.stdout) as ReturnType<typeof computeTco>;
      const { scenario: parsed, result } = expected(scenario);
      expect(printed).toEqual(result);
      const reading = contractFinancing(parsed, parsed.financing!);
      const paid = reading.paid.reduce((a, b) => a + b, 0);
      expect(Math.abs(printed.financing!.paid - paid)).toBeLessThanOrEqual(1e-9 * Math.max(1, paid));
      expect(printed.rightSizing!.curve).toHaveLength(Math.floor(100 - parsed.hybrid.edgePct) + 1);
    }
  });

  test("- reads the scenario from stdin, with the defaults applied", async () => {
    const scenario = preset("h100-server");
    delete scenario.assumptions;
    delete scenario.transition;
    const run = await tco(["-"], JSON.stringify(scenario));
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(expected(scenario).result);
  });

  test("--format table summarises totals, savings, break-even, NPV, IRR and the recommendation in the scenario's currency", async () => {
    const scenario = preset("comma-ai-datacenter");
    const run = await tco(["--format", "table", fixture("comma-table.json", scenario)]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const { result } = expected(scenario);
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    expect(run.stdout).toContain(usd.format(result.totals.cloud));
    expect(run.stdout).toContain(usd.format(result.npv.onPrem));
    expect(run.stdout).toContain(usd.format(result.savings.total));
    expect(run.stdout).toMatch(/Break-even: +month \d/);
    expect(run.stdout).toMatch(/IRR: /);
    expect(run.stdout).toMatch(/Utilization break-even: /);
    expect(run.stdout).toContain(`Recommendation:             ${result.recommendation}`);
  });

  test("--format=table formats another currency with its own symbol and shows cost per unit", async () => {
    const scenario = preset("idle-workstations");
    const run = await tco(["--format=table", fixture("eur.json", scenario)]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/€\d{1,3}(,\d{3})*/);
    expect(run.stdout).not.toContain("$");
    const epochs = await tco(["--format", "table", fixture("epochs.json", preset("cost-per-epoch"))]);
    expect(epochs.status).toBe(0);
    expect(epochs.stdout).toMatch(/Cost per epoch +\$0\.0106 +\$0\.0096/);
  });

  test("with tax the JSON carries afterTax and the table prints it beside the pre-tax figures", async () => {
    const scenario = { ...preset("h100-server"), tax: { ratePct: 21, depreciation: "macrs-5" } };
    const [json, table] = await Promise.all([
      tco([fixture("tax.json", scenario)]),
      tco(["--format", "table", fixture("tax-table.json", scenario)]),
    ]);
    expect(json.status).toBe(0);
    const printed = JSON.parse(json.stdout) as ReturnType<typeof computeTco>;
    const { result } = expected(scenario);
    expect(printed.afterTax).toEqual(result.afterTax);
    expect(printed.afterTax!.totals.onPrem).toBeLessThan(printed.totals.onPrem);
    expect(table.status).toBe(0);
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    expect(table.stdout).toMatch(
      new RegExp(`Total after tax +${usd.format(result.afterTax!.totals.cloud).replace("$", "\\$")}`),
    );
    expect(table.stdout).toContain("After tax (21% marginal rate, macrs-5 depreciation):");
    expect(table.stdout).toContain(usd.format(result.afterTax!.savings.npv));
  });

  test("the table says how the hardware is paid, what financing cost, and what to own", async () => {
    const scenario = {
      ...preset("h100-server"),
      financing: { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 },
    };
    const table = await tco(["--format", "table", fixture("loan-table.json", scenario)]);
    expect(table.status).toBe(0);
    const { result } = expected(scenario);
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    expect(table.stdout).toContain(
      `Hardware:                   Hardware on a 36-month loan at 8% APR; paid ` +
        `${usd.format(result.financing!.paid)}, of which interest ${usd.format(result.financing!.interest)}`,
    );
    expect(table.stdout).toMatch(/Right-sizing: +(Own|Rent|Today's split)/);
    const cash = await tco(["--format", "table", fixture("cash-table.json", preset("h100-server"))]);
    expect(cash.stdout).toContain("Hardware:                   Hardware paid in cash\n");
  });

  test("with carbon the JSON carries it and the table prints kWh, tonnes, kg per GPU-hour, the carbon cost and the sentence", async () => {
    const carbon = { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 1.4, pricePerTonne: 100 };
    const scenario = { ...preset("h100-server"), carbon };
    const { result } = expected(scenario);
    const [json, table] = await Promise.all([
      tco([fixture("carbon.json", scenario)]),
      tco(["--format", "table", fixture("carbon-table.json", scenario)]),
    ]);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).carbon).toEqual(result.carbon);
    expect(table.status).toBe(0);
    const n = (v: number, digits: number) => v.toLocaleString("en-US", { maximumFractionDigits: digits });
    const t = (v: number) => `${n(v, v < 10 ? 2 : 0)} t`;
    const usd = (v: number) =>
      v.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const c = result.carbon!;
    expect(table.stdout).toMatch(
      new RegExp(`Energy \\(kWh\\) +${n(c.kwh.cloud, 0)} +${n(c.kwh.onPrem, 0)} +${n(c.kwh.hybrid, 0)}`),
    );
    expect(table.stdout).toMatch(
      new RegExp(`Emissions \\(t CO2e\\) +${t(c.tonnes.cloud)} +${t(c.tonnes.onPrem)} +${t(c.tonnes.hybrid)}`),
    );
    expect(table.stdout).toContain("kg CO2e per GPU-hour");
    expect(table.stdout).toMatch(
      new RegExp(`Carbon cost +\\${usd(result.breakdown.cloud.carbon!)} +\\${usd(result.breakdown.onPrem.carbon!)}`),
    );
    expect(table.stdout).toMatch(/Carbon: +(On-prem|Cloud) emits less: .* At \$100 a tonne the carbon price adds/);
  });

  test("without carbon neither the JSON nor the table has carbon figures", async () => {
    const table = await tco(["--format", "table", fixture("no-carbon.json", preset("h100-server"))]);
    expect(table.stdout).not.toMatch(/CO2e|kWh|Carbon/);
  });

  test("without tax neither the JSON nor the table has after-tax figures", async () => {
    const [table, json] = await Promise.all([
      tco(["--format", "table", fixture("no-tax.json", preset("h100-server"))]),
      tco([fixture("no-tax-json.json", preset("h100-server"))]),
    ]);
    expect(table.stdout).not.toContain("after tax");
    expect(JSON.parse(json.stdout)).not.toHaveProperty("afterTax");
  });

  test("a tax rate above 60% exits 2 and names the field", async () => {
    const run = await tco([fixture("tax-range.json", { ...preset("h100-server"), tax: { ratePct: 61 } })]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("tax.ratePct must be between 0 and 60");
  });

  test.each<[string, (s: ReturnType<typeof preset>) => void, string]>([
    ["an out-of-range value", (s) => (s.workload!.gpus = 0), "workload.gpus"],
    ["an unknown key", (s) => (s.cloud!.spotPrice = 1), "spotPrice"],
    ["a string where a number belongs", (s) => (s.cloud!.pricePerGpuHour = "3"), "cloud.pricePerGpuHour"],
  ])("%s exits 2 and names the field", async (label, spoil, field) => {
    const scenario = preset("comma-ai-datacenter");
    spoil(scenario);
    const run = await tco([fixture(`${label}.json`, scenario)]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(field);
  });

  test("every error is printed, one a line", async () => {
    const scenario = preset("comma-ai-datacenter");
    scenario.workload!.gpuHoursPerDay = 25;
    scenario.cloud!.discountPct = -1;
    delete scenario.onPrem!.capex;
    const run = await tco(["-"], JSON.stringify(scenario));
    expect(run.status).toBe(2);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes("workload.gpuHoursPerDay"))).toBe(true);
    expect(lines.some((l) => l.includes("cloud.discountPct"))).toBe(true);
    expect(lines.some((l) => l.includes("onPrem.capex"))).toBe(true);
  });

  test("JSON that is not an object exits 2", async () => {
    const run = await tco(["-"], "[1, 2]");
    expect(run.status).toBe(2);
    expect(run.stderr).not.toBe("");
  });

  test("malformed JSON exits 1 with one line naming the file", async () => {
    const file = fixture("broken.json", '{"name": "x",');
    const run = await tco([file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(new RegExp(`^tco: ${file} is not valid JSON: .+\\n$`));
  });

  test("empty stdin is not JSON: exit 1", async () => {
    const run = await tco(["-"], "");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^tco: stdin is not valid JSON/);
  });

  test("a missing file or a directory exits 1 with one line and no stack trace", async () => {
    const missing = await tco([join(dir, "nope.json")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(`tco: cannot read ${join(dir, "nope.json")}: no such file\n`);
    const folder = join(dir, "a-folder");
    mkdirSync(folder, { recursive: true });
    const directory = await tco([folder]);
    expect(directory.status).toBe(1);
    expect(directory.stderr).toBe(`tco: cannot read ${folder}: it is a directory\n`);
  });

  test("a wrong command line prints the usage on stderr and exits 2", async () => {
    for (const args of [
      [],
      ["--verbose", "x.json"],
      ["--format", "csv", "x.json"],
      ["--format"],
      ["a.json", "b.json"],
    ]) {
      const run = await tco(args);
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain("Usage: npm run --silent tco --");
    }
  });

  test("--help prints the usage on stdout and exits 0", async () => {
    const run = await tco(["--help"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Exit codes: 0 ok, 1 unreadable input, 2 invalid scenario or bad arguments.");
  });
});
