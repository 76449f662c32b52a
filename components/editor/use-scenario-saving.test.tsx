// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { Window as HappyDomWindow } from "happy-dom";
import { useCallback, useState, type ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api } from "@/lib/client/api";
import { stableJson } from "@/lib/stable-json";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/scenarios/checklist-schema";
import { startRouteServer, type RouteServer } from "@/scripts/test-support/start-route-server";
import { useDraftBackup } from "./use-draft-backup";
import { useScenarioDraft } from "./use-scenario-draft";
import { useScenarioSaving } from "./use-scenario-saving";

// The hooks talk to the app's own route handlers on the test database, in a server process of
// their own, through the browser's fetch and the signed-in user's session cookie.
let server: RouteServer;
/** Where the page is open: the origin its relative fetches go to. */
const openAt = (url: string) => (window as unknown as HappyDomWindow).happyDOM.setURL(url);
beforeAll(async () => {
  server = await startRouteServer();
  openAt(`${server.origin}/scenarios`);
  document.cookie = `${server.cookie}; path=/`;
}, 60_000);
afterAll(() => server?.stop());

interface Opened {
  /** null for a new scenario, not saved yet (/scenarios/new). */
  id: string | null;
  version: number;
  scenario: Scenario;
  checklist: Checklist;
}

/** A scenario saved through the API, as the editor's page would open it. */
async function savedScenario(name: string): Promise<Opened & { id: string }> {
  const scenario = { ...structuredClone(presets.find((p) => p.slug === "h100-server")!.scenario), name };
  const created = await api.scenarios.create(scenario, {});
  if (!created.ok) throw new Error(`could not create the test scenario: ${created.message}`);
  const { id, version, scenario: stored, checklist } = created.value;
  return { id, version, scenario: stored, checklist };
}

/** The editor's hooks wired as components/editor/scenario-editor.tsx wires them. */
function useEditor(opened: Opened) {
  const draft = useScenarioDraft(opened.scenario);
  const { replace } = draft;
  const [checklist, setChecklist] = useState(opened.checklist);
  const adopt = useCallback(
    (scenario: unknown, saved: Checklist) => {
      replace(scenario);
      setChecklist(saved);
    },
    [replace],
  );
  const saving = useScenarioSaving({
    id: opened.id,
    initial: opened,
    parsed: draft.parsed,
    draft: draft.draft,
    errorCount: draft.errors.size,
    checklist,
    adopt,
    checked: draft.checked,
  });
  useDraftBackup({
    id: opened.id ?? NEW_DRAFT,
    version: saving.version,
    dirty: saving.dirty,
    draft: draft.draft,
    checklist,
    savedJson: stableJson(opened.scenario),
    onRestore: adopt,
  });
  return { ...draft, saving };
}

function openEditor(opened: Opened) {
  const navigation = { refreshes: 0, pushed: [] as string[], replaced: [] as string[] };
  const router: AppRouterInstance = {
    back() {},
    forward() {},
    refresh: () => void navigation.refreshes++,
    push: (href) => void navigation.pushed.push(href),
    replace: (href) => void navigation.replaced.push(href),
    prefetch() {},
    bfcacheId: "test",
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppRouterContext.Provider value={router}>{children}</AppRouterContext.Provider>
  );
  return { ...renderHook(() => useEditor(opened), { wrapper }), navigation };
}

const name = (draft: unknown) => (draft as Scenario).name;
/** What the editor keeps a new scenario's edits under, as components/editor/scenario-editor.tsx does. */
const NEW_DRAFT = "new:h100-server";
const kept = (id: string) => window.localStorage.getItem(`gpu-tco:draft:${id}`);

