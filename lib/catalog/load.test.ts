import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ageWords, catalogAge } from "./age";
import { catalogFilterValues, filterCatalogs } from "./filter";
import { HARDWARE_FACTS, type PricingKind } from "@/lib/catalog/schema";
import { loadCatalogs, newestFile } from "./load";

describe("the shipped catalogs", () => {
  const catalogs = loadCatalogs();

  test("load and pass the schema: every price positive, dated and sourced", () => {
    expect(catalogs.cloud.file).toBe("cloud-prices-2026-12-01-azure.json");
    expect(catalogs.cloud.entries).toHaveLength(98);
    for (const e of catalogs.cloud.entries) {
      expect(e.pricePerGpuHour).toBeGreaterThan(0);
      expect(e.sourceUrl).toMatch(/^https:\/\//);
      expect(e.publisher.length).toBeGreaterThan(0);
      expect(e.asOf <= catalogs.cloud.compiledOn).toBe(true);
      if (e.pricePerInstanceHour !== undefined)
        expect(Math.abs(e.pricePerInstanceHour / e.gpusPerInstance - e.pricePerGpuHour)).toBeLessThan(0.0001);
    }
  });

  test("every server price comes from a vendor page, a published quote or a configurator, not a blog; an absent one says why", () => {
    for (const h of catalogs.hardware.entries) {
      if (h.listPrice)
        expect({ id: h.id, url: h.listPrice.url }).not.toEqual({ id: h.id, url: expect.stringMatching(/blog/) });
      else expect(h.unknown?.listPrice, h.id).toMatch(/no .*(price|quote)|gives no price/i);
    }
  });

  test("every figure a hardware entry gives has its source address and a date no later than the file; every absent one its reason", () => {
    expect(catalogs.hardware.file).toBe("hardware-2026-12-03.json");
    for (const h of catalogs.hardware.entries) {
      for (const fact of HARDWARE_FACTS) {
        const given = h[fact];
        if (given) {
          expect(given.url, `${h.id} ${fact}`).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\//);
          expect(given.asOf <= catalogs.hardware.compiledOn, `${h.id} ${fact}`).toBe(true);
        } else expect(h.unknown?.[fact]?.length, `${h.id} ${fact}`).toBeGreaterThan(20);
      }
    }
  });

  test("at least 10 configurations: HGX and DGX H100, H200 and B200, an L40S server and the swarm preset's workstation cards", () => {
    const hw = catalogs.hardware.entries;
    expect(hw.length).toBeGreaterThanOrEqual(10);
    expect(hw.map((h) => h.gpu)).toEqual(
      expect.arrayContaining(["H100", "H200", "B200", "L40S", "RTX 4500 Ada", "RTX 4090", "RTX 6000 Ada"]),
    );
    expect(
      hw
        .filter((h) => /DGX/.test(h.system))
        .map((h) => h.gpu)
        .sort(),
    ).toEqual(["B200", "H100", "H200"]);
    expect(hw.filter((h) => h.listPrice).length).toBe(9);
    expect(hw.filter((h) => h.gpu.startsWith("RTX")).map((h) => h.gpusPerServer)).toEqual([1, 1, 1]);
  });

  test("no DGX is priced below an OEM server with the same eight GPUs", () => {
    const priced = catalogs.hardware.entries.filter((h) => h.listPrice && h.gpusPerServer === 8);
    for (const dgx of priced.filter((h) => /DGX/.test(h.system))) {
      const oem = priced.filter((h) => h.gpu === dgx.gpu && !/DGX/.test(h.system)).map((h) => h.listPrice!.value);
      expect(Math.max(0, ...oem), dgx.id).toBeLessThan(dgx.listPrice!.value);
    }
  });

  test("GPU counts are sane: the instance names say as many GPUs as the entry divides by", () => {
    // A p5.48xlarge has 8 GPUs, a g6.xlarge 1, a2-highgpu-8g 8, g2-standard-96 8, "8x NVIDIA H100 SXM" 8.
    const stated = (e: { provider: string; instanceType: string }): number | undefined => {
      const gcp = /-(\d+)g$/.exec(e.instanceType);
      if (e.provider === "gcp" && gcp) return Number(gcp[1]);
      const times = /^(\d+)x /.exec(e.instanceType);
      if (times) return Number(times[1]);
      return undefined;
    };
    for (const e of catalogs.cloud.entries) {
      expect([1, 2, 4, 8]).toContain(e.gpusPerInstance);
      const n = stated(e);
      if (n !== undefined) expect({ id: e.id, gpus: e.gpusPerInstance }).toEqual({ id: e.id, gpus: n });
    }
    const byType = new Map(catalogs.cloud.entries.map((e) => [e.instanceType, e.gpusPerInstance] as const));
    expect(
      Object.fromEntries(
        [
          "p5.48xlarge",
          "p4d.24xlarge",
          "g6.xlarge",
          "g6e.48xlarge",
          "g2-standard-4",
          "g2-standard-96",
          "Standard_ND96isr_H200_v5",
        ].map((t) => [t, byType.get(t)]),
      ),
    ).toEqual({
      "p5.48xlarge": 8,
      "p4d.24xlarge": 8,
      "g6.xlarge": 1,
      "g6e.48xlarge": 8,
      "g2-standard-4": 1,
      "g2-standard-96": 8,
      Standard_ND96isr_H200_v5: 8,
    });
  });

  test("a commitment price is below the on-demand price of the same instance, and 3 years below 1 year", () => {
    const key = (e: { provider: string; instanceType: string; region: string }) =>
      `${e.provider} ${e.instanceType} ${e.region}`;
    const onDemand = new Map(
      catalogs.cloud.entries.filter((e) => e.kind === "on-demand").map((e) => [key(e), e.pricePerGpuHour] as const),
    );
    const oneYear = new Map(
      catalogs.cloud.entries.filter((e) => e.kind === "commit-1y").map((e) => [key(e), e.pricePerGpuHour] as const),
    );
    const commitments = catalogs.cloud.entries.filter((e) => e.kind === "commit-1y" || e.kind === "commit-3y");
    expect(commitments.length).toBe(26);
    for (const e of commitments) {
      const od = onDemand.get(key(e));
      expect(od, `${e.id} has an on-demand price to compare with`).toBeDefined();
      expect(e.pricePerGpuHour).toBeLessThan(od!);
      if (e.kind === "commit-3y") expect(e.pricePerGpuHour).toBeLessThan(oneYear.get(key(e))!);
    }
  });

  test("a spot price is below the on-demand price of the same instance where the catalog has both", () => {
    const key = (e: { provider: string; instanceType: string; region: string }) =>
      `${e.provider} ${e.instanceType} ${e.region}`;
    const onDemand = new Map(
      catalogs.cloud.entries.filter((e) => e.kind === "on-demand").map((e) => [key(e), e.pricePerGpuHour] as const),
    );
    for (const e of catalogs.cloud.entries.filter((s) => s.kind === "spot")) {
      const od = onDemand.get(key(e));
      if (od !== undefined) expect(e.pricePerGpuHour, e.id).toBeLessThan(od);
    }
  });

  test("counts by provider, GPU and pricing kind", () => {
    const count = (field: "provider" | "gpu" | "kind") => {
      const out: Record<string, number> = {};
      for (const e of catalogs.cloud.entries) out[e[field]] = (out[e[field]] ?? 0) + 1;
      return out;
    };
    expect(count("provider")).toEqual({ aws: 27, gcp: 24, azure: 17, runpod: 10, coreweave: 9, lambda: 7, nebius: 4 });
    expect(count("gpu")).toEqual({ H100: 31, A100: 26, L4: 14, L40S: 10, H200: 8, B200: 8, GH200: 1 });
    expect(count("kind")).toEqual({ "on-demand": 54, spot: 18, "commit-1y": 13, "commit-3y": 13 });
  });

  test("cover H100, H200, B200, A100, L40S and L4 across AWS, Azure, Google Cloud and three GPU clouds", () => {
    const { gpus, providers } = catalogFilterValues(catalogs);
    expect(gpus).toEqual(expect.arrayContaining(["H100", "H200", "B200", "A100", "L40S", "L4"]));
    expect(providers).toEqual(
      expect.arrayContaining(["aws", "azure", "gcp", "lambda", "coreweave", "runpod", "nebius"]),
    );
  });

  test("the hardware catalog has 8-GPU H100, H200 and B200 servers, and leaves out what no source gives", () => {
    const h200 = catalogs.hardware.entries.find((h) => h.id === "dgx-h200");
    expect(h200?.listPrice?.value).toBe(550_000);
    expect(h200?.fullLoadWatts?.value).toBe(10_200);
    expect(h200?.idleWatts).toBeUndefined();
    const l40s = catalogs.hardware.entries.find((h) => h.gpu === "L40S");
    expect([l40s?.listPrice, l40s?.fullLoadWatts]).toEqual([undefined, undefined]);
  });

  test.each<[{ gpu?: string; provider?: string; kind?: PricingKind }, string[] | undefined, number]>([
    [
      { gpu: "H100", provider: "aws" },
      ["p5.48xlarge", "p5.48xlarge", "p5.48xlarge", "p5.4xlarge", "p5.4xlarge", "p5.4xlarge"],
      5,
    ],
    [{ gpu: "H100", provider: "aws", kind: "commit-1y" }, ["p5.48xlarge", "p5.4xlarge"], 5],
    [{ gpu: "L4", kind: "commit-3y" }, ["g6.xlarge", "g6.48xlarge", "g2-standard-4", "g2-standard-96"], 0],
    [{ gpu: "B200" }, undefined, 2],
    [{ provider: "coreweave" }, undefined, 12],
  ])("filter %j", (filter, instances, hardwareCount) => {
    const out = filterCatalogs(catalogs, filter);
    if (instances) expect(out.cloud.entries.map((e) => e.instanceType)).toEqual(instances);
    for (const e of out.cloud.entries) {
      if (filter.gpu) expect(e.gpu).toBe(filter.gpu);
      if (filter.provider) expect(e.provider).toBe(filter.provider);
      if (filter.kind) expect(e.kind).toBe(filter.kind);
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
    const entry = {
      id: "x",
      provider: "aws",
      gpu: "H100",
      instanceType: "x",
      gpusPerInstance: 8,
      region: "r",
      kind: "on-demand",
      pricePerGpuHour: 0,
      currency: "USD",
      asOf: "2026-12-01",
      dateBasis: "stated",
      sourceUrl: "https://example.com",
      publisher: "p",
    };
    writeFileSync(
      path.join(dir, "cloud-prices-2026-12-01.json"),
      JSON.stringify({ catalog: "cloud-prices", compiledOn: "2026-12-01", entries: [entry] }),
    );
    writeFileSync(
      path.join(dir, "hardware-2026-12-01.json"),
      JSON.stringify({ catalog: "hardware", compiledOn: "2026-12-01", entries: [] }),
    );
    expect(() => loadCatalogs(dir)).toThrow(
      /cloud-prices-2026-12-01\.json is not valid: entries\.0\.pricePerGpuHour: must be more than 0/,
    );
  });

  test("a folder without a hardware file says so", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "catalog-"));
    writeFileSync(
      path.join(dir, "cloud-prices-2026-12-01.json"),
      JSON.stringify({ catalog: "cloud-prices", compiledOn: "2026-12-01", entries: [] }),
    );
    expect(() => loadCatalogs(dir)).toThrow("No hardware-*.json file");
  });
});

describe("catalogAge", () => {
  test("the range of the dates the sources state, in days from today; figures dated only by reading are counted apart", () => {
    const age = catalogAge(loadCatalogs(), new Date("2026-12-11T08:00:00Z"));
    expect(age).toEqual({
      compiledOn: "2026-12-03",
      oldest: "2022-09-20",
      newest: "2026-11-09",
      newestDays: 32,
      oldestDays: 1543,
      undated: 15,
    });
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
