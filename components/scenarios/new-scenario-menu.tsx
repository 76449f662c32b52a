"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, cardVariants } from "@/components/ui/card";
import { templates } from "@/lib/tco/templates";

/** Where a template opens: the editor, unsaved, until the user presses Save. */
const newScenarioHref = (from: string) => `/scenarios/new?from=${encodeURIComponent(from)}`;

/**
 * "New scenario": from scratch or from one of the sourced presets. Each is a link to an unsaved
 * draft (`/scenarios/new`), so opening one and going back leaves nothing behind in the list.
 */
export function NewScenarioMenu({ variant = "menu" }: { variant?: "menu" | "cards" }) {
  const [open, setOpen] = useState(false);

  if (variant === "cards") {
    return (
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {templates.map((t) => (
          <li key={t.from}>
            <Link
              href={newScenarioHref(t.from)}
              className={cardVariants({ className: "block h-full w-full text-left hover:border-slate-400" })}
            >
              <span className="block font-medium text-slate-900">{t.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{t.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="relative">
      <Button
        variant="primary"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
        className="px-4 py-2"
      >
        New scenario
      </Button>
      {open ? (
        <Card padding="none" className="absolute right-0 z-30 mt-2 w-80 p-1 shadow-lg">
          <a href="/imports/focus" className="block w-full rounded-md px-3 py-2 text-left hover:bg-slate-50">
            <span className="block text-sm font-medium text-slate-900">Start from your cloud bill</span>
            <span className="block text-xs text-slate-500">
              A FOCUS export, read in this browser and never uploaded.
            </span>
          </a>
          {templates.map((t) => (
            <Link
              key={t.from}
              href={newScenarioHref(t.from)}
              className="block w-full rounded-md px-3 py-2 text-left hover:bg-slate-50"
            >
              <span className="block text-sm font-medium text-slate-900">
                {t.from === "blank" ? t.title : `Preset: ${t.title}`}
              </span>
              <span className="block text-xs text-slate-500">{t.detail}</span>
            </Link>
          ))}
        </Card>
      ) : null}
    </div>
  );
}