describe("saving the editor's draft", () => {
  test("a typed edit is saved over the version it was made on; the server then holds it", async () => {
    const opened = await savedScenario("Saving test");
    const { result, navigation } = openEditor(opened);
    expect(result.current.saving.dirty).toBe(false);

    act(() => result.current.setField("name", "Saving test, renamed"));
    await waitFor(() => expect(result.current.parsed?.name).toBe("Saving test, renamed"));
    expect(result.current.saving.dirty).toBe(true);
    expect(name(JSON.parse(kept(opened.id)!).draft)).toBe("Saving test, renamed");

    await act(() => result.current.saving.save(result.current.saving.version));

    expect(result.current.saving.state).toEqual({ kind: "idle" });
    expect(result.current.saving.version).toBe(opened.version + 1);
    expect(result.current.saving.dirty).toBe(false);
    expect(kept(opened.id)).toBeNull();
    expect(navigation.refreshes).toBe(1);
    const stored = await api.scenarios.get(opened.id);
    expect(stored.ok && [stored.value.version, stored.value.scenario.name]).toEqual([
      opened.version + 1,
      "Saving test, renamed",
    ]);
  });

  test("a save over a version someone else replaced is a conflict that keeps my edits; theirs can be loaded", async () => {
    const opened = await savedScenario("Conflict test");
    const { result } = openEditor(opened);
    // Another tab saves first.
    const theirs = await api.scenarios.save(opened.id, opened.version, { ...opened.scenario, name: "Theirs" }, {});
    expect(theirs.ok).toBe(true);

    act(() => result.current.setField("name", "Mine"));
    await waitFor(() => expect(result.current.parsed?.name).toBe("Mine"));
    await act(() => result.current.saving.save(result.current.saving.version));

    expect(result.current.saving.state).toEqual({ kind: "conflict", currentVersion: opened.version + 1 });
    expect(name(result.current.draft)).toBe("Mine");
    expect(result.current.saving.dirty).toBe(true);
    expect(name(JSON.parse(kept(opened.id)!).draft)).toBe("Mine");
    const stored = await api.scenarios.get(opened.id);
    expect(stored.ok && stored.value.scenario.name).toBe("Theirs");

    await act(() => result.current.saving.loadTheirs());
    expect(name(result.current.draft)).toBe("Theirs");
    expect(result.current.saving.version).toBe(opened.version + 1);
    expect(result.current.saving.state).toEqual({ kind: "idle" });
  });

  test("keeping mine after a conflict saves it over the version that won", async () => {
    const opened = await savedScenario("Keep mine test");
    const { result } = openEditor(opened);
    await api.scenarios.save(opened.id, opened.version, { ...opened.scenario, name: "Theirs" }, {});
    act(() => result.current.setField("name", "Mine"));
    await waitFor(() => expect(result.current.parsed?.name).toBe("Mine"));
    await act(() => result.current.saving.save(result.current.saving.version));
    const state = result.current.saving.state;
    expect(state.kind).toBe("conflict");

    await act(() => result.current.saving.save(state.kind === "conflict" ? state.currentVersion : 0));

    expect(result.current.saving.state).toEqual({ kind: "idle" });
    expect(result.current.saving.version).toBe(opened.version + 2);
    const stored = await api.scenarios.get(opened.id);
    expect(stored.ok && stored.value.scenario.name).toBe("Mine");
  });

  test("a save the server refuses keeps the edits, in the editor and in the browser's backup", async () => {
    const opened = await savedScenario("Refused save test");
    const { result } = openEditor(opened);
    // Deleted in another tab while being edited here.
    expect((await api.scenarios.delete(opened.id)).ok).toBe(true);

    act(() => result.current.setField("name", "Edited after the delete"));
    await waitFor(() => expect(result.current.parsed?.name).toBe("Edited after the delete"));
    await act(() => result.current.saving.save(result.current.saving.version));

    const state = result.current.saving.state;
    expect(state.kind).toBe("error");
    expect(state.kind === "error" && state.message).toMatch(/^Not saved: /);
    expect(name(result.current.draft)).toBe("Edited after the delete");
    expect(result.current.saving.dirty).toBe(true);
    expect(result.current.saving.version).toBe(opened.version);
    expect(name(JSON.parse(kept(opened.id)!).draft)).toBe("Edited after the delete");
  });

  test("a save that can't reach the server says so and keeps the edits", async () => {
    const opened = await savedScenario("Offline save test");
    const { result } = openEditor(opened);
    act(() => result.current.setField("name", "Typed offline"));
    await waitFor(() => expect(result.current.parsed?.name).toBe("Typed offline"));

    // Nothing listens on port 1 of this machine: the connection is refused, as when offline.
    openAt("http://127.0.0.1:1/scenarios");
    try {
      await act(() => result.current.saving.save(result.current.saving.version));
    } finally {
      openAt(`${server.origin}/scenarios`);
    }

    expect(result.current.saving.state).toEqual({
      kind: "error",
      message: "Not saved: the server could not be reached. Your changes are still here.",
    });
    expect(name(result.current.draft)).toBe("Typed offline");
    expect(result.current.saving.dirty).toBe(true);
    const stored = await api.scenarios.get(opened.id);
    expect(stored.ok && [stored.value.version, stored.value.scenario.name]).toEqual([
      opened.version,
      "Offline save test",
    ]);
  });

  test("a draft with a wrong field is not sent: the save names how many fields to fix", async () => {
    const opened = await savedScenario("Invalid save test");
    const { result } = openEditor(opened);
    act(() => result.current.setField("workload.gpus", 0));
    await waitFor(() => expect(result.current.errors.size).toBe(1));

    await act(() => result.current.saving.save(result.current.saving.version));

    expect(result.current.saving.state).toEqual({
      kind: "error",
      message: "Fix the highlighted field before saving; nothing was saved.",
    });
    const stored = await api.scenarios.get(opened.id);
    expect(stored.ok && stored.value.version).toBe(opened.version);
  });
});

