import { describe, expect, test } from "vitest";
import { powerLines } from "./power-lines";
import { presets } from "./presets";
import type { Scenario } from "./types";

const preset = (slug: string): Scenario => {
  const found = presets.find((p) => p.slug === slug);
  if (!found) throw new Error(slug);
  return found.scenario;
};

describe("powerLines", () => {
  test("metered only: 8 GPUs busy all day at 700 W, PUE 1.4, $0.10/kWh, 720-hour months", () => {
    const s = preset("h100-server");
    const { flat, metered } = powerLines(s);
    expect(flat).toBe(0);
    expect(metered).toBeCloseTo(8 * 0.7 * 24 * 30 * 12 * 1.4 * 0.1, 6);
  });

  test("flat only: the metered bill is 0", () => {
    expect(powerLines(preset("comma-ai-datacenter"))).toEqual({ flat: 500_000, metered: 0 });
  });

  test("both: each sum on its own, and they add up to year 1's power line", () => {
    const s = preset("comma-ai-datacenter");
    const both: Scenario = {
      ...s,
      onPrem: {
        ...s.onPrem,
        opex: { ...s.onPrem.opex, power: { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pue: 1.4, pricePerKwh: 0.1 } },
      },
    };
    const { flat, metered } = powerLines(both);
    expect(flat).toBe(500_000);
    // 600 GPUs busy 24 h at 700 W: 600 × 0.7 × 24 × 30 × 12 × 1.4 × 0.1
    expect(metered).toBeCloseTo(600 * 0.7 * 24 * 30 * 12 * 1.4 * 0.1, 4);
  });
});
