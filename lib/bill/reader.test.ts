import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createFocusReader, type ReaderOptions } from "./reader";
import type { Bill } from "./types";

const HEAD =
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ServiceCategory,BillingCurrency,BilledCost,EffectiveCost," +
  "ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit,ChargeDescription";
const csv = (...rows: string[]) => [HEAD, ...rows].join("\n") + "\n";
const read = (text: string, options: ReaderOptions = {}, cut = 0): Bill => {
  const reader = createFocusReader(options);
  if (cut > 0) for (let i = 0; i < text.length; i += cut) reader.write(text.slice(i, i + cut));
  else reader.write(text);
  return reader.end();
};
const H = (d: number, h: number) => `2026-03-${String(d).padStart(2, "0")}T${String(h).padStart(2, "0")}:00:00Z`;

// Hand-worked bills: each figure below is worked out by hand from the rows.
describe("hand-worked bills", () => {
  test.each([
    {
      name:
        "two hourly p5 rows, on-demand at list: 16 GPU-hours in 2 hours is 8 GPUs busy 24 h a day (a bill under a day " +
        "is its own busiest day)",
      text: csv(
        `${H(1, 0)},${H(1, 1)},Usage,Compute,USD,98.32,98.32,98.32,Standard,1,Hours,$98.32 per On Demand Linux p5.48xlarge Instance Hour`,
        `${H(1, 1)},${H(1, 2)},Usage,Compute,USD,98.32,98.32,98.32,Standard,1,Hours,$98.32 per On Demand Linux p5.48xlarge Instance Hour`,
      ),
      gpuHours: 16,
      effective: 196.64,
      list: 196.64,
      price: 12.29,
      discount: 0,
      peak: 8,
      perDay: 24,
      days: 2 / 24,
    },
    {
      name: "a two-day row of 48 instance-hours of g5.12xlarge (4 GPUs), committed: 192 GPU-hours, 96 a day, peak 4",
      text: csv(`${H(1, 0)},${H(3, 0)},Usage,Compute,USD,0,100,200,Committed,48,Hrs,g5.12xlarge usage`),
      gpuHours: 192,
      effective: 100,
      list: 200,
      price: 200 / 192,
      discount: 50,
      peak: 4,
      perDay: 192 / 2 / 4,
      days: 2,
      committed: 100,
    },
    {
      name: "seconds and minutes: 7,200 s and 60 min of a 1-GPU g6.xlarge, spot",
      text: csv(
        `${H(1, 0)},${H(1, 2)},Usage,Compute,USD,2,2,4,Dynamic,7200,Seconds,g6.xlarge`,
        `${H(1, 2)},${H(1, 3)},Usage,Compute,USD,1,1,2,Dynamic,60,Minutes,g6.xlarge`,
      ),
      gpuHours: 3,
      effective: 3,
      list: 6,
      price: 2,
      discount: 50,
      peak: 1,
      perDay: 24,
      days: 3 / 24,
      spot: 100,
    },
  ])("$name", ({ text, gpuHours, effective, list, price, discount, peak, perDay, days, committed = 0, spot = 0 }) => {
    const bill = read(text);
    expect(bill.gpu.gpuHours).toBeCloseTo(gpuHours, 9);
    expect(bill.gpu.effectiveCost).toBeCloseTo(effective, 9);
    expect(bill.gpu.listCost).toBeCloseTo(list, 9);
    expect(bill.gpu.listPricePerGpuHour).toBeCloseTo(price, 9);
    expect(bill.gpu.discountPct).toBeCloseTo(discount, 9);
    expect(bill.gpu.peakGpus).toBe(peak);
    expect(bill.gpu.gpuHoursPerDay).toBeCloseTo(perDay, 9);
    expect(bill.period.days).toBeCloseTo(days, 12);
    expect(bill.gpu.committedPct).toBeCloseTo(committed, 9);
    expect(bill.gpu.spotPct).toBeCloseTo(spot, 9);
    expect(bill.scenario!.workload).toMatchObject({ gpus: peak });
    expect(bill.scenario!.cloud.pricePerGpuHour).toBeCloseTo(price, 9);
    expect(bill.scenario!.cloud.discountPct).toBeCloseTo(discount, 9);
  });

  test("credits, a commitment purchase with EffectiveCost 0 and tax: counted, not twice, and left out", () => {
    const bill = read(
      csv(
        `${H(1, 0)},2027-03-01T00:00:00Z,Purchase,Compute,USD,8760,0,8760,Committed,,,Savings Plan purchase`,
        `${H(1, 0)},${H(2, 0)},Usage,Compute,USD,0,240,480,Committed,24,Hours,p4d.24xlarge`,
        `${H(1, 0)},${H(2, 0)},Credit,Compute,USD,-10,-10,,,,,Promotional credit`,
        `${H(1, 0)},${H(2, 0)},Usage,Storage,USD,30.4375,30.4375,30.4375,Standard,100,GB-Month,S3`,
        `${H(1, 0)},${H(2, 0)},Tax,Compute,USD,21.5,21.5,,,,,VAT`,
      ),
    );
    expect(bill.period).toEqual({ start: "2026-03-01T00:00:00.000Z", end: "2026-03-02T00:00:00.000Z", days: 1 });
    expect(bill.rows).toEqual({ read: 5, gpu: 1, tax: 1, skipped: {} });
    expect(bill.totals).toEqual({
      billedCost: 8760 - 10 + 30.4375,
      effectiveCost: 240 - 10 + 30.4375,
      listCost: 8760 + 480 + 30.4375,
      tax: 21.5,
    });
    expect(bill.gpu.gpuHours).toBe(192);
    expect(bill.gpu.effectiveCost).toBe(240);
    // One day is 1 / 30.4375 of a month: the day's $30.4375 of storage is $926.44 a month.
    expect(bill.otherMonthly.storage).toBeCloseTo(30.4375 * 30.4375, 9);
    expect(bill.otherMonthly.other).toBeCloseTo(-10 * 30.4375, 9);
    expect(bill.scenario!.cloud.otherMonthly).toBeCloseTo((30.4375 - 10) * 30.4375, 9);
    expect(bill.scenario!.pricesAsOf).toBe("2026-03-02");
  });

  test("BOM, columns in any order, CRLF, quoted commas, FOCUS 0.5's BilledCurrency", () => {
    const text =
      "\uFEFFChargeDescription,BilledCurrency,EffectiveCost,BilledCost,ChargeCategory,ServiceCategory," +
      "ChargePeriodEnd,ChargePeriodStart,ConsumedUnit,ConsumedQuantity\r\n" +
      `"Linux, p5.48xlarge, ""reserved""",EUR,50,50,Usage,Compute,${H(1, 1)},${H(1, 0)},Hours,1\r\n`;
    const bill = read(text, {}, 7);
    expect(bill.currency).toBe("EUR");
    expect(bill.gpu.gpuHours).toBe(8);
    expect(bill.gpu.listCost).toBeNull();
    expect(bill.scenario!.cloud).toMatchObject({ pricePerGpuHour: 6.25, discountPct: 0 });
  });

  test("a GPU row without usable hours is counted apart and its cost stays in other", () => {
    const bill = read(csv(`${H(1, 0)},${H(2, 0)},Usage,Compute,USD,5,5,5,Standard,3,Requests,p5.48xlarge API`));
    expect(bill.rows.skipped).toEqual({ "no usable hours": 1 });
    expect(bill.rows.gpu).toBe(0);
    expect(bill.otherMonthly.other).toBeCloseTo(5 * 30.4375, 9);
  });

  test("user rules are tried first; compute rows no rule matched are listed largest first", () => {
    const text = csv(
      `${H(1, 0)},${H(1, 1)},Usage,Compute,USD,1,1,1,Standard,1,Hours,p5.48xlarge`,
      `${H(1, 0)},${H(1, 1)},Usage,Compute,USD,2,2,2,Standard,1,Hours,m5.large`,
      `${H(1, 0)},${H(1, 1)},Usage,Compute,USD,3,3,3,Standard,1,Hours,c5.large`,
    );
    const bill = read(text, { rules: [{ column: "ChargeDescription", contains: "P5.48", gpusPerUnit: 4 }] });
    expect(bill.gpu.gpuHours).toBe(4);
    expect(bill.gpu.byRule).toEqual([
      {
        column: "ChargeDescription",
        contains: "P5.48",
        gpusPerUnit: 4,
        source: "user",
        rows: 1,
        gpuHours: 4,
        effectiveCost: 1,
      },
    ]);
    expect(bill.unmatchedCompute.map((u) => u.key)).toEqual(["c5.large", "m5.large"]);
  });
});

