"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";

/**
 * Keeps what was typed into a server-rendered field before the page's JavaScript ran. Hydration
 * leaves such text in the field but not in React's state, so the next render of the controlled
 * field would put the old value back and the keystrokes would be lost. On mount, text that differs
 * from what was rendered is handed to `onTyped`, as if it had just been typed.
 *
 * @example
 * const field = useRef<HTMLInputElement>(null);
 * useTypedBeforeHydration(field, name, onNameChange);
 * return <input ref={field} value={name} onChange={(e) => onNameChange(e.target.value)} />;
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  rendered: string,
  onTyped: (text: string) => void,
): void {
  const adopt = useEffectEvent(() => {
    const text = field.current?.value;
    if (text !== undefined && text !== rendered) onTyped(text);
  });
  useEffect(() => adopt(), []);
}
