"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { OptionalPartMeta } from "@/lib/input/fields";
import { CheckboxField } from "./field-controls";

export interface OptionalPartProps {
  meta: OptionalPartMeta;
  on: boolean;
  /** The current value of `meta.replaces`, the line that counts the same cost another way. */
  replacedValue: unknown;
  /** Both sums when the part and the line it replaces are both counted, already formatted. */
  bothSums?: { part: string; replaced: string };
  setField: (path: string, value: unknown) => void;
}

/**
 * The checkbox that switches an optional part of the scenario on or off. When the part counts a
 * cost another line already counts (metered power beside a flat power line), ticking it asks
 * whether to replace that line or keep both, and keeping both shows both sums with a warning.
 */
export function OptionalPart({ meta, on, replacedValue, bothSums, setField }: OptionalPartProps) {
  const [asking, setAsking] = useState(false);
  const switchOn = () => Object.entries(meta.fill).forEach(([path, value]) => setField(path, value));
  const switchOff = () => Object.keys(meta.fill).forEach((path) => setField(path, undefined));
  const clashes = meta.replaces !== undefined && typeof replacedValue === "number" && replacedValue !== 0;
  return (
    <>
      <CheckboxField
        label={meta.label}
        help={meta.help}
        checked={on || asking}
        onChange={(checked) => {
          setAsking(false);
          if (!checked) switchOff();
          else if (clashes) setAsking(true);
          else switchOn();
        }}
      />
      {asking && meta.replaces ? (
        <div
          role="group"
          aria-label={`${meta.label}: replace “${meta.replaces.label}” or keep both?`}
          className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p>“{meta.replaces.label}” already counts this cost. Counting both would add it twice.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                setAsking(false);
                if (meta.replaces) setField(meta.replaces.path, 0);
                switchOn();
              }}
            >
              Replace the flat line
            </Button>
            <Button
              size="sm"
              onClick={() => {
                setAsking(false);
                switchOn();
              }}
            >
              Keep both
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {on && bothSums && meta.replaces ? (
        <Alert tone="warning" data-testid="power-both-warning" className="mb-2">
          Both are counted: metered power about {bothSums.part} in year 1 and “{meta.replaces.label}”{" "}
          {bothSums.replaced} a year.
        </Alert>
      ) : null}
    </>
  );
}
