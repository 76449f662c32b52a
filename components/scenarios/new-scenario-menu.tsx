"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, cardVariants } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { blankScenario } from "@/lib/tco/blank-scenario";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";

/** "New scenario": from scratch or from one of the sourced presets, as an editable copy. */
export function NewScenarioMenu({ variant = "menu" }: { variant?: "menu" | "cards" }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async (scenario: Scenario) => {
    setError(null);
    const result = await api.scenarios.create(scenario);
    if (!result.ok) {
      setError(`Could not create the scenario: ${result.message}.`);
      return;
    }
    router.push(`/scenarios/${result.value.id}`);
  };

  const today = () => new Date().toISOString().slice(0, 10);
  const options = [
    {
      key: "blank",
      title: "Start from scratch",
      detail: "One 8-GPU server with placeholder figures to replace.",
      scenario: () => blankScenario(today()),
    },
    ...presets.map((p) => ({
      key: p.slug,
      title: p.title,
      detail: p.scenario.description?.split(/(?<=\.)\s/)[0] ?? "",
      scenario: () => p.scenario,
    })),
  ];

  const failure = error ? (
    <Alert tone="error" className="mt-2">
      {error}
    </Alert>
  ) : null;

  if (variant === "cards") {
    return (
      <div>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((o) => (
            <li key={o.key}>
              <button
                type="button"
                onClick={() => void create(o.scenario())}
                className={cardVariants({ className: "h-full w-full text-left hover:border-slate-400" })}
              >
                <span className="block font-medium text-slate-900">{o.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{o.detail}</span>
              </button>
            </li>
          ))}
        </ul>
        {failure}
      </div>
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
          {options.map((o) => (
            <button
              key={o.key}
              type="button"
              onClick={() => void create(o.scenario())}
              className="block w-full rounded-md px-3 py-2 text-left hover:bg-slate-50"
            >
              <span className="block text-sm font-medium text-slate-900">
                {o.key === "blank" ? o.title : `Preset: ${o.title}`}
              </span>
              <span className="block text-xs text-slate-500">{o.detail}</span>
            </button>
          ))}
        </Card>
      ) : null}
      {failure}
    </div>
  );
}
