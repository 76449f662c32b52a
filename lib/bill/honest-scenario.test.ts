import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadCatalogs } from "@/lib/catalog/load";
import { computeTco } from "@/lib/tco/compute";
import { parseScenario } from "@/lib/scenarios/schema";
import { billMoney } from "./owned-fleet";
import { createFocusReader, type ReaderOptions } from "./reader";
import type { Bill } from "./types";

// Issue 33, "The bill's scenario must not headline placeholders".
const HEAD =
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ServiceCategory,BillingCurrency,BilledCost,EffectiveCost," +
  "ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit,ChargeDescription";
const csv = (...rows: string[]) => [HEAD, ...rows].join("\n") + "\n";
const hardware = loadCatalogs().hardware.entries;
const read = (text: string | Buffer, options: ReaderOptions = {}): Bill => {
  const reader = createFocusReader({ hardware, ...options });
  reader.write(text.toString());
  return reader.end();
};
const H = (d: number, h: number) => `2026-03-${String(d).padStart(2, "0")}T${String(h).padStart(2, "0")}:00:00Z`;
const p5Day = (instances: number, day = 1) =>
  `${H(day, 0)},${H(day + 1, 0)},Usage,Compute,USD,${instances * 24 * 55.04},${instances * 24 * 55.04},` +
  `${instances * 24 * 98.32},Standard,${instances * 24},Hours,$98.32 per On Demand Linux p5.48xlarge Instance ` +
  `Hour`;

