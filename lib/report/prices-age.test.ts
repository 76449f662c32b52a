import { describe, expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import type { PriceSource, Scenario } from "@/lib/tco/types";
import {
  ageWords,
  datedPrices,
  monthsBetween,
  pricesAreStale,
  stalePrices,
  stalePricesSentence,
  type DatedPrices,
} from "./prices-age";

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("prices age", () => {
  test.each([
    ["2026-06-01", "2026-12-01", false],
    ["2026-05-31", "2026-12-01", true],
    ["2026-06-01", "2026-12-02", true],
    ["2026-11-30", "2026-12-01", false],
    ["2023-01-01", "2026-12-01", true],
    [undefined, "2026-12-01", false],
  ] as const)("prices of %s on %s are stale: %s", (asOf, today, stale) =>
    expect(pricesAreStale(asOf, on(today))).toBe(stale),
  );

  test.each([
    ["2023-01-01", "2026-12-01", 47],
    ["2026-01-31", "2026-02-28", 0],
    ["2026-01-15", "2026-07-15", 6],
  ] as const)("%s to %s is %d whole months", (asOf, today, months) =>
    expect(monthsBetween(asOf, on(today))).toBe(months),
  );

  test.each([
    [0, "less than a month"],
    [1, "1 month"],
    [12, "1 year"],
    [13, "1 year and 1 month"],
    [47, "3 years and 11 months"],
  ] as const)("%d months read %s", (months, words) => expect(ageWords(months)).toBe(words));
});

describe("each price's own date", () => {
  const comma = presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario;
  const PRICES = ["cloud.pricePerGpuHour", "onPrem.capex.compute", "onPrem.capex.storage", "onPrem.capex.network"];
  const quote = (filled: number, asOf = "2024-08-22", kind: PriceSource["kind"] = "list-price"): PriceSource => ({
    field: "onPrem.capex.compute",
    provider: "hardware",
    item: "HGX H100 8-GPU server",
    gpu: "H100",
    kind,
    value: 317_000,
    filled,
    asOf,
    url: "https://example.com/quote",
  });
  const withCompute = (s: Scenario, compute: number): Scenario => ({
    ...s,
    onPrem: { ...s.onPrem, capex: { ...s.onPrem.capex, compute } },
  });
  const today = on("2026-12-05");

  test.each<[string, Scenario, DatedPrices[]]>([
    ["typed prices share the scenario's date", comma, [{ fields: PRICES, asOf: "2026-01-01" }]],
    [
      "a picked price still holding its figure keeps its source's date",
      { ...withCompute(comma, 634_000), pricesAsOf: "2026-12-05", sources: [quote(634_000)] },
      [
        { fields: ["cloud.pricePerGpuHour", "onPrem.capex.storage", "onPrem.capex.network"], asOf: "2026-12-05" },
        { fields: ["onPrem.capex.compute"], asOf: "2024-08-22", from: "HGX H100 8-GPU server" },
      ],
    ],
    [
      "a picked price typed over since is dated as typed",
      { ...withCompute(comma, 600_000), pricesAsOf: "2026-12-05", sources: [quote(634_000)] },
      [{ fields: PRICES, asOf: "2026-12-05" }],
    ],
    [
      "a source that is no price (a lifetime) dates nothing",
      { ...comma, sources: [{ ...quote(5, "2020-01-01", "lifetime"), field: "onPrem.lifetimeYears" }] },
      [{ fields: PRICES, asOf: "2026-01-01" }],
    ],
    [
      "zero lines are no prices; undated typed prices are left out",
      { ...withCompute(presets.find((p) => p.slug === "h100-server")!.scenario, 198_636), pricesAsOf: undefined },
      [],
    ],
  ])("%s", (_, s, expected) => expect(datedPrices(s)).toEqual(expected));

  test("the warning names only the stale: a server quote from 2024, not the cloud price typed today", () => {
    const s: Scenario = { ...withCompute(comma, 634_000), pricesAsOf: "2026-12-05", sources: [quote(634_000)] };
    expect(stalePrices(s, today)).toEqual([
      { fields: ["onPrem.capex.compute"], asOf: "2024-08-22", from: "HGX H100 8-GPU server" },
    ]);
  });

  test("stale groups come oldest first", () => {
    const s: Scenario = { ...withCompute(comma, 634_000), pricesAsOf: "2025-01-01", sources: [quote(634_000)] };
    expect(stalePrices(s, today).map((g) => g.asOf)).toEqual(["2024-08-22", "2025-01-01"]);
  });

  test("a printed report says the stale prices in a sentence, dated on its own day; none when all are fresh", () => {
    const s: Scenario = { ...withCompute(comma, 634_000), pricesAsOf: "2026-12-05", sources: [quote(634_000)] };
    expect(stalePricesSentence(s, today, (d) => d)).toBe(
      "Prices more than 6 months old: Compute (servers and GPUs), from HGX H100 8-GPU server, as of 2024-08-22 " +
        "(2 years and 3 months). Check them before deciding.",
    );
    expect(stalePricesSentence({ ...comma, pricesAsOf: "2025-01-01" }, today, (d) => d)).toBe(
      "The prices typed here are as of 2025-01-01, 1 year and 11 months before this report: check them before deciding.",
    );
    expect(stalePricesSentence({ ...comma, pricesAsOf: "2026-12-05" }, today, (d) => d)).toBeNull();
  });
});
