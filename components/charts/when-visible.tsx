"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Renders its children while they are on screen (or near it) and keeps showing the last picture
 * while they are not: dragging a slider then redraws only the charts a person can see, and a chart
 * scrolled back into view catches up in the frame it appears.
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
  if (visible && shown !== children) setShown(children);
  // The same element object as last time makes React skip the whole subtree.
  return <div ref={ref}>{visible ? children : shown}</div>;
}
