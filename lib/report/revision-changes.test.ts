import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { revisionChanges } from "./revision-changes";

const base = presets.find((p) => p.slug === "h100-server")!.scenario;
const edit = (change: (s: Scenario) => Scenario) => change(structuredClone(base));

describe("revisionChanges", () => {
  test("two identical versions have no changes", () => {
    expect(revisionChanges(base, structuredClone(base), "en-US")).toEqual([]);
  });

  test.each<
    [string, (s: Scenario) => Scenario, { path: string; label: string; from: string | null; to: string | null }[]]
  >([
    [
      "the cloud price",
      (s) => ({ ...s, cloud: { ...s.cloud, pricePerGpuHour: 2.5 } }),
      [{ path: "cloud.pricePerGpuHour", label: expect.any(String), from: expect.any(String), to: "$2.50/h" }],
    ],
    ["the name", (s) => ({ ...s, name: "Renamed" }), [{ path: "name", label: "Name", from: base.name, to: "Renamed" }]],
    [
      "the GPUs and the horizon",
      (s) => ({ ...s, workload: { ...s.workload, gpus: 1234 }, horizonYears: 7 }),
      [
        { path: "horizonYears", label: expect.any(String), from: expect.any(String), to: expect.stringContaining("7") },
        { path: "workload.gpus", label: expect.any(String), from: expect.any(String), to: "1,234" },
      ],
    ],
  ])("names %s, old → new as the editor shows them", (_, change, expected) => {
    const changes = revisionChanges(base, edit(change), "en-US");
    expect([...changes].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...expected].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  test("an input one version leaves out reads as absent on that side", () => {
    const metered = edit((s) => ({
      ...s,
      onPrem: {
        ...s.onPrem,
        opex: {
          ...s.onPrem.opex,
          power: { activeWattsPerGpu: 1000, idleWattsPerGpu: 100, pue: 1.3, pricePerKwh: 0.1 },
        },
      },
    }));
    const unmetered = edit((s) => ({ ...s, onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, power: undefined } } }));
    const changes = revisionChanges(unmetered, metered, "en-US");
    expect(changes.find((c) => c.path === "onPrem.opex.power.pue")).toMatchObject({ from: null, to: "1.3" });
  });

  test("property: a change of the GPU count is always reported, and only it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }).filter((n) => n !== base.workload.gpus),
        (gpus) => {
          const changes = revisionChanges(
            base,
            edit((s) => ({ ...s, workload: { ...s.workload, gpus } })),
            "en-US",
          );
          expect(changes.map((c) => c.path)).toEqual(["workload.gpus"]);
        },
      ),
    );
  });
});
