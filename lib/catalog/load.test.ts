import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ageWords, catalogAge } from "./age";
import { catalogFilterValues, filterCatalogs } from "./filter";
import { loadCatalogs, newestFile } from "./load";

describe("the shipped catalogs", () => {
  const catalogs = loadCatalogs();

  test("load and pass the schema: every price positive, dated and sourced", () => {
    expect(catalogs.cloud.entries.length).toBeGreaterThanOrEqual(40);
    for (const e of catalogs.cloud.entries) {
      expect(e.pricePerGpuHour).toBeGreaterThan(0);
      expect(e.sourceUrl).toMatch(/^https:\/\//);
      if (e.pricePerInstanceHour !== undefined) expect(Math.abs(e.pricePerInstanceHour / e.gpusPerInstance - e.pricePerGpuHour)).toBeLessThan(0.0001);
    }
  });

  test("cover H100, H200, B200, A100 and L40S across AWS, Azure, Google Cloud and three GPU clouds", () => {
    const { gpus, providers } = catalogFilterValues(catalogs);
    expect(gpus).toEqual(expect.arrayContaining(["H100", "H200", "B200", "A100", "L40S"]));
    expect(providers).toEqual(expect.arrayContaining(["aws", "azure", "gcp", "lambda", "coreweave", "runpod", "nebius"]));
  });

  test("the hardware catalog has 8-GPU H100, H200 and B200 servers, and leaves out what no source gives", () => {
    expect(catalogs.hardware.entries.map((h) => h.gpu)).toEqual(expect.arrayContaining(["H100", "H200", "B200"]));
    const h200 = catalogs.hardware.entries.find((h) => h.id === "dgx-h200");
    expect(h200?.listPrice).toBeUndefined();
    expect(h200?.fullLoadWatts?.value).toBe(10_200);
  });

  test.each<[{ gpu?: string; provider?: string }, string[] | undefined, number]>([
    [{ gpu: "H100", provider: "aws" }, ["p5.48xlarge"], 2],
    [{ gpu: "B200" }, undefined, 1],
    [{ provider: "coreweave" }, undefined, 4],
  ])("filter %j", (filter, instances, hardwareCount) => {
    const out = filterCatalogs(catalogs, filter);
    if (instances) expect(out.cloud.entries.map((e) => e.instanceType)).toEqual(instances);
    for (const e of out.cloud.entries) {
      if (filter.gpu) expect(e.gpu).toBe(filter.gpu);
      if (filter.provider) expect(e.provider).toBe(filter.provider);
    }
    expect(out.hardware.entries).toHaveLength(hardwareCount);
  });
});

describe("newestFile", () => {
  test.each([
    [["cloud-prices-2026-12-01.json"], "cloud-prices-2026-12-01.json"],
    [["cloud-prices-2026-12-05-aws.json", "cloud-prices-2026-12-01.json"], "cloud-prices-2026-12-05-aws.json"],
    [["cloud-prices-2026-12-01-aws.json", "cloud-prices-2026-12-01.json"], "cloud-prices-2026-12-01-aws.json"],
    [["cloud-prices-2026-12-01-aws-2.json", "cloud-prices-2026-12-01-aws.json"], "cloud-prices-2026-12-01-aws-2.json"],
    [["hardware-2026-12-01.json", "notes.txt"], undefined],
  ])("%j → %s", (names, expected) => {
    expect(newestFile(names, "cloud-prices-")).toBe(expected);
  });
});

describe("loadCatalogs on a broken folder", () => {
  test("a $0 price is an error naming the file and the field, never loaded", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "catalog-"));
    const entry = { id: "x", provider: "aws", gpu: "H100", instanceType: "x", gpusPerInstance: 8, region: "r", kind: "on-demand", pricePerGpuHour: 0, currency: "USD", asOf: "2026-12-01", dateBasis: "stated", sourceUrl: "https://example.com", publisher: "p" };
    writeFileSync(path.join(dir, "cloud-prices-2026-12-01.json"), JSON.stringify({ catalog: "cloud-prices", compiledOn: "2026-12-01", entries: [entry] }));
    writeFileSync(path.join(dir, "hardware-2026-12-01.json"), JSON.stringify({ catalog: "hardware", compiledOn: "2026-12-01", entries: [] }));
    expect(() => loadCatalogs(dir)).toThrow(/cloud-prices-2026-12-01\.json is not valid: entries\.0\.pricePerGpuHour: must be more than 0/);
  });

  test("a folder without a hardware file says so", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "catalog-"));
    writeFileSync(path.join(dir, "cloud-prices-2026-12-01.json"), JSON.stringify({ catalog: "cloud-prices", compiledOn: "2026-12-01", entries: [] }));
    expect(() => loadCatalogs(dir)).toThrow("No hardware-*.json file");
  });
});

describe("catalogAge", () => {
  test("the range of the dates the sources state, in days from today; figures dated only by reading are counted apart", () => {
    const age = catalogAge(loadCatalogs(), new Date("2026-12-11T08:00:00Z"));
    expect(age).toEqual({ compiledOn: "2026-12-01", oldest: "2024-06-24", newest: "2026-11-09", newestDays: 32, oldestDays: 900, undated: 8 });
  });

  test.each([
    [0, "today"],
    [1, "1 day"],
    [44, "44 days"],
    [61, "2 months"],
    [364, "12 months"],
    [365, "1 year"],
    [900, "2 years"],
  ])("%i days reads %s", (days, words) => {
    expect(ageWords(days)).toBe(words);
  });
});
