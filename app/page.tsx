import { headers } from "next/headers";
import Link from "next/link";
import { connection } from "next/server";
import { ScenarioList } from "@/components/scenarios/scenario-list";
import type { ScenarioRow } from "@/components/scenarios/scenario-row";
import { Alert } from "@/components/ui/alert";
import { pageCaller } from "@/lib/accounts/page-access";
import { atLeast } from "@/lib/accounts/roles";
import { listScenarioPage } from "@/lib/scenarios/list-store";
import { localeFromAcceptLanguage } from "@/lib/format";
import { headline } from "@/lib/report/headline";
import { perUnit } from "@/lib/report/sentences";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { parseScenarioListQuery } from "@/lib/scenarios/list-schema";

/** What the list shows beyond the API's headline: how old the prices are, the per-unit answer and the options' own names. */
function listExtras(scenario: Scenario): Pick<ScenarioRow, "pricesAsOf" | "perUnit" | "labels"> {
  const unit = scenario.workload.unitsPerGpuHour
    ? perUnit(scenario, computeTco(scenario, { sensitivity: false }))
    : null;
  return {
    pricesAsOf: scenario.pricesAsOf,
    perUnit: unit ? { unit: unit.unit, cheapest: unit.cheapest } : undefined,
    labels: scenario.labels,
  };
}

/** The scenario list, one page of it (`?q=`, `?sort=`, `?page=`): headline figures are computed for that page's rows only. */
export default async function HomePage({ searchParams }: PageProps<"/">) {
  await connection();
  const caller = await pageCaller("viewer", "/");
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  const query = parseScenarioListQuery(await searchParams);
  if (!query.ok) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Scenarios</h1>
        <Alert tone="error" className="mt-4">
          <p>This address asks for the list in a way it can’t be shown:</p>
          <ul className="mt-1 list-disc pl-5">
            {query.errors.map((e) => (
              <li key={e.path}>{e.message}</li>
            ))}
          </ul>
        </Alert>
        <p className="mt-4">
          <Link href="/" className="font-medium text-slate-900 underline underline-offset-2">
            Show the scenario list
          </Link>
        </p>
      </main>
    );
  }
  const page = await listScenarioPage(caller.workspace.id, query.value);
  const rows: ScenarioRow[] = page.scenarios.map((s) => ({
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
      <ScenarioList
        rows={rows}
        locale={locale}
        canEdit={atLeast(caller.workspace.role, "editor")}
        query={query.value}
        paging={{ total: page.total, pageSize: page.pageSize, pageCount: page.pageCount }}
      />
    </main>
  );
}
