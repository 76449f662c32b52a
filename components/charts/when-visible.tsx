"use client";

import { useEffect, useRef, useState } from "react";

// How long the inputs must rest before an off-screen picture catches up: longer than the gap
// between a slider's moves or a typist's keys, short enough that a print, a full-page capture or a
// screen reader reaching the part reads current figures.
const SETTLE_MS = 500;

/**
 * Renders its children while they are on screen (or near it). Off screen it keeps the last picture
 * while the inputs keep changing and catches up once they rest for {@link SETTLE_MS}: dragging a
 * slider redraws only the charts a person can see, yet nothing stays stale for anyone who reads
 * the page without scrolling to it.
 */
export function WhenVisible({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Visible until the observer says otherwise, so the server and the first paint draw everything.
  const [visible, setVisible] = useState(true);
  const [shown, setShown] = useState(children);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true), {
      rootMargin: "200px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (visible || shown === children) return;
    // Each change restarts the wait, so a drag costs nothing here until it stops.
    const timer = setTimeout(() => setShown(children), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [visible, shown, children]);
  if (visible && shown !== children) setShown(children);
  // The same element object as last time makes React skip the whole subtree.
  return <div ref={ref}>{visible ? children : shown}</div>;
}
