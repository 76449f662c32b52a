import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ScenarioEditor } from "@/components/editor/scenario-editor";
import { pageCaller } from "@/lib/accounts/page-access";
import { atLeast } from "@/lib/accounts/roles";
import { getScenario } from "@/lib/scenarios/store";
import { localeFromAcceptLanguage } from "@/lib/format";

/** The scenario the page shows, read once per request for the page and its title. */
const scenarioOf = cache(async (id: string) => {
  const caller = await pageCaller("viewer", `/scenarios/${id}`);
  return { caller, stored: await getScenario(caller.workspace.id, id) };
});

export async function generateMetadata({ params }: PageProps<"/scenarios/[id]">): Promise<Metadata> {
  const { stored } = await scenarioOf((await params).id);
  return { title: stored?.scenario.name ?? "Scenario not found" };
}

export default async function ScenarioPage({ params }: PageProps<"/scenarios/[id]">) {
  const { caller, stored } = await scenarioOf((await params).id);
  if (!stored) notFound();
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  return (
    <main>
      <ScenarioEditor
        key={`${stored.id}`}
        id={stored.id}
        version={stored.version}
        scenario={stored.scenario}
        checklist={stored.checklist}
        locale={locale}
        canEdit={atLeast(caller.workspace.role, "editor")}
      />
    </main>
  );
}
