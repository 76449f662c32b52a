import type { Scenario } from "./types";

/**
 * The sum of the four capex lines (compute, storage, network, facility): the one figure that the
 * sensitivity analysis and the uncertainty ranges move when they name `onPrem.capex`.
 *
 * @example
 * capexTotal(s); // 5_000_000 for the comma.ai preset (3.5M + 0.8M + 0.4M + 0.3M)
 */
export function capexTotal(s: Scenario): number {
  const c = s.onPrem.capex;
  return c.compute + c.storage + c.network + c.facility;
}

/**
 * The scenario with its four capex lines scaled together so that they sum to `total`, each keeping
 * its share. Needs a non-zero capex (a zero sum has no shares to keep).
 *
 * @example
 * capexTotal(withCapexTotal(s, 6_000_000)); // 6_000_000; compute is then 4.2M of it for comma.ai
 */
export function withCapexTotal(s: Scenario, total: number): Scenario {
  const k = total / capexTotal(s);
  const c = s.onPrem.capex;
  const capex = { compute: c.compute * k, storage: c.storage * k, network: c.network * k, facility: c.facility * k };
  return { ...s, onPrem: { ...s.onPrem, capex } };
}