describe("refused files say why", () => {
  test.each([
    ["an empty file", "", "The file is empty."],
    ["a header alone", HEAD + "\n", "The file has a header row but no charges."],
    [
      "missing columns",
      "ChargePeriodStart,BilledCost\n2026-01-01,1\n",
      "it has no ChargePeriodEnd, ChargeCategory, EffectiveCost, BillingCurrency and ServiceCategory columns",
    ],
    [
      "mixed currencies",
      csv(`${H(1, 0)},${H(1, 1)},Usage,Compute,USD,1,1,1,,,,x`, `${H(1, 0)},${H(1, 1)},Usage,Compute,EUR,1,1,1,,,,x`),
      "EUR and USD",
    ],
    [
      "a cost with a currency sign",
      csv(`${H(1, 0)},${H(1, 1)},Usage,Compute,USD,"$1,000.00",1,1,,,,x`),
      'Row 2: BilledCost "$1,000.00" is not a number',
    ],
    [
      "a date that is not ISO 8601",
      csv(`5/1/25,${H(1, 1)},Usage,Compute,USD,1,1,1,,,,x`),
      'ChargePeriodStart "5/1/25" is not an ISO 8601 date',
    ],
  ])("%s", (_name, text, reason) => {
    expect(() => read(text)).toThrow(reason);
  });
});

