import { describe, expect, test } from "vitest";
import type { PriceSource } from "@/lib/tco/types";
import type { CloudPrice, Hardware } from "@/lib/catalog/schema";
import { cloudPickNotice, mergeSources, pickCloudPrice, pickHardware } from "./picks";

const price = (kind: CloudPrice["kind"]): CloudPrice => ({
  id: `aws-p5-${kind}`,
  provider: "aws",
  gpu: "H100",
  instanceType: "p5.48xlarge",
  gpusPerInstance: 8,
  region: "us-east-1",
  kind,
  pricePerGpuHour: 6.88,
  currency: "USD",
  asOf: "2026-11-09",
  dateBasis: "stated",
  sourceUrl: "https://example.com/aws",
  publisher: "test",
});

const fact = (value: number, asOf = "2026-07-05") => ({
  value,
  asOf,
  dateBasis: "stated" as const,
  url: `https://example.com/${value}`,
});
const dgx: Hardware = {
  id: "dgx-h100",
  system: "NVIDIA DGX H100",
  gpu: "H100",
  gpusPerServer: 8,
  currency: "USD",
  listPrice: { ...fact(199_000, "2026-12-01"), dateBasis: "retrieved" },
  fullLoadWatts: fact(10_200),
  lifetimeYears: fact(5),
};

describe("cloudPickNotice", () => {
  test.each([
    ["commit-1y", 0, "Billing set to reserved: a 1-year commitment bills every hour of every GPU, busy or not."],
    ["commit-3y", 0, "Billing set to reserved: a 3-year commitment bills every hour of every GPU, busy or not."],
    ["on-demand", 0, "Billing set to on-demand: busy hours are billed."],
    ["spot", 0, "Billing set to on-demand: busy hours are billed."],
    [
      "on-demand",
      10,
      "Billing set to on-demand: busy hours are billed. The scenario still takes 10% off this price (Discount off list).",
    ],
    [
      "commit-3y",
      15,
      "Billing set to reserved: a 3-year commitment bills every hour of every GPU, busy or not. The scenario still " +
        "takes 15% off this price (Discount off list). A commitment price is already discounted: set the discount to 0 " +
        "unless you negotiated more.",
    ],
    [
      "spot",
      5,
      "Billing set to on-demand: busy hours are billed. The scenario still takes 5% off this price (Discount off " +
        "list). A spot price is already discounted: set the discount to 0 unless you negotiated more.",
    ],
  ] as const)("%s with a %i%% discount: %s", (kind, discount, words) => {
    expect(cloudPickNotice(kind, discount)).toBe(words);
  });
});

describe("pickCloudPrice", () => {
  test.each([
    ["on-demand", "on-demand"],
    ["spot", "on-demand"],
    ["commit-1y", "reserved"],
    ["commit-3y", "reserved"],
  ] as const)("%s fills the price and bills %s", (kind, billing) => {
    const pick = pickCloudPrice(price(kind));
    expect(pick.writes).toEqual([
      { path: "cloud.pricePerGpuHour", value: 6.88 },
      { path: "cloud.billing", value: billing },
    ]);
    expect(pick.sources).toEqual([
      {
        field: "cloud.pricePerGpuHour",
        provider: "aws",
        item: "p5.48xlarge (us-east-1)",
        gpu: "H100",
        kind,
        value: 6.88,
        filled: 6.88,
        currency: "USD",
        asOf: "2026-11-09",
        dateBasis: "stated",
        url: "https://example.com/aws",
        entry: `aws-p5-${kind}`,
      },
    ]);
  });
});

describe("pickHardware", () => {
  test.each([
    [8, 199_000],
    [9, 398_000],
    [16, 398_000],
    [600, 75 * 199_000],
  ])("%i GPUs: compute capex is the list price × the servers needed (%i)", (gpus, capex) => {
    expect(pickHardware(dgx, gpus, true).writes).toContainEqual({ path: "onPrem.capex.compute", value: capex });
  });

  test("full-load power is shared by the server's GPUs; idle power no source gives is left alone and named", () => {
    const pick = pickHardware(dgx, 8, true);
    expect(pick.writes).toEqual([
      { path: "onPrem.capex.compute", value: 199_000 },
      { path: "onPrem.opex.power.activeWattsPerGpu", value: 1275 },
      { path: "onPrem.lifetimeYears", value: 5 },
    ]);
    expect(pick.missing).toEqual(["power at idle"]);
    expect(pick.sources.map((s) => [s.field, s.kind, s.value, s.filled, s.asOf, s.dateBasis])).toEqual([
      ["onPrem.capex.compute", "list-price", 199_000, 199_000, "2026-12-01", "retrieved"],
      ["onPrem.opex.power.activeWattsPerGpu", "full-load-power", 10_200, 1275, "2026-07-05", "stated"],
      ["onPrem.lifetimeYears", "lifetime", 5, 5, "2026-07-05", "stated"],
    ]);
  });

  test("a server without a list price never writes 0 into capex", () => {
    const pick = pickHardware({ ...dgx, listPrice: undefined }, 8, true);
    expect(pick.writes.map((w) => w.path)).not.toContain("onPrem.capex.compute");
    expect(pick.missing).toContain("list price");
  });

  test("with power metering off no power field is written", () => {
    const pick = pickHardware(dgx, 8, false);
    expect(pick.writes.map((w) => w.path)).toEqual(["onPrem.capex.compute", "onPrem.lifetimeYears"]);
    expect(pick.missing).toEqual(["power (metering is off)"]);
  });
});

describe("mergeSources", () => {
  const source = (field: string, asOf: string): PriceSource => ({
    field,
    provider: "p",
    item: "i",
    gpu: "H100",
    kind: "on-demand",
    value: 1,
    filled: 1,
    asOf,
    url: "https://example.com",
  });

  test("a new pick replaces the earlier source of the same field and keeps the others", () => {
    const merged = mergeSources(
      [source("cloud.pricePerGpuHour", "2026-01-01"), source("onPrem.lifetimeYears", "2025-01-01")],
      [source("cloud.pricePerGpuHour", "2026-11-09")],
    );
    expect(merged.map((s) => `${s.field} ${s.asOf}`)).toEqual([
      "onPrem.lifetimeYears 2025-01-01",
      "cloud.pricePerGpuHour 2026-11-09",
    ]);
  });
});
