import { describe, expect, test } from "vitest";
import { setPath } from "@/lib/object-path";
import { stalePrices } from "@/lib/report/prices-age";
import { presets } from "@/lib/tco/presets";
import type { PriceSource, Scenario } from "@/lib/tco/types";
import { applyPick } from "./apply-pick";

const quote: PriceSource = {
  field: "onPrem.capex.compute",
  provider: "hardware",
  item: "HGX H100 8-GPU server",
  gpu: "H100",
  kind: "list-price",
  value: 317_000,
  filled: 634_000,
  asOf: "2024-08-22",
  url: "https://example.com/quote",
};

describe("applying a catalog pick", () => {
  test("a server quote from 2024 leaves the typed prices' date alone, and only the quote is stale", () => {
    let draft: Scenario = { ...presets[0]!.scenario, pricesAsOf: "2026-12-05" };
    const setField = (path: string, value: unknown) => {
      draft = setPath(draft, path, value) as Scenario;
    };
    applyPick(draft, setField, { writes: [{ path: quote.field, value: quote.filled }], sources: [quote], missing: [] });
    expect(draft.pricesAsOf).toBe("2026-12-05");
    expect(draft.sources).toEqual([quote]);
    expect(stalePrices(draft, new Date("2026-12-05T12:00:00Z"))).toEqual([
      { fields: ["onPrem.capex.compute"], asOf: "2024-08-22", from: "HGX H100 8-GPU server" },
    ]);
  });
});