// The specification's own examples (lib/bill/fixtures/focus-spec/SOURCE.md), against sums taken
// here independently: they have no quoted fields, so splitting on commas reads them.
describe("the FOCUS specification's example files", () => {
  test.each(["aws_savings_plan_all_upfront_100pct.csv", "aws_zero_utilization.csv"])("%s", (file) => {
    const text = readFileSync(join(import.meta.dirname, "fixtures/focus-spec", file), "utf8");
    const [header, ...lines] = text
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    const col = (name: string) => header!.indexOf(name);
    const sum = (name: string, keep: (row: string[]) => boolean = () => true) =>
      lines.filter(keep).reduce((s, row) => s + (Number(row[col(name)]) || 0), 0);
    const rule = { column: "ServiceName", contains: "Elastic Compute Cloud", gpusPerUnit: 8 };
    const bill = read(text, { rules: [rule] }, 4096);
    expect(bill.rows.read).toBe(lines.length);
    expect(bill.totals.billedCost).toBeCloseTo(sum("BilledCost"), 6);
    expect(bill.totals.effectiveCost).toBeCloseTo(sum("EffectiveCost"), 6);
    expect(bill.totals.listCost).toBeCloseTo(sum("ListCost"), 6);
    const ec2Usage = (row: string[]) =>
      row[col("ChargeCategory")] === "Usage" && row[col("ServiceName")]!.includes("Elastic Compute Cloud");
    expect(bill.gpu.effectiveCost).toBeCloseTo(sum("EffectiveCost", ec2Usage), 6);
    expect(bill.gpu.gpuHours).toBeCloseTo(
      8 * sum("ConsumedQuantity", ec2Usage) || 8 * sum("PricingQuantity", ec2Usage),
      6,
    );
    expect(bill.currency).toBe("USD");
  });
});

describe("properties", () => {
  const rows = fc.array(
    fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      hours: fc.integer({ min: 1, max: 23 }),
      cost: fc.integer({ min: -1000, max: 100_000 }),
      gpu: fc.boolean(),
    }),
    { minLength: 1, maxLength: 30 },
  );
  const toCsv = (rs: { day: number; hours: number; cost: number; gpu: boolean }[]) =>
    csv(
      ...rs.map(
        (r) =>
          `${H(r.day, 0)},${H(r.day, r.hours)},Usage,Compute,USD,${r.cost / 100},${r.cost / 100},,Standard,${r.hours},` +
          `Hours,"${r.gpu ? "p5.48xlarge" : "m5, large"}"`,
      ),
    );

  test("cutting the file anywhere gives the same bill", () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 1, max: 200 }), (rs, cut) => {
        const text = toCsv(rs);
        expect(read(text, {}, cut)).toEqual(read(text));
      }),
      { numRuns: 60 },
    );
  });

  test("GPU and other spend add up to the total; GPU-hours never exceed 24 a day per peak GPU", () => {
    fc.assert(
      fc.property(rows, (rs) => {
        const bill = read(toCsv(rs));
        const months = bill.period.days / 30.4375;
        const other = (bill.otherMonthly.storage + bill.otherMonthly.networking + bill.otherMonthly.other) * months;
        expect(bill.gpu.effectiveCost + other).toBeCloseTo(bill.totals.effectiveCost, 6);
        expect(bill.gpu.gpuHoursPerDay).toBeLessThanOrEqual(24 + 1e-9);
      }),
      { numRuns: 60 },
    );
  });
});
