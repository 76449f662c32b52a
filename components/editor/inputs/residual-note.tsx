"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import { uncreditedResidual } from "@/lib/tco/uncredited-residual";
import type { Scenario } from "@/lib/tco/types";
import type { SetField } from "../inputs-panel";

/**
 * Under the residual credit switch: the book value the totals leave out when the hardware outlives
 * the horizon and the credit is off (a catalog pick fills a 5-year lifetime into a shorter
 * horizon), with one click to credit it. Nothing while the draft is invalid or nothing is left out.
 *
 * It reads the draft as the editor parsed it (`scenario`, null while invalid) rather than parsing
 * it again: parsing here would put the schema, and zod with it, into the page's first load.
 */
export function ResidualNote({
  scenario: s,
  locale,
  setField,
}: {
  scenario: Scenario | null;
  locale: string;
  setField: SetField;
}) {
  if (!s) return null;
  const left = uncreditedResidual(s);
  if (left === null) return null;
  const years = (n: number) => `${n.toLocaleString(locale)} year${n === 1 ? "" : "s"}`;
  return (
    <Alert tone="warning" className="mb-2 text-xs" data-testid="residual-note">
      <p>
        When the horizon ends after {years(s.horizonYears)}, the hardware then in service still has{" "}
        {formatMoney(left, s.currency, locale)} of book value (straight line over its {years(s.onPrem.lifetimeYears)}),
        and the on-prem TCO does not credit it back.
      </p>
      <Button size="sm" variant="warning" className="mt-1" onClick={() => setField("onPrem.creditResidualValue", true)}>
        Credit the residual value
      </Button>
    </Alert>
  );
}
