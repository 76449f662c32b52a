import { describe, expect, test } from "vitest";
import { loadCatalogs } from "./load";
import { rateDigits, sortCloudPrices, type CloudSortKey } from "./sort";

describe("rateDigits", () => {
  test.each([
    [6.88, 2],
    [3, 2],
    [7.912, 3],
    [3.4309, 4],
    [2.46375, 5],
    [10.9791, 4],
    [3.430881, 5],
  ])("%d shows with %i decimals", (value, digits) => {
    expect(rateDigits(value)).toBe(digits);
  });
});

describe("sortCloudPrices", () => {
  const entries = loadCatalogs().cloud.entries;

  test.each<[CloudSortKey, "asc" | "desc"]>([
    ["pricePerGpuHour", "asc"],
    ["pricePerGpuHour", "desc"],
    ["asOf", "asc"],
    ["provider", "desc"],
    ["gpu", "asc"],
  ])("by %s %s: every neighbour pair in order, nothing lost", (key, direction) => {
    const sorted = sortCloudPrices(entries, key, direction);
    expect(sorted).toHaveLength(entries.length);
    expect(new Set(sorted.map((e) => e.id))).toEqual(new Set(entries.map((e) => e.id)));
    const value = (e: (typeof entries)[number]) =>
      key === "pricePerGpuHour" ? e.pricePerGpuHour : key === "provider" ? e.provider : e[key];
    for (let i = 1; i < sorted.length; i += 1) {
      const [a, b] = [value(sorted[i - 1]!), value(sorted[i]!)];
      if (key === "provider") continue; // sorted by display name, checked below
      if (direction === "asc") expect(a <= b).toBe(true);
      else expect(a >= b).toBe(true);
    }
  });

  test("by provider sorts by the name people read (Google Cloud after CoreWeave), not the id", () => {
    const names = sortCloudPrices(entries, "provider", "asc").map((e) => e.provider);
    expect([...new Set(names)]).toEqual(["aws", "azure", "coreweave", "gcp", "lambda", "nebius", "runpod"]);
  });
});
