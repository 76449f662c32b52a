import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { compareRows, inputDifferences } from "@/lib/compare/rows";
import { presets } from "@/lib/tco";
import { computeTco } from "@/lib/tco";
import { comparisonCsv } from "./compare-csv";
import { preset } from "@/scripts/test-support/export";

const entry = (slug: string, id: string) => {
  const scenario = preset(slug);
  return { id, version: 1, scenario, result: computeTco(scenario, { sensitivity: false }) };
};

describe("comparisonCsv", () => {
  const entries = [entry("comma-ai-datacenter", "a"), entry("cost-per-epoch", "b")];
  const csv = comparisonCsv({ entries, baseline: 1, rows: compareRows(entries), inputs: inputDifferences(entries) });
  const { data, errors } = Papa.parse<string[]>(csv);
  const row = (key: string) => data.find((r) => r[1] === key)!;

  test("one column per scenario, named, with a row per result and per differing input", () => {
    expect(errors).toEqual([]);
    expect(data[0]).toEqual(["section", "key", "figure", entries[0]!.scenario.name, entries[1]!.scenario.name]);
    expect(data.every((r) => r.length === 5)).toBe(true);
    expect(data.filter((r) => r[0] === "input").length).toBe(inputDifferences(entries).length);
  });

  test("how each scenario pays for its hardware is stated", () => {
    const loan = {
      ...entries[0]!,
      scenario: {
        ...entries[0]!.scenario,
        financing: { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 } as const,
      },
    };
    const both = [loan, entries[1]!];
    const parsed = Papa.parse<string[]>(
      comparisonCsv({ entries: both, baseline: 1, rows: compareRows(both), inputs: inputDifferences(both) }),
    ).data;
    expect(parsed.find((r) => r[1] === "paidBy")!.slice(2)).toEqual([
      "How the hardware is paid",
      "Hardware on a 36-month loan at 8% APR",
      // The cost-per-epoch preset rents both hosts: no capex, so nothing is paid in cash.
      "No hardware to pay for",
    ]);
  });

  test("prices date, currency and the chosen baseline are stated", () => {
    expect(row("pricesAsOf").slice(3)).toEqual(["2026-01-01", "2023-01-01"]);
    expect(row("baseline").slice(3)).toEqual(["", "yes"]);
    expect(row("currency").slice(3)).toEqual(["USD", "USD"]);
  });

  test("numbers are plain and to the cent; no value is an empty cell; the recommendation is named", () => {
    expect(Number(row("tco.cloud")[3])).toBe(Math.round(entries[0]!.result.totals.cloud * 100) / 100);
    // Cost per epoch: billed for the same work (issue 33), the Enhanced host is cheaper from month 0.
    expect(row("breakEven")[4]).toBe("0");
    // The second scenario (cost per epoch) names its options: its on-prem option is the Enhanced host.
    expect(row("recommendation").slice(3)).toEqual(["On-prem", "Enhanced host"]);
    expect(row("workload.unitName").slice(3)).toEqual(["", "epoch"]);
  });

  test("no floating-point tails: results to two decimals at most, inputs as typed (ROI 717.9314000000002 reads 717.93)", () => {
    const all = presets.map((p, i) => entry(p.slug, `p${i}`));
    const { data: every } = Papa.parse<string[]>(
      comparisonCsv({ entries: all, baseline: 0, rows: compareRows(all), inputs: inputDifferences(all) }),
    );
    const numbers = every
      .filter((r) => r[0] !== "scenario")
      .flatMap((r) => r.slice(3))
      .filter((v) => v !== "" && Number.isFinite(Number(v)));
    expect(numbers.length).toBeGreaterThan(50);
    for (const n of numbers) expect(n).not.toMatch(/\.\d{7,}|e-/);
    // Text rows (the recommendation, the profiled preset's demand over the week) carry words, not figures.
    const textRows = new Set(compareRows(all).flatMap((r) => (r.kind === "text" ? [r.key] : [])));
    const results = every
      .filter((r) => r[0] === "result" && !textRows.has(r[1] ?? ""))
      .flatMap((r) => r.slice(3))
      .filter((v) => v !== "");
    for (const n of results) expect(n).toMatch(/^-?\d+(\.\d{1,2})?$/);
    expect(every.find((r) => r[1] === "roi")?.[3]).toBe("717.93");
    expect(every.find((r) => r[1] === "cloud.pricePerGpuHour")?.slice(3)).toContain("0.3");
  });
});
