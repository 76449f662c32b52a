import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { importSkyPilotCsv, MAX_GPUS_PER_INSTANCE } from "./skypilot-import";

const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", name), "utf8");
const options = {
  provider: "aws",
  sourceUrl: "https://example.com/vms.csv",
  publisher: "test fixture",
  asOf: "2026-12-01",
};

describe("importSkyPilotCsv", () => {
  test("takes GPU rows, divides each instance price by its GPU count, and keeps one price per region", () => {
    const result = importSkyPilotCsv(fixture("skypilot-gpus.csv"), options);
    expect(result.skippedCpuOnly).toBe(1);
    expect(result.refused).toEqual([]);
    expect(
      result.taken.map((p) => [
        p.instanceType,
        p.region,
        p.kind,
        p.gpu,
        p.gpuVariant,
        p.gpusPerInstance,
        p.pricePerGpuHour,
      ]),
    ).toEqual([
      ["p5.48xlarge", "us-east-1", "on-demand", "H100", undefined, 8, 6.88],
      ["p5.48xlarge", "us-east-1", "spot", "H100", undefined, 8, 2.5625],
      ["p4de.24xlarge", "us-east-1", "on-demand", "A100", "80GB", 8, 3.430881],
      ["g6.xlarge", "us-west-2", "on-demand", "L4", "PCIe 24GB", 1, 0.8048],
      ["g6.xlarge", "us-west-2", "spot", "L4", "PCIe 24GB", 1, 0.3219],
    ]);
    expect(result.taken[0]).toMatchObject({
      id: "aws-p5-48xlarge-us-east-1-on-demand",
      pricePerInstanceHour: 55.04,
      asOf: "2026-12-01",
      dateBasis: "retrieved",
      sourceUrl: options.sourceUrl,
    });
    expect(result).toMatchObject({ read: 5, skippedCpuOnly: 1, repeated: 1 });
  });

  test.each([
    [3, "gpu_1x_h100_pcie", "no price"],
    [4, "gpu_1x_a10", "price is 0 (a missing price, not a free instance)"],
    [5, "gpu_1x_a100", "price -1 is negative (a placeholder)"],
    [6, "gpu_8x_b200", "price 99999 is a placeholder (10,000 or more an hour)"],
    [7, "gpu_0x_broken", `impossible GPU count "0" (must be a whole number from 1 to ${MAX_GPUS_PER_INSTANCE})`],
    [8, "gpu_half", `impossible GPU count "2.5" (must be a whole number from 1 to ${MAX_GPUS_PER_INSTANCE})`],
    [9, "gpu_huge", `impossible GPU count "128" (must be a whole number from 1 to ${MAX_GPUS_PER_INSTANCE})`],
    [10, "gpu_text_price", 'price "n/a" is not a number'],
    [11, "gpu_1x_gh200", "spot price is 0 (a missing price, not a free instance); its on-demand price was taken"],
    [
      12,
      "gpu_8x_h200_nospot",
      "spot price 84.8 is not below the on-demand price 84.8 (a placeholder, not a spot offer); its on-demand price was taken",
    ],
  ])("line %i (%s) is refused: %s", (line, instanceType, reason) => {
    const { refused } = importSkyPilotCsv(fixture("skypilot-refusals.csv"), options);
    expect(refused).toContainEqual({ line, instanceType, reason });
  });

  test("of the refusals file only the three well-formed on-demand prices are taken", () => {
    const { taken, refused } = importSkyPilotCsv(fixture("skypilot-refusals.csv"), options);
    expect(taken.map((p) => `${p.instanceType} ${p.kind} ${p.pricePerGpuHour}`)).toEqual([
      "gpu_8x_h100_sxm5 on-demand 3.99",
      "gpu_1x_gh200 on-demand 2.29",
      "gpu_8x_h200_nospot on-demand 10.6",
    ]);
    expect(refused).toHaveLength(10);
    expect(taken.every((p) => p.pricePerGpuHour > 0)).toBe(true);
  });

  test("a header without a required column is an error naming it", () => {
    expect(() => importSkyPilotCsv(fixture("skypilot-no-price-column.csv"), options)).toThrow(
      "The CSV has no Price column",
    );
  });

  test("property: the per-GPU price times the GPU count gives back the instance price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_GPUS_PER_INSTANCE }),
        fc.double({ min: 0.01, max: 9_999, noNaN: true }),
        (count, price) => {
          const csv = `InstanceType,AcceleratorName,AcceleratorCount,Price,Region\nx,H100,${count}.0,${price},r\n`;
          const [entry] = importSkyPilotCsv(csv, options).taken;
          expect(entry).toBeDefined();
          // Rounding to 6 decimals is off by at most half a millionth a GPU; a price that lands exactly
          // on the half (0.01 / 32) adds floating-point noise on top, hence the relative slack.
          expect(Math.abs(entry!.pricePerGpuHour * count - price)).toBeLessThanOrEqual(
            count * 5e-7 * (1 + 1e-9) + price * 1e-12,
          );
          expect(entry!.pricePerGpuHour).toBeGreaterThan(0);
        },
      ),
      // The counterexample a run found: $0.01 over 32 GPUs rounds from exactly half a millionth.
      { examples: [[32, 0.01]] },
    );
  });
});
