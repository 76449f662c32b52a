// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco/compute";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { useScenarioDraft } from "./use-scenario-draft";

// The first edit loads the schema with a dynamic import: on a busy 2-core machine that can take
// longer than waitFor's default second.
const SCHEMA_LOAD = { timeout: 10_000 };

const h100 = presets.find((p) => p.slug === "h100-server")!.scenario;
const opened = (): Scenario => structuredClone(h100);

describe("the editor's draft, as typing drives it", () => {
  test("a typed price is in the draft at once, and the results are recomputed from it", async () => {
    const initial = opened();
    const { result } = renderHook(() => useScenarioDraft(initial));
    const before = result.current.result.totals.cloud;

    act(() => result.current.setField("cloud.pricePerGpuHour", initial.cloud.pricePerGpuHour * 2));

    expect((result.current.draft as Scenario).cloud.pricePerGpuHour).toBe(initial.cloud.pricePerGpuHour * 2);
    // The schema loads with the first edit; then the draft is valid and the figures follow it.
    await waitFor(
      () => expect(result.current.parsed?.cloud.pricePerGpuHour).toBe(initial.cloud.pricePerGpuHour * 2),
      SCHEMA_LOAD,
    );
    expect(result.current.errors.size).toBe(0);
    expect(result.current.stale).toBe(false);
    expect(result.current.result.totals.cloud).toBeGreaterThan(before);
    expect(result.current.result.totals.cloud).toBe(computeTco(result.current.parsed!).totals.cloud);
  });

  test("a bill's 'to review' mark stays through a cloud edit and goes with the first on-prem edit", async () => {
    const initial: Scenario = { ...opened(), review: { onPrem: true } };
    const { result } = renderHook(() => useScenarioDraft(initial));
    act(() => result.current.setField("cloud.pricePerGpuHour", 5));
    await waitFor(() => expect(result.current.parsed?.cloud.pricePerGpuHour).toBe(5), SCHEMA_LOAD);
    expect(result.current.shown.review).toEqual({ onPrem: true });

    act(() => result.current.setField("onPrem.opex.maintenancePct", 12));

    await waitFor(() => expect(result.current.parsed?.onPrem.opex.maintenancePct).toBe(12), SCHEMA_LOAD);
    expect(result.current.shown.review).toBeUndefined();
  });

  test("typing '3.5 million' keeps the figures from before the field was touched, not the partial '3.5'", async () => {
    const initial = opened();
    const { result } = renderHook(() => useScenarioDraft(initial));
    act(() => result.current.setField("workload.gpus", 16));
    await waitFor(() => expect(result.current.parsed?.workload.gpus).toBe(16), SCHEMA_LOAD);
    const settled = result.current.result;

    for (const keystroke of [3, 3.5]) act(() => result.current.setField("onPrem.capex.compute", keystroke));
    await waitFor(() => expect(result.current.parsed?.onPrem.capex.compute).toBe(3.5), SCHEMA_LOAD);
    act(() => result.current.setField("onPrem.capex.compute", "3.5 million"));

    await waitFor(() => expect(result.current.errors.has("onPrem.capex.compute")).toBe(true), SCHEMA_LOAD);
    expect(result.current.stale).toBe(true);
    expect(result.current.shown.onPrem.capex.compute).toBe(initial.onPrem.capex.compute);
    expect(result.current.shown.workload.gpus).toBe(16);
    expect(result.current.result.totals).toEqual(settled.totals);
  });

  test("a wrong entry is named by its field, and the results keep showing the last valid draft", async () => {
    const initial = opened();
    const { result } = renderHook(() => useScenarioDraft(initial));
    act(() => result.current.setField("cloud.pricePerGpuHour", 5));
    await waitFor(() => expect(result.current.parsed?.cloud.pricePerGpuHour).toBe(5), SCHEMA_LOAD);
    const valid = result.current.result;

    act(() => result.current.setField("workload.gpus", -3));

    await waitFor(() => expect([...result.current.errors.keys()]).toEqual(["workload.gpus"]), SCHEMA_LOAD);
    expect(result.current.parsed).toBeNull();
    expect(result.current.stale).toBe(true);
    expect((result.current.draft as Scenario).workload.gpus).toBe(-3);
    expect(result.current.shown.cloud.pricePerGpuHour).toBe(5);
    expect(result.current.shown.workload.gpus).toBe(initial.workload.gpus);
    expect(result.current.result).toBe(valid);
    await expect(result.current.checked()).resolves.toEqual({ ok: false, errorCount: 1 });
  });

  test("replace puts a whole working copy in, and checked() reads the newest draft", async () => {
    const initial = opened();
    const { result } = renderHook(() => useScenarioDraft(initial));
    const kept = { ...opened(), name: "Kept edits" };

    act(() => result.current.replace(kept));

    expect(result.current.draft).toBe(kept);
    const outcome = await result.current.checked();
    expect(outcome.ok && outcome.scenario.name).toBe("Kept edits");
    await waitFor(() => expect(result.current.shown.name).toBe("Kept edits"), SCHEMA_LOAD);
  });
});
