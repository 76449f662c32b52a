"use client";

import { useEffect, useEffectEvent, useRef } from "react";
import { Checkbox, type CheckboxProps } from "./input";

export interface TickBoxProps extends Omit<CheckboxProps, "checked" | "defaultChecked" | "onChange" | "ref"> {
  /** Whether the owner counts the box as ticked. */
  ticked: boolean;
  /** Reports the box's new state; returns false to refuse it, and the box goes back. */
  onTick: (ticked: boolean) => boolean;
}

/**
 * A checkbox whose tick no render takes back. A controlled checkbox is reset to its `checked`
 * prop by every render of its row, so a tick the owner has not yet taken in (made as the page
 * hydrates, and reported from an effect at a lower priority than the render that came first)
 * vanished under the pointer. Here the box keeps its own tick and is written only when `ticked`
 * changes; a tick made before the page's JavaScript ran is reported on mount, as a state and
 * not a toggle, so a click reaching both the mount and `onChange` counts once.
 *
 * @example
 * <TickBox aria-label="Select A to compare" ticked={picked} onTick={(t) => pick(row, t)} />
 */
export function TickBox({ ticked, onTick, ...rest }: TickBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  const report = useEffectEvent((state: boolean) => onTick(state));
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = !mounted.current;
    mounted.current = true;
    if (first && el.checked !== ticked && report(el.checked)) return;
    el.checked = ticked;
  }, [ticked]);
  return (
    <Checkbox
      ref={box}
      defaultChecked={ticked}
      onChange={(e) => {
        if (!onTick(e.currentTarget.checked)) e.currentTarget.checked = ticked;
      }}
      {...rest}
    />
  );
}
