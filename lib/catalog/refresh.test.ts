import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { PriceSource } from "@/lib/tco/types";
import type { CloudPrice, Hardware } from "@/lib/catalog/schema";
import { pickCloudPrice, pickHardware } from "./picks";
import { planCatalogRefresh } from "./refresh";

const p5 = (pricePerGpuHour: number, asOf: string): CloudPrice => ({
  id: "aws-p5-48xlarge-us-east-1-on-demand",
  provider: "aws",
  gpu: "H100",
  gpuVariant: "SXM 80GB",
  instanceType: "p5.48xlarge",
  gpusPerInstance: 8,
  region: "us-east-1",
  kind: "on-demand",
  pricePerGpuHour,
  currency: "USD",
  asOf,
  dateBasis: "stated",
  sourceUrl: "https://example.com/aws",
  publisher: "AWS",
});
const fact = (value: number, asOf: string) => ({
  value,
  asOf,
  dateBasis: "stated" as const,
  url: `https://example.com/${value}`,
});
const dgx = (listPrice: number, asOf: string): Hardware => ({
  id: "dgx-h100",
  system: "NVIDIA DGX H100",
  gpu: "H100",
  gpusPerServer: 8,
  currency: "USD",
  listPrice: fact(listPrice, asOf),
  fullLoadWatts: fact(10_200, "2026-07-05"),
  lifetimeYears: fact(5, "2026-07-05"),
});

/** A scenario as the editor saves it after picking `cloud` and `server` for 16 GPUs. */
function picked(cloud: CloudPrice, server: Hardware) {
  const c = pickCloudPrice(cloud);
  const h = pickHardware(server, 16, true);
  return {
    workload: { gpus: 16 },
    cloud: { pricePerGpuHour: cloud.pricePerGpuHour, billing: "on-demand" },
    onPrem: { capex: { compute: h.writes[0]!.value }, opex: { power: { activeWattsPerGpu: 1275 } }, lifetimeYears: 5 },
    sources: [...c.sources, ...h.sources],
  };
}

describe("planCatalogRefresh", () => {
  const old = picked(p5(7.5, "2025-06-01"), dgx(210_000, "2025-03-01"));
  const today = { cloud: [p5(6.88, "2026-11-09")], hardware: [dgx(199_000, "2026-10-01")] };

  test("lists each figure that moved, old → new, and the writes that apply it", () => {
    const plan = planCatalogRefresh(old, today);
    expect(plan.changes.map((c) => [c.field, c.from.filled, c.from.asOf, c.to.filled, c.to.asOf])).toEqual([
      ["cloud.pricePerGpuHour", 7.5, "2025-06-01", 6.88, "2026-11-09"],
      // Two servers bought at $210,000 each; today's list price $199,000: 2 × 199,000.
      ["onPrem.capex.compute", 420_000, "2025-03-01", 398_000, "2026-10-01"],
    ]);
    expect(plan.writes).toEqual([
      { path: "cloud.pricePerGpuHour", value: 6.88 },
      { path: "onPrem.capex.compute", value: 398_000 },
    ]);
    expect(plan.unchanged).toEqual(["onPrem.opex.power.activeWattsPerGpu", "onPrem.lifetimeYears"]);
    // Each updated source carries its own date; the scenario's pricesAsOf (typed prices) is not the plan's.
    expect(plan.sources.map((s) => `${s.field} ${s.asOf}`)).toContain("cloud.pricePerGpuHour 2026-11-09");
    expect(plan).not.toHaveProperty("pricesAsOf");
  });

  test("the number of servers bought stays, even if the GPU count changed since the pick", () => {
    const plan = planCatalogRefresh({ ...old, workload: { gpus: 64 } }, today);
    expect(plan.writes.find((w) => w.path === "onPrem.capex.compute")?.value).toBe(398_000);
  });

  test("a field typed over after its pick is left alone and named", () => {
    const typed = { ...old, cloud: { ...old.cloud, pricePerGpuHour: 2.5 } };
    const plan = planCatalogRefresh(typed, today);
    expect(plan.typedOver.map((s) => s.field)).toEqual(["cloud.pricePerGpuHour"]);
    expect(plan.writes.map((w) => w.path)).toEqual(["onPrem.capex.compute"]);
  });

  test("an entry no longer in the catalog leaves its figure and source as they were", () => {
    const plan = planCatalogRefresh(old, { cloud: [], hardware: today.hardware });
    expect(plan.gone.map((s) => s.field)).toEqual(["cloud.pricePerGpuHour"]);
    expect(plan.sources.find((s) => s.field === "cloud.pricePerGpuHour")?.value).toBe(7.5);
  });

  test("a scenario saved before sources named their entry is matched by provider, item and kind", () => {
    const legacy = {
      ...old,
      sources: old.sources.map((s): PriceSource => {
        const copy = { ...s };
        delete copy.entry;
        return copy;
      }),
    };
    expect(planCatalogRefresh(legacy, today).changes.map((c) => c.field)).toEqual([
      "cloud.pricePerGpuHour",
      "onPrem.capex.compute",
    ]);
  });

  test("property: applying the plan and planning again changes nothing", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.integer({ min: 100_000, max: 600_000 }),
        (price, list) => {
          const catalogs = { cloud: [p5(price, "2026-11-09")], hardware: [dgx(list, "2026-10-01")] };
          const plan = planCatalogRefresh(old, catalogs);
          const applied = structuredClone(old) as Record<string, unknown>;
          for (const w of plan.writes) {
            const keys = w.path.split(".");
            let node = applied as Record<string, unknown>;
            for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
            node[keys.at(-1)!] = w.value;
          }
          applied.sources = plan.sources;
          expect(planCatalogRefresh(applied, catalogs).changes).toEqual([]);
        },
      ),
    );
  });
});
