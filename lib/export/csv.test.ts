import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { CASH_FLOW_COLUMNS } from "./cash-flow-columns";
import { cashFlowsCsv, csvFileName } from "./csv";
import { parseCashFlows, preset } from "@/scripts/test-support/export";

const base = preset("comma-ai-datacenter");
const csvFor = (scenario: Scenario) => cashFlowsCsv(scenario, computeTco(scenario));
const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: false });
const named = (name: string): Scenario => ({ ...base, name });

describe("cashFlowsCsv", () => {
  test("a header row and one row per month 0…N, with CRLF line ends", () => {
    const result = computeTco(base);
    const csv = cashFlowsCsv(base, result);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(result.months.length + 1);
    expect(csv).not.toMatch(/[^\r]\n/);
    // Headers in words, as the page names the figures (quoted where they hold a comma).
    expect(lines[0]).toBe(
      [
        "Month",
        "Year",
        "Cloud cost",
        "On-prem cost",
        "Hybrid cost",
        '"Cloud cost, cumulative"',
        '"On-prem cost, cumulative"',
        '"Hybrid cost, cumulative"',
        '"Savings, cumulative (Cloud − On-prem)"',
        "Currency",
        "Prices as of",
        "Scenario",
      ].join(","),
    );
    const { data, errors } = parse(csv);
    expect(errors).toEqual([]);
    expect(data).toHaveLength(result.months.length + 1);
    expect(data.every((row) => row.length === CASH_FLOW_COLUMNS.length)).toBe(true);
  });

  test("numbers round-trip as plain numbers within a cent (months add up to the totals), negative ones included", () => {
    const result = computeTco(base);
    const { data } = parseCashFlows<unknown>(cashFlowsCsv(base, result), base, true);
    expect(data).toHaveLength(result.months.length);
    const cent = (a: unknown, b: number) =>
      expect(Math.abs(Number(a) - b)).toBeLessThanOrEqual(0.01 + 1e-9 * Math.abs(b));
    result.months.forEach((month, i) => {
      const row = data[i]!;
      expect(row.month).toBe(month.month);
      expect(row.year).toBe(month.month === 0 ? 0 : Math.ceil(month.month / 12));
      cent(row.cloud, month.cloud);
      cent(row.onPrem, month.onPrem);
      cent(row.hybrid, month.hybrid);
      cent(row.cumulativeCloud, month.cumulative.cloud);
      cent(row.cumulativeOnPrem, month.cumulative.onPrem);
      cent(row.cumulativeHybrid, month.cumulative.hybrid);
      cent(row.savings, month.savings);
      expect(row.currency).toBe("USD");
      expect(row.pricesAsOf).toBe("2026-01-01");
      expect(row.scenario).toBe(base.name);
    });
    // Month 0's saving is minus the upfront cost: a number, not neutralised text.
    const month0 = cashFlowsCsv(base, result).split("\r\n")[1]!;
    expect(month0).toMatch(/,-\d+(\.\d{1,2})?,USD,/);
    expect(month0).not.toContain("'-");
  });

  test("a SUM() over a month column gives the running total beside it, before and after tax", () => {
    const taxed: Scenario = { ...base, tax: { ratePct: 21, depreciation: "macrs-5" } };
    const { data } = parseCashFlows<number>(csvFor(taxed), taxed, true);
    for (const [month, total] of [
      ["cloud", "cumulativeCloud"],
      ["onPrem", "cumulativeOnPrem"],
      ["hybridAfterTax", "cumulativeHybridAfterTax"],
      ["onPremAfterTax", "cumulativeOnPremAfterTax"],
    ] as const) {
      let sum = 0;
      for (const row of data) {
        sum += Math.round(row[month]! * 100);
        expect(Math.round(row[total]! * 100), `${month} month ${row.month}`).toBe(sum);
      }
    }
  });

  test("every row says how old the prices are, and a scenario without a date leaves the column empty", () => {
    const { data } = parseCashFlows(csvFor(base), base);
    expect(data.every((row) => row.pricesAsOf === "2026-01-01")).toBe(true);
    const undatedScenario = { ...base, pricesAsOf: undefined };
    const { data: undated } = parseCashFlows(csvFor(undatedScenario), undatedScenario);
    expect(undated.every((row) => row.pricesAsOf === "")).toBe(true);
  });

  test("no thousands separators and at most two decimals", () => {
    const rows = csvFor(base).split("\r\n").slice(1);
    for (const row of rows) {
      const numbers = row.split(",").slice(0, 9);
      for (const n of numbers) expect(n).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });

  test.each(["=1+1", "+x", "-x", "@x", "\tx", "\rx", '=HYPERLINK("http://evil","x")'])(
    "a name starting like a formula (%j) is neutralised with a leading '",
    (name) => {
      const csv = csvFor(named(name));
      const { data } = parse(csv);
      for (const row of data.slice(1)) expect(row[11]).toBe(`'${name}`);
      // Not even inside quotes does a row's last field start with the formula character.
      for (const line of csv.split(/\r\n(?=\d)/).slice(1)) expect(line).toMatch(/,USD,2026-01-01,"?'/);
    },
  );

  test("quotes, commas and line breaks in a name survive the round trip", () => {
    const name = 'He said "own it", then\nleft; ok, fine\r\nbye';
    const { data, errors } = parse(csvFor(named(name)));
    expect(errors).toEqual([]);
    expect(data[1]![11]).toBe(name);
    expect(data.slice(1).every((row) => row[11] === name)).toBe(true);
  });

  test("the options' columns carry the scenario's own names, and a label that looks like a formula is neutralised", () => {
    const labelled: Scenario = { ...base, labels: { cloud: "Standard host", onPrem: "=Enhanced host" } };
    const { data } = parse(csvFor(labelled));
    expect(data[0]!.slice(2, 9)).toEqual([
      "Standard host cost",
      "'=Enhanced host cost",
      "Hybrid cost",
      "Standard host cost, cumulative",
      "'=Enhanced host cost, cumulative",
      "Hybrid cost, cumulative",
      "Savings, cumulative (Standard host − =Enhanced host)",
    ]);
  });

  test("a name that is only safe text is left alone", () => {
    const { data } = parse(csvFor(named("comma.ai - 3 years")));
    expect(data[1]![11]).toBe("comma.ai - 3 years");
  });
});

describe("csvFileName", () => {
  test("a safe ASCII name with a cash-flows suffix", () => {
    expect(csvFileName("comma.ai-style datacenter")).toBe("comma-ai-style-datacenter-cash-flows.csv");
    expect(csvFileName("=1+1")).toBe("1-1-cash-flows.csv");
  });
});
