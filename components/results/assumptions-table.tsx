import { assumptionRows } from "@/lib/export/report-data";
import type { FieldUnit } from "@/lib/fields";
import { formatMoney, formatNumber, formatPct } from "@/lib/format";
import type { Scenario } from "@/lib/tco/types";

const SUFFIX: Partial<Record<FieldUnit, string>> = {
  "money-per-hour": " / GPU-h",
  "money-per-month": " / month",
  "money-per-year": " / year",
  "money-per-kwh": " / kWh",
  "money-per-tb": " / TB",
  "money-per-tb-month": " / TB-month",
  "hours-per-day": " h/day",
  hours: " h",
  years: " years",
  months: " months",
  watts: " W",
  tb: " TB",
  "tb-per-month": " TB/month",
  "units-per-hour": " / GPU-h",
};

function formatValue(value: number | string | boolean, unit: FieldUnit | null, currency: string, locale: string): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return value;
  if (unit === null) return formatNumber(value, locale);
  if (unit === "percent") return formatPct(value, locale, 2);
  const amount = unit.startsWith("money") ? formatMoney(value, currency, locale) : formatNumber(value, locale);
  return `${amount}${SUFFIX[unit] ?? ""}`;
}

/** Every input of the scenario, grouped as in the editor: what a reader checks a number against. */
export function AssumptionsTable({ scenario, locale }: { scenario: Scenario; locale: string }) {
  const rows = assumptionRows(scenario);
  const groups = [...new Set(rows.map((r) => r.group))];
  return (
    <section aria-labelledby="assumptions-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="assumptions-heading" className="text-sm font-semibold text-slate-900">
        Assumptions
      </h3>
      <div className="mt-2 grid grid-cols-1 gap-x-8 md:grid-cols-2">
        {groups.map((group) => (
          <table key={group} className="mt-2 w-full text-sm">
            <caption className="py-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">{group}</caption>
            <tbody className="tabular">
              {rows
                .filter((r) => r.group === group)
                .map((r) => (
                  <tr key={r.path} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-600">
                      {r.label}
                    </th>
                    <td className="py-1 text-right text-slate-900">{formatValue(r.value, r.unit, scenario.currency, locale)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
