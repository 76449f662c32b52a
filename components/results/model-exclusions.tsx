import Link from "next/link";
import { formatCalendarDate } from "@/lib/format";
import { DESCRIPTION_CAVEAT, MODEL_EXCLUSIONS } from "@/lib/report/exclusions";
import type { Scenario } from "@/lib/tco/types";
import { Card } from "@/components/ui/card";

/** What the model leaves out, and where the scenario's prices come from: the caveats a CFO asks for. */
export function ModelExclusions({ scenario, locale }: { scenario: Scenario; locale: string }) {
  return (
    <Card aria-labelledby="exclusions-heading" as="section">
      <h3 id="exclusions-heading" className="text-sm font-semibold text-slate-900">
        What the model leaves out
      </h3>
      <p className="mt-1 text-xs text-slate-500">
        Prices as of {scenario.pricesAsOf ? formatCalendarDate(scenario.pricesAsOf, locale) : "an unstated date"}. Every
        formula is written out, with a worked example, in{" "}
        <Link href="/model" className="underline">
          the model
        </Link>
        .
      </p>
      <ul className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm md:grid-cols-2">
        {MODEL_EXCLUSIONS.map((e) => (
          <li key={e.title}>
            <span className="font-medium text-slate-800">{e.title}.</span>{" "}
            <span className="text-slate-600">{e.detail}</span>
          </li>
        ))}
      </ul>
      {scenario.description ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Sources and notes</h4>
          <p className="mt-1 text-xs text-slate-500" data-testid="description-caveat">
            {DESCRIPTION_CAVEAT}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{scenario.description}</p>
        </div>
      ) : null}
    </Card>
  );
}