describe("a new scenario, not saved yet", () => {
  /** The editor of /scenarios/new?from=h100-server, under a name only this test uses. */
  const template = (name: string): Opened => ({
    id: null,
    version: 0,
    scenario: { ...structuredClone(presets.find((p) => p.slug === "h100-server")!.scenario), name },
    checklist: {},
  });
  /** The stored scenarios the list's search finds by that name, a numbered twin ("… (2)") included. */
  const stored = async (name: string) => {
    const response = await fetch(`/api/scenarios?q=${encodeURIComponent(name)}`);
    return ((await response.json()) as { scenarios: { id: string; name: string }[] }).scenarios;
  };

  test("opening and editing stores nothing; Save creates it once, however often pressed, and opens its page", async () => {
    const tag = `New draft ${Math.random()}`;
    const { result, navigation } = openEditor(template(tag));
    expect(result.current.saving.dirty).toBe(false);
    expect(kept(NEW_DRAFT)).toBeNull();

    act(() => result.current.setField("workload.gpus", 16));
    await waitFor(() => expect(result.current.parsed?.workload.gpus).toBe(16));
    expect(result.current.saving.dirty).toBe(true);
    expect((JSON.parse(kept(NEW_DRAFT)!).draft as Scenario).workload.gpus).toBe(16);
    expect(await stored(tag)).toEqual([]);

    // Save pressed twice before the first answer (a double click, Ctrl+S then the button).
    await act(() => Promise.all([result.current.saving.save(0), result.current.saving.save(0)]));

    const made = await stored(tag);
    expect(made).toHaveLength(1);
    expect(navigation.replaced).toEqual([`/scenarios/${made[0]!.id}`]);
    expect(navigation.pushed).toEqual([]);
    // Nothing is left to lose on the way to its page, and the kept edits are cleared.
    expect(result.current.saving.dirty).toBe(false);
    expect(result.current.saving.state).toEqual({ kind: "saving" });
    expect(kept(NEW_DRAFT)).toBeNull();
    const saved = await api.scenarios.get(made[0]!.id);
    expect(saved.ok && [saved.value.version, saved.value.scenario.workload.gpus]).toEqual([1, 16]);

    // Another save while the page changes creates nothing more.
    await act(() => result.current.saving.save(0));
    expect(await stored(tag)).toHaveLength(1);
    expect(navigation.replaced).toHaveLength(1);
  });

  test("a wrong field refuses the save as for a saved scenario, and a corrected draft is then created", async () => {
    const tag = `New invalid draft ${Math.random()}`;
    const { result, navigation } = openEditor(template(tag));
    act(() => result.current.setField("workload.gpus", 0));
    await waitFor(() => expect(result.current.errors.size).toBe(1));

    await act(() => result.current.saving.save(0));

    expect(result.current.saving.state).toEqual({
      kind: "error",
      message: "Fix the highlighted field before saving; nothing was saved.",
    });
    expect(navigation.replaced).toEqual([]);
    expect(await stored(tag)).toEqual([]);

    act(() => result.current.setField("workload.gpus", 4));
    await waitFor(() => expect(result.current.errors.size).toBe(0));
    await act(() => result.current.saving.save(0));
    const made = await stored(tag);
    expect(made).toHaveLength(1);
    expect(navigation.replaced).toEqual([`/scenarios/${made[0]!.id}`]);
  });

  test("a create that can't reach the server says so, keeps the draft, and Save works again", async () => {
    const tag = `New offline draft ${Math.random()}`;
    const { result, navigation } = openEditor(template(tag));
    act(() => result.current.setField("workload.gpus", 24));
    await waitFor(() => expect(result.current.parsed?.workload.gpus).toBe(24));

    openAt("http://127.0.0.1:1/scenarios/new");
    try {
      await act(() => result.current.saving.save(0));
    } finally {
      openAt(`${server.origin}/scenarios`);
    }
    expect(result.current.saving.state).toEqual({
      kind: "error",
      message: "Not saved: the server could not be reached. Your changes are still here.",
    });
    expect(result.current.saving.dirty).toBe(true);
    expect(navigation.replaced).toEqual([]);

    await act(() => result.current.saving.save(0));
    const made = await stored(tag);
    expect(made).toHaveLength(1);
    expect(navigation.replaced).toEqual([`/scenarios/${made[0]!.id}`]);
  });
});
