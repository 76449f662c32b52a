"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";

/**
 * Keeps a tick made in a server-rendered checkbox before the page's JavaScript ran. Hydration
 * leaves the box ticked but not React's state, so the tick would be lost on the next render.
 * On mount, a box whose tick differs from what was rendered is handed to `onToggle`, as if it
 * had just been clicked. The checkbox's twin of `useTypedBeforeHydration`.
 *
 * @example
 * const box = useRef<HTMLInputElement>(null);
 * useTickedBeforeHydration(box, picked, onToggle);
 * return <input type="checkbox" ref={box} checked={picked} onChange={onToggle} />;
 */
export function useTickedBeforeHydration(
  box: RefObject<HTMLInputElement | null>,
  rendered: boolean,
  onToggle: () => void,
): void {
  const adopt = useEffectEvent(() => {
    const ticked = box.current?.checked;
    if (ticked !== undefined && ticked !== rendered) onToggle();
  });
  useEffect(() => adopt(), []);
}
