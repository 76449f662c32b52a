import { headers } from "next/headers";
import { connection } from "next/server";
import { ScenarioList, type ScenarioRow } from "@/components/scenarios/scenario-list";
import { pageCaller } from "@/lib/auth/page-access";
import { atLeast } from "@/lib/auth/roles";
import { listScenarios } from "@/lib/data/scenarios";
import { localeFromAcceptLanguage } from "@/lib/format";
import { headline } from "@/lib/report/headline";
import { perUnit } from "@/lib/report/sentences";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";

/** What the list shows beyond the API's headline: how old the prices are, and the per-unit answer. */
function listExtras(scenario: Scenario): Pick<ScenarioRow, "pricesAsOf" | "perUnit"> {
  const unit = scenario.workload.unitsPerGpuHour ? perUnit(scenario, computeTco(scenario, { sensitivity: false })) : null;
  return { pricesAsOf: scenario.pricesAsOf, perUnit: unit ? { unit: unit.unit, cheapest: unit.cheapest } : undefined };
}

export default async function HomePage() {
  await connection();
  const caller = await pageCaller("viewer", "/");
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  const rows: ScenarioRow[] = (await listScenarios(caller.workspace.id)).map((s) => ({
    id: s.id,
    name: s.scenario.name,
    currency: s.scenario.currency,
    horizonYears: s.scenario.horizonYears,
    updatedAt: s.updatedAt.toISOString(),
    ...headline(s.scenario),
    ...listExtras(s.scenario),
  }));
  return (
    <main className="mx-auto max-w-[1600px] px-4 py-8">
      <ScenarioList rows={rows} locale={locale} canEdit={atLeast(caller.workspace.role, "editor")} />
    </main>
  );
}