describe("the owned side is priced for the bill's fleet", () => {
  // Two weeks of 36 p5.48xlarge instances: 288 H100s at peak, as in the walkthrough's 288-GPU scenario.
  const bill = read(csv(...Array.from({ length: 14 }, (_, i) => p5Day(36, i + 1))));
  const scenario = bill.scenario!;

  test("36 whole servers of the catalog's H100 server at its list price, power and lifetime", () => {
    expect(scenario.workload.gpus).toBe(288);
    expect(bill.ownedFleet).toMatchObject({ gpu: "H100", servers: 36, entry: { id: "dgx-h100", gpusPerServer: 8 } });
    // The DGX H100: $375,000 listed, 10,200 W at full load (1,275 W a GPU), 5 years.
    expect(scenario.onPrem.capex.compute).toBe(36 * 375_000);
    expect(scenario.onPrem.opex.power).toMatchObject({ activeWattsPerGpu: 1275, pue: 1.4 });
    expect(scenario.onPrem.lifetimeYears).toBe(5);
    expect(scenario.sources?.map((s) => s.field).sort()).toEqual([
      "onPrem.capex.compute",
      "onPrem.lifetimeYears",
      "onPrem.opex.power.activeWattsPerGpu",
    ]);
    expect(bill.ownedFleet?.basis).toContain("36 servers of 8 GPUs (288 GPUs for the peak of 288)");
    // Money in the scenario's currency, as everywhere else ("compute capex 13,500,000 USD" before).
    expect(bill.ownedFleet?.basis).toContain("compute capex $13,500,000");
    // A 5-year server in the 3-year horizon with residual credit off: the book value left out is said.
    expect(bill.ownedFleet?.basis).toContain(
      "The servers last 5 years, longer than the 3-year horizon: $5,400,000 of book value at its end is not credited",
    );
    expect(scenario.description).toContain("NVIDIA DGX H100");
    expect(scenario.description).toMatch(/GPU spend \$[\d,.]+ for/);
    // Dates as the app writes them, not as the file does.
    expect(scenario.description).toMatch(
      /^From the FOCUS bill [^,]+, [A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2} \d{1,2}, \d{4} \(/,
    );
    expect(billMoney(12.5, "US dollars")).toBe("12.5 US dollars");
  });

  test("the headline is no longer one 8-GPU server's placeholder: on-prem costs millions, not $325K", () => {
    const result = computeTco(parseScenario(scenario).ok ? scenario : (undefined as never), { sensitivity: false });
    expect(result.totals.onPrem).toBeGreaterThan(13_500_000);
    expect(result.irrPct ?? 0).toBeLessThan(1000);
  });

  test("every on-prem figure is marked to review; the mark round-trips JSON and changes no figure", () => {
    expect(scenario.review).toEqual({ onPrem: true });
    const parsed = parseScenario(JSON.parse(JSON.stringify(scenario)));
    expect(parsed.ok && parsed.scenario.review).toEqual({ onPrem: true });
    const unmarked = { ...scenario };
    delete unmarked.review;
    const figures = (s: typeof scenario) => JSON.stringify(computeTco(s, { sensitivity: false }));
    expect(figures(scenario)).toBe(figures(unmarked));
    expect(parseScenario({ ...scenario, review: { onPrem: "yes" } })).toMatchObject({
      ok: false,
      errors: [{ path: "review.onPrem", message: "review.onPrem must be true or false" }],
    });
  });

  test("with no catalog server for the GPUs, it says so and sizes the placeholder for the fleet", () => {
    const text = csv(
      `${H(1, 0)},${H(8, 0)},Usage,Compute,USD,5000,5000,5000,Standard,${7 * 24 * 20},Hours,acme-gpu-box usage`,
    );
    const rules = [{ column: "ChargeDescription", contains: "acme-gpu-box", gpusPerUnit: 4 }];
    const mine = read(text, { rules });
    expect(mine.scenario!.workload.gpus).toBe(80);
    expect(mine.ownedFleet).toMatchObject({ gpu: null, entry: null, servers: 10 });
    expect(mine.ownedFleet!.basis).toMatch(/^No catalog server matches \(no rule that counted the bill's GPUs names/);
    // The starting point's placeholder is one 8-GPU server at $250,000: ten of them for 80 GPUs.
    expect(mine.scenario!.onPrem.capex.compute).toBe(2_500_000);
    expect(mine.scenario!.review).toEqual({ onPrem: true });
    // A bill in another currency than the catalog's is not priced on it either.
    const eur = read(csv(p5Day(1)).replace(",USD,", ",EUR,"));
    expect(eur.ownedFleet).toMatchObject({ gpu: "H100", entry: null });
    expect(eur.ownedFleet!.basis).toContain("priced in USD, not EUR");
  });
});

describe("a bill with no GPU rows gives no scenario", () => {
  test.each(["aws_savings_plan_all_upfront_100pct.csv", "aws_zero_utilization.csv"])(
    "the public FOCUS example %s: the reason and the rule to add",
    (name) => {
      const bill = read(readFileSync(join(process.cwd(), "lib/bill/fixtures/focus-spec", name)));
      expect(bill.rows.gpu).toBe(0);
      expect(bill.scenario).toBeNull();
      expect(bill.noScenario?.code).toBe("no_gpu_rows");
      expect(bill.noScenario?.message).toContain("a rule mapping the bill's SKUs to GPUs");
      // The page reads the file again by itself when the rule is counted: no "read the file again".
      expect(bill.noScenario?.message).not.toContain("read the file again");
      expect(bill.noScenario?.message).toMatch(/press Count/);
    },
  );
});

describe("the sample's length, a cut-off file, an unusable ListCost", () => {
  test("a few hours of rows are said in hours, with a warning that the month is scaled from them", () => {
    const bill = read(
      csv(
        `${H(1, 0)},${H(1, 4)},Usage,Compute,USD,1225,1225,1225,Standard,4,Hours,p5.48xlarge`,
        `${H(1, 0)},${H(1, 4)},Usage,Storage,USD,100,100,100,Standard,1,GB-Month,S3`,
      ),
    );
    expect(bill.warnings.map((w) => w.code)).toEqual(["short_sample"]);
    expect(bill.warnings[0]!.message).toContain("The bill covers only 4 hours");
    expect(bill.warnings[0]!.message).toContain("multiplied by 182.6");
    expect(bill.scenario!.description).toContain("(4 hours)");
    // A month or more: no warning.
    expect(read(csv(...Array.from({ length: 7 }, (_, i) => p5Day(1, i + 1)))).warnings).toEqual([]);
  });

  test("a file cut off mid-row is read without that row, with a warning naming it", () => {
    const whole = csv(p5Day(1, 1), p5Day(1, 2), p5Day(1, 3), p5Day(1, 4), p5Day(1, 5), p5Day(1, 6), p5Day(1, 7));
    const cut = whole.slice(0, whole.lastIndexOf("Standard"));
    const bill = read(cut);
    expect(bill.rows.read).toBe(6);
    expect(bill.warnings.map((w) => w.code)).toEqual(["short_sample", "cut_off"]);
    expect(bill.warnings[1]!.message).toContain("The file ends in the middle of row 8 (9 of its 12 columns");
  });

  test.each([
    ["all empty", ",Standard,24,Hours,p5.48xlarge", "ListCost is empty on every GPU row (1)"],
    ["all zero", "0,Standard,24,Hours,p5.48xlarge", "ListCost is 0 on every GPU row (1)"],
    [
      "below what was paid",
      "100,Standard,24,Hours,p5.48xlarge",
      "the GPU rows' ListCost (100 USD) is less than what they cost (EffectiveCost 1,000 USD)",
    ],
  ])("ListCost %s: the page says why the price is the effective one", (_name, tail, why) => {
    const bill = read(csv(`${H(1, 0)},${H(2, 0)},Usage,Compute,USD,1000,1000,${tail}`));
    expect(bill.gpu.listUnusable).toContain(why);
    expect(bill.scenario!.cloud).toMatchObject({ pricePerGpuHour: 1000 / 192, discountPct: 0 });
  });

  test("a file without the column says that; usable ListCost gives null", () => {
    const noColumn = HEAD.replace(",ListCost", "");
    const row = `${H(1, 0)},${H(2, 0)},Usage,Compute,USD,1000,1000,Standard,24,Hours,p5.48xlarge`;
    expect(read(`${noColumn}\n${row}\n`).gpu.listUnusable).toBe("the file has no ListCost column");
    expect(read(csv(p5Day(1))).gpu.listUnusable).toBeNull();
  });
});
