"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";

/**
 * Keeps a tick made in a server-rendered checkbox before the page's JavaScript ran. Hydration
 * leaves the box ticked but not React's state, so the tick would be lost on the next render.
 * On mount, a box whose tick differs from what was rendered hands its state to `onSet`. The
 * state, not a toggle: a click landing as the page hydrates reaches both this and the box's
 * `onChange`, and two toggles would undo it. The checkbox's twin of `useTypedBeforeHydration`.
 *
 * @example
 * const box = useRef<HTMLInputElement>(null);
 * useTickedBeforeHydration(box, picked, setPicked);
 * return <input type="checkbox" ref={box} checked={picked} onChange={(e) => setPicked(e.currentTarget.checked)} />;
 */
export function useTickedBeforeHydration(
  box: RefObject<HTMLInputElement | null>,
  rendered: boolean,
  onSet: (ticked: boolean) => void,
): void {
  const adopt = useEffectEvent(() => {
    const ticked = box.current?.checked;
    if (ticked !== undefined && ticked !== rendered) onSet(ticked);
  });
  useEffect(() => adopt(), []);
}
