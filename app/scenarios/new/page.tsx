import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { ScenarioEditor } from "@/components/editor/scenario-editor";
import { pageCaller } from "@/lib/accounts/page-access";
import { localeFromAcceptLanguage } from "@/lib/format";
import { templateOf } from "@/lib/tco/templates";

export const metadata: Metadata = { title: "New scenario" };

/**
 * A new scenario from a template (`?from=blank`, the default, or a preset's slug), open in the
 * editor and stored only when the user presses Save: opening one and leaving stores nothing.
 * This static segment wins over `/scenarios/[id]`, and no stored id is "new" anyway (ids are 22
 * characters of base64url, lib/db/ids.ts).
 */
export default async function NewScenarioPage({ searchParams }: PageProps<"/scenarios/new">) {
  const { from = "blank" } = await searchParams;
  // Only those who may save open it: a viewer is told which role it needs.
  await pageCaller("editor", `/scenarios/new?${new URLSearchParams({ from: String(from) }).toString()}`);
  const template = typeof from === "string" ? templateOf(from) : undefined;
  if (!template) notFound();
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  return (
    <main>
      <ScenarioEditor
        key={template.from}
        id={null}
        from={template.from}
        scenario={template.scenario(new Date().toISOString().slice(0, 10))}
        checklist={{}}
        locale={locale}
        canEdit
      />
    </main>
  );
}
