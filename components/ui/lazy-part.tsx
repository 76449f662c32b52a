"use client";

import { createContext, lazy, Suspense, use, type ComponentType, type CSSProperties, type ReactNode } from "react";
import { useFirstInteraction } from "./use-first-interaction";

const AtOnce = createContext(false);

/**
 * Renders the parts made with {@link lazyPart} inside it at once, on the server too: for a page
 * with nothing to edit (a share link's), whose reader expects every figure in the page as it
 * arrives, in a print of it as well, not only after touching it.
 */
export function PartsAtOnce({ children }: { children: ReactNode }) {
  return <AtOnce value={true}>{children}</AtOnce>;
}

/**
 * A part of a page whose module loads on the page's first interaction (see
 * {@link useFirstInteraction}): for what is not on screen when the page opens, such as the results
 * below the fold. Until it has rendered, `fallback` stands in its place, as tall as the part, so
 * nothing moves when it arrives. Inside {@link PartsAtOnce} it renders at once, unless
 * `waitEvenAtOnce` (a chart: it draws nothing on the server, and its library would load with
 * the page).
 *
 * @example
 * const CashFlowTable = lazyPart(
 *   () => import("./cash-flow-table").then((m) => m.CashFlowTable),
 *   () => <PartLoading label="the monthly cash flows" className="h-11" />,
 * );
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
  { waitEvenAtOnce = false }: { waitEvenAtOnce?: boolean } = {},
): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    const atOnce = use(AtOnce) && !waitEvenAtOnce;
    const wanted = useFirstInteraction();
    if (!wanted && !atOnce) return fallback(props);
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/** The box a part stands in until its code has loaded: `className` (or `style`) gives it the part's height. */
export function PartLoading({ label, className, style }: { label: string; className: string; style?: CSSProperties }) {
  return (
    <div
      role="status"
      // The words at the top: a box thousands of pixels tall would hide them in its middle.
      className={`flex justify-center rounded-lg border border-slate-200 bg-white pt-4 text-xs text-slate-500 ${className}`}
      style={style}
    >
      Loading {label}…
    </div>
  );
}
