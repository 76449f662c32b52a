"use client";

import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useRef, useTransition } from "react";
import { DEFAULT_SCENARIO_SORT, scenarioListHref, type ScenarioListQuery } from "@/lib/scenarios/list-query";
import { Input } from "@/components/ui/input";

/** Long enough that typing a word asks the server once, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 150;

/**
 * The list's search box. The server does the searching: what is typed goes into the address
 * (`?q=`, replacing the history entry, not adding one) once typing pauses, and the page comes
 * back narrowed (`onTyped` lets the list narrow the rows it has at once). It is a plain GET form underneath, so Enter searches before the page's
 * JavaScript has loaded, and what was typed before then is searched for as soon as it has.
 */
export function ScenarioSearch({
  query,
  onTyped,
}: {
  query: ScenarioListQuery;
  /** What the box holds now, as it changes. */ onTyped: (value: string) => void;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const applied = query.q ?? "";

  const search = (value: string) => {
    clearTimeout(timer.current);
    const q = value.trim();
    if (q === applied) return;
    startTransition(() =>
      router.replace(scenarioListHref({ q: q || undefined, sort: query.sort, page: 1 }), { scroll: false }),
    );
  };
  const schedule = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
  };

  // The box is uncontrolled so that hydration never overwrites what was typed before it. When
  // the address's search changes (a search answered, Back), the box follows it, unless the user
  // is typing something else: then that is searched for.
  const follow = useEffectEvent(() => {
    const box = input.current;
    if (!box || box.value.trim() === applied) return;
    if (document.activeElement === box) schedule(box.value);
    else box.value = applied;
    onTyped(box.value);
  });
  useEffect(() => follow(), [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A link followed while a search waits to be sent (a row clicked as soon as the list narrowed)
  // wins: the search's address, replacing it a moment later, would undo the click.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) clearTimeout(timer.current);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  return (
    <form
      role="search"
      action="/"
      method="get"
      className="flex max-w-sm flex-1 items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        search(input.current?.value ?? "");
      }}
    >
      <label htmlFor="scenario-search" className="sr-only">
        Search scenarios by name
      </label>
      <Input
        ref={input}
        id="scenario-search"
        name="q"
        type="search"
        placeholder="Search by name"
        defaultValue={applied}
        maxLength={120}
        autoComplete="off"
        onChange={(event) => {
          onTyped(event.target.value);
          schedule(event.target.value);
        }}
        size="lg"
        width="full"
      />
      {query.sort !== DEFAULT_SCENARIO_SORT ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <span role="status" className="w-20 text-xs text-slate-500">
        {pending ? "Searching…" : ""}
      </span>
    </form>
  );
}
