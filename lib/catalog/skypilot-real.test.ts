import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { importSkyPilotCsv } from "./skypilot-import";

// SkyPilot's own published catalogs, copied whole (see fixtures/skypilot-v7/README.md).
const real = (cloud: string) =>
  readFileSync(path.join(__dirname, "fixtures", "skypilot-v7", `${cloud}-vms.csv`), "utf8");
const run = (cloud: string) =>
  importSkyPilotCsv(real(cloud), {
    provider: cloud,
    sourceUrl: `https://github.com/skypilot-org/skypilot-catalog/blob/master/catalogs/v7/${cloud}/vms.csv`,
    publisher: "SkyPilot catalog v7",
    asOf: "2026-12-03",
  });

describe("importSkyPilotCsv on SkyPilot's real catalogs", () => {
  test.each([
    // cloud, rows read, prices taken, CPU rows skipped, repeated zone rows, rows refused. RunPod by hand:
    // 2,000 GPU rows − 100 L40S = 1,900; 75 sizes × 8 regions + 8x RTX A6000 in 7 = 607 on-demand;
    // 1,900 − 607 = 1,293 zone repeats; 27 sizes with a spot price × 8 + 7 = 223 spot; 607 + 223 = 830.
    ["lambda", 323, 306, 17, 0, 0],
    ["runpod", 2750, 830, 750, 1293, 100],
    ["nebius", 61, 29, 40, 0, 0],
  ])(
    "%s: %i rows read, %i prices taken, %i CPU rows skipped, %i zone repeats, %i refused",
    (cloud, read, taken, cpu, repeated, refused) => {
      const result = run(cloud);
      expect({
        read: result.read,
        taken: result.taken.length,
        cpu: result.skippedCpuOnly,
        repeated: result.repeated,
        refused: result.refused.length,
      }).toEqual({
        read,
        taken,
        cpu,
        repeated,
        refused,
      });
    },
  );

  test("RunPod's L40S rows, whose spot price is twice the on-demand one, are refused as broken and none of them is taken", () => {
    const { refused, taken } = run("runpod");
    expect(new Set(refused.map((r) => r.instanceType))).toEqual(
      new Set(["1x_L40S_SECURE", "2x_L40S_SECURE", "4x_L40S_SECURE", "8x_L40S_SECURE"]),
    );
    expect(refused.find((r) => r.instanceType === "1x_L40S_SECURE")?.reason).toBe(
      "spot price 0.86 is above the on-demand price 0.43: a broken row (spot never costs more), nothing of it taken",
    );
    expect(taken.filter((p) => p.gpu === "L40S")).toEqual([]);
  });

  test("Nebius's CPU rows (AcceleratorCount 0) are skipped as CPU rows, not refused", () => {
    const { refused, skippedCpuOnly } = run("nebius");
    expect(skippedCpuOnly).toBe(40);
    expect(refused).toEqual([]);
  });

  test("the import date is recorded as the day the prices were read, not as a date the source states", () => {
    for (const cloud of ["lambda", "runpod", "nebius"]) {
      for (const p of run(cloud).taken)
        expect({ asOf: p.asOf, dateBasis: p.dateBasis }).toEqual({ asOf: "2026-12-03", dateBasis: "retrieved" });
    }
  });

  test("Lambda's PCIe and SXM5 H100 are named apart, the way the curated catalog names them", () => {
    const h100 = new Map(
      run("lambda")
        .taken.filter((p) => p.gpu === "H100" && p.region === "us-east-1")
        .map((p) => [p.instanceType, p.gpuVariant] as const),
    );
    expect(Object.fromEntries(h100)).toEqual({
      gpu_1x_h100_pcie: "PCIe 80GB",
      gpu_1x_h100_sxm5: "SXM 80GB",
      gpu_2x_h100_sxm5: "SXM 80GB",
      gpu_4x_h100_sxm5: "SXM 80GB",
      gpu_8x_h100_sxm5: "SXM 80GB",
    });
  });

  test("the per-GPU prices of the 8-GPU H100 offers: Lambda $2.99, RunPod SXM $2.99 (spot $2.69), Nebius $2.95 (spot $1.25)", () => {
    const price = (cloud: string, type: string, region: string, kind: string) =>
      run(cloud).taken.find((p) => p.instanceType === type && p.region === region && p.kind === kind)?.pricePerGpuHour;
    expect(price("lambda", "gpu_8x_h100_sxm5", "us-east-1", "on-demand")).toBe(2.99);
    expect(price("runpod", "8x_H100-SXM_SECURE", "US", "on-demand")).toBe(2.99);
    expect(price("runpod", "8x_H100-SXM_SECURE", "US", "spot")).toBe(2.69);
    expect(price("nebius", "gpu-h100-sxm_8gpu-128vcpu-1600gb", "eu-north1", "on-demand")).toBe(2.95);
    expect(price("nebius", "gpu-h100-sxm_8gpu-128vcpu-1600gb", "eu-north1", "spot")).toBe(1.25);
  });
});
