import { residualValue } from "./hardware-schedule";
import type { Scenario } from "./types";

/**
 * The book value of the owned hardware at the horizon's end that the totals leave out: the
 * straight-line residual value when residual credit is off (a lease owns nothing to credit). A
 * 5-year server in a 4-year horizon ends with a fifth of its price on the books; without the
 * credit the on-prem TCO counts the whole price, so the user is told the amount and offered it.
 * Null when nothing is left out.
 *
 * @example
 * // $3,306,000 of servers, lifetime 5 years, horizon 4 years, credit off: 3,306,000 × (1 − 48/60)
 * uncreditedResidual(s); // 661,200
 */
export function uncreditedResidual(s: Scenario): number | null {
  if (s.onPrem.creditResidualValue || s.financing?.kind === "lease") return null;
  const value = residualValue(s);
  return value > 0 ? value : null;
}
