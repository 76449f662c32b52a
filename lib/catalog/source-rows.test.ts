import { describe, expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import type { PriceSource, Scenario } from "@/lib/tco/types";
import { sourceRows } from "./source-rows";

const base = structuredClone(presets.find((p) => p.slug === "h100-server")!.scenario);
const p5: PriceSource = {
  field: "cloud.pricePerGpuHour",
  provider: "aws",
  item: "p5.48xlarge (us-east-1)",
  gpu: "H100",
  kind: "on-demand",
  value: 6.88,
  filled: 6.88,
  currency: "USD",
  asOf: "2026-11-09",
  url: "https://example.com/aws",
};

describe("sourceRows", () => {
  test("no sources, no rows", () => {
    expect(sourceRows(base)).toEqual([]);
  });

  test("a picked price still in its field reads as the catalog's, with provider name and kind in words", () => {
    const scenario: Scenario = { ...base, cloud: { ...base.cloud, pricePerGpuHour: 6.88 }, sources: [p5] };
    expect(sourceRows(scenario)).toEqual([
      {
        field: "cloud.pricePerGpuHour",
        kind: "on-demand",
        currency: "USD",
        what: "AWS p5.48xlarge (us-east-1), H100, on-demand",
        asOf: "2026-11-09",
        undated: false,
        url: "https://example.com/aws",
        value: 6.88,
        filled: 6.88,
      },
    ]);
  });

  test("a price typed over after picking is marked with the value the scenario now holds", () => {
    const scenario: Scenario = { ...base, cloud: { ...base.cloud, pricePerGpuHour: 2.5 }, sources: [p5] };
    expect(sourceRows(scenario)[0]?.overriddenWith).toBe(2.5);
  });

  test("a server reads by its name, not as a provider", () => {
    const server: PriceSource = {
      ...p5,
      field: "onPrem.capex.compute",
      provider: "hardware",
      item: "NVIDIA DGX H100",
      kind: "list-price",
      value: 199_000,
      filled: 199_000,
    };
    const scenario: Scenario = {
      ...base,
      onPrem: { ...base.onPrem, capex: { ...base.onPrem.capex, compute: 199_000 } },
      sources: [server],
    };
    expect(sourceRows(scenario)[0]?.what).toBe("NVIDIA DGX H100, H100, list price");
    expect(sourceRows({ ...scenario, sources: [{ ...server, dateBasis: "retrieved" }] })[0]?.undated).toBe(true);
  });
});
