// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { stableJson } from "@/lib/stable-json";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/scenarios/checklist-schema";
import { forgetAllDrafts, useDraftBackup, type DraftBackupOptions } from "./use-draft-backup";

const saved: Scenario = structuredClone(presets.find((p) => p.slug === "h100-server")!.scenario);
const edited: Scenario = { ...saved, name: "Typed but not saved" };
const checklist: Checklist = {};
const key = (id: string) => `gpu-tco:draft:${id}`;

/** The editor's page for scenario `id`, opened (or reloaded), with the backup's answer recorded. */
function openEditor(id: string, state: Pick<DraftBackupOptions, "dirty" | "draft">) {
  const restored: unknown[] = [];
  const page = renderHook(
    (props: Pick<DraftBackupOptions, "dirty" | "draft">) =>
      useDraftBackup({
        id,
        version: 3,
        checklist,
        savedJson: stableJson(saved),
        onRestore: (draft) => restored.push(draft),
        ...props,
      }),
    { initialProps: state },
  );
  return { ...page, restored };
}

afterEach(() => window.localStorage.clear());

describe("unsaved edits kept in the browser", () => {
  test("an edit is kept as it is typed, and a reload offers it back", () => {
    const page = openEditor("a", { dirty: false, draft: saved });
    expect(window.localStorage.getItem(key("a"))).toBeNull();

    page.rerender({ dirty: true, draft: edited });
    const kept = JSON.parse(window.localStorage.getItem(key("a"))!) as { draft: Scenario; version: number };
    expect(kept.draft.name).toBe("Typed but not saved");
    expect(kept.version).toBe(3);
    page.unmount();

    const reloaded = openEditor("a", { dirty: false, draft: saved });
    expect((reloaded.result.current.offer?.draft as Scenario).name).toBe("Typed but not saved");
    // While the offer waits, the page's clean draft does not overwrite or clear the kept edits.
    expect(window.localStorage.getItem(key("a"))).not.toBeNull();

    act(() => reloaded.result.current.restore());
    expect(reloaded.restored).toEqual([kept.draft]);
    expect(reloaded.result.current.offer).toBeNull();
  });

  test("a save clears the kept edits, so the next visit offers nothing", () => {
    const page = openEditor("b", { dirty: true, draft: edited });
    expect(window.localStorage.getItem(key("b"))).not.toBeNull();

    page.rerender({ dirty: false, draft: edited });
    expect(window.localStorage.getItem(key("b"))).toBeNull();
    page.unmount();
    expect(openEditor("b", { dirty: false, draft: edited }).result.current.offer).toBeNull();
  });

  test("discarding the offer forgets the kept edits; kept edits equal to the saved scenario are no offer", () => {
    window.localStorage.setItem(
      key("c"),
      JSON.stringify({ draft: edited, checklist, keptAt: "2026-01-01T00:00:00.000Z", version: 3 }),
    );
    const page = openEditor("c", { dirty: false, draft: saved });
    act(() => page.result.current.discard());
    expect(window.localStorage.getItem(key("c"))).toBeNull();
    expect(page.restored).toEqual([]);

    window.localStorage.setItem(
      key("d"),
      JSON.stringify({ draft: saved, checklist, keptAt: "2026-01-01T00:00:00.000Z", version: 3 }),
    );
    expect(openEditor("d", { dirty: false, draft: saved }).result.current.offer).toBeNull();
  });

  test("something else under the key is no offer, and sign-out forgets every scenario's edits", () => {
    const whole = { draft: edited, checklist, keptAt: "2026-01-01T00:00:00.000Z", version: 3 };
    const broken = ["not json", ...Object.keys(whole).map((part) => JSON.stringify({ ...whole, [part]: undefined }))];
    for (const [i, text] of broken.entries()) {
      window.localStorage.setItem(key(`broken-${i}`), text);
      expect(openEditor(`broken-${i}`, { dirty: false, draft: saved }).result.current.offer).toBeNull();
    }

    window.localStorage.setItem("other-app", "kept");
    openEditor("g", { dirty: true, draft: edited });
    forgetAllDrafts();
    expect(window.localStorage.getItem(key("g"))).toBeNull();
    expect(window.localStorage.getItem("other-app")).toBe("kept");
  });
});
