import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco/compute";
import { scenario } from "@/scripts/test-support/tco";
import { cumulativeTonnes } from "@/lib/tco/cumulative-tonnes";
import { carbonChartCaption, carbonSentence, formatTonnes } from "./carbon-words";

// Worked check 6's fleet, its cloud at 1 kWh a busy GPU-hour on a 0.3 kg/kWh grid.
const s = scenario({
  horizonYears: 5,
  assumptions: { hoursPerMonth: 730 },
  workload: { gpus: 1024, gpuHoursPerDay: 16.8 },
  onPrem: { opex: { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 } } },
  carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 1, pricePerTonne: 100 },
});

describe("carbonSentence", () => {
  test("says which option emits less, by how much, and what the price adds to each", () => {
    // cloud: 31,395,840 h × 1 kWh × 0.3 kg = 9,418.752 t; on-prem 10,549.002 t
    expect(carbonSentence(s, computeTco(s, { sensitivity: false }), "en-US")).toBe(
      "Cloud emits less: 9,419 t CO2e over 5 years against 10,549 t for on-prem (1,130 t less). " +
        "At $100 a tonne the carbon price adds $941,875 to cloud, $1,054,900 to on-prem and $941,875 to hybrid.",
    );
  });

  test("without a price, says none is charged; without carbon, says nothing", () => {
    const free = { ...s, carbon: { ...s.carbon!, pricePerTonne: 0 } };
    expect(carbonSentence(free, computeTco(free, { sensitivity: false }), "en-US")).toMatch(
      /No carbon price is charged\.$/,
    );
    const none = { ...s, carbon: undefined };
    expect(carbonSentence(none, computeTco(none, { sensitivity: false }), "en-US")).toBeNull();
  });
});

describe("formatTonnes", () => {
  test.each([
    [10_549.0002, "en-US", "10,549 t"],
    [9.876, "en-US", "9.88 t"],
    [2.7, "de-DE", "2,7 t"],
    [12_345.6, "de-DE", "12.346 t"],
    [0, "en-US", "0 t"],
  ])("%d in %s is %s", (value, locale, text) => {
    expect(formatTonnes(value, locale)).toBe(text);
  });
});

describe("carbonChartCaption", () => {
  test("states each option's tonnes at the last month, the lowest first", () => {
    expect(carbonChartCaption(cumulativeTonnes(s)!, undefined, "en-US")).toBe(
      "By month 60: cloud 9,419 t CO2e, hybrid 9,419 t, on-prem 10,549 t.",
    );
  });

  test("uses the scenario's own option names", () => {
    expect(carbonChartCaption(cumulativeTonnes(s)!, { onPrem: "Enhanced host" }, "en-US")).toBe(
      "By month 60: cloud 9,419 t CO2e, hybrid 9,419 t, Enhanced host 10,549 t.",
    );
  });
});
