"use client";

import { useSyncExternalStore } from "react";
import { formatTimestamp } from "@/lib/format";

const never = () => () => {};

/**
 * An instant in the reader's own time zone. The server cannot know that zone, so the page is
 * rendered (and hydrated) with the time in UTC, zone named, and the browser then shows local time.
 */
export function Timestamp({ value, locale, testId }: { value: Date | string; locale: string; testId?: string }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const at = new Date(value);
  return (
    <time dateTime={at.toISOString()} data-testid={testId}>
      {inBrowser ? formatTimestamp(at, locale) : formatTimestamp(at, locale, "UTC")}
    </time>
  );
}
