"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SaveState } from "./use-scenario-saving";

export interface SaveAlertsProps {
  state: SaveState;
  /** How many inputs need fixing while the results show older inputs (0 when they are current). */
  staleCount: number;
  onOverwrite: (version: number) => void;
  onSaveAsCopy: () => void;
  onLoadTheirs: () => void;
}

/** What went wrong with saving, and the three ways out of a conflict; nothing typed is ever dropped. */
export function SaveAlerts({ state, staleCount, onOverwrite, onSaveAsCopy, onLoadTheirs }: SaveAlertsProps) {
  return (
    <>
      {state.kind === "conflict" ? (
        <Alert tone="warning" role="alert" className="mt-2">
          <p className="font-medium">
            Someone else saved version {state.currentVersion} while you were editing. Your changes are still here, not
            saved.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="primary" onClick={() => onOverwrite(state.currentVersion)}>
              Overwrite with mine
            </Button>
            <Button size="sm" variant="warning" onClick={onSaveAsCopy}>
              Save mine as a new scenario
            </Button>
            <Button size="sm" variant="warning" onClick={onLoadTheirs}>
              Discard mine and load theirs
            </Button>
          </div>
        </Alert>
      ) : null}
      {state.kind === "error" ? (
        <Alert tone="error" className="mt-2">
          {state.message}
        </Alert>
      ) : null}
      {staleCount > 0 ? (
        <Alert tone="warning" data-testid="stale-results" className="mt-2 py-1.5 font-medium">
          These results are from the last valid inputs:{" "}
          {staleCount === 1 ? "one input needs" : `${staleCount} inputs need`} fixing.
        </Alert>
      ) : null}
    </>
  );
}
