"use client";

import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import { ExportLinks } from "@/components/results/export-links";
import { Input } from "@/components/ui/input";

/** Why Share, Export and History wait, said beside them and on each. */
const FIRST_SAVE = "Save it once to share, export or see its history";

export interface EditorToolbarProps {
  /** The saved scenario's id; null for a new one: Share, Export and History wait for its first save. */
  id: string | null;
  name: string;
  nameError?: string;
  onNameChange: (name: string) => void;
  status: string;
  dirty: boolean;
  version: number;
  saving: boolean;
  panel: "history" | "share" | null;
  onPanel: (panel: "history" | "share" | null) => void;
  onSave: () => void;
  /** false for a viewer: no Save and no Share, and the badge says why. */
  canEdit: boolean;
}

/**
 * The editor's header row: the name, editable in place, the save state and the actions. A new
 * scenario's Share, Export and History are disabled, with the reason beside them, until it is saved.
 */
export function EditorToolbar({
  id,
  name,
  nameError,
  onNameChange,
  status,
  dirty,
  version,
  saving,
  panel,
  onPanel,
  onSave,
  canEdit,
}: EditorToolbarProps) {
  const nameBox = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(nameBox, name, onNameChange);
  const noteId = useId();
  // Disabled in place rather than hidden, so the toolbar doesn't rearrange itself on the first save.
  const waiting = id === null ? { disabled: true, title: FIRST_SAVE, "aria-describedby": noteId } : {};
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
        {/* A title edited in place: no border until hovered or focused. */}
        <Input
          ref={nameBox}
          aria-label="Scenario name"
          value={name}
          onChange={(e) => onNameChange(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          width="full"
          className={
            "border-transparent bg-transparent py-1 text-xl font-semibold tracking-tight hover:border-slate-300 " +
            "focus:border-slate-400 focus:bg-white focus:ring-0"
          }
        />
        {nameError ? (
          <p role="alert" className="px-2 text-xs text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>
      {canEdit ? (
        <span
          data-testid="save-state"
          className={
            "rounded-full px-2.5 py-1 text-xs font-medium " +
            (dirty || id === null ? "bg-amber-100 text-amber-900" : "bg-emerald-50 text-emerald-800")
          }
        >
          {status}
        </span>
      ) : (
        <span
          data-testid="read-only"
          className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
          title="Your role in this workspace is viewer: try numbers here, but only editors save"
        >
          View only
        </span>
      )}
      {id === null ? (
        <span id={noteId} className="text-xs text-slate-500">
          {FIRST_SAVE}
        </span>
      ) : (
        <span className="text-xs text-slate-500">Version {version}</span>
      )}
      {canEdit ? (
        <Button
          onClick={() => onPanel(panel === "share" ? null : "share")}
          aria-expanded={panel === "share"}
          {...waiting}
        >
          Share
        </Button>
      ) : null}
      {id === null ? (
        <Button {...waiting}>Export</Button>
      ) : (
        <ExportLinks base={`/api/scenarios/${id}`} dirty={dirty} version={version} whatIf={!canEdit && dirty} />
      )}
      <Button
        onClick={() => onPanel(panel === "history" ? null : "history")}
        aria-expanded={panel === "history"}
        {...waiting}
      >
        History
      </Button>
      {canEdit ? (
        <Button variant="primary" onClick={onSave} disabled={saving} title="Save (Ctrl+S)" className="px-4">
          Save
        </Button>
      ) : null}
    </div>
  );
}
