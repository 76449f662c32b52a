import { daysPerMonth } from "./demand";
import { ownedKwh } from "./owned-energy";
import type { Capex, OnPremBreakdown, Scenario } from "./types";

/**
 * The running cost lines of a month on owned GPUs (everything but one-offs and overflow).
 *
 * @example
 * const lines: OnPremRunning = { maintenance: 0, power: 0, colocation: 0, network: 0, software: 0,
 *   other: 250_000, staff: 0, variable: 0 };
 */
export type OnPremRunning = Pick<
  OnPremBreakdown,
  "maintenance" | "power" | "colocation" | "network" | "software" | "other" | "staff" | "variable"
>;

/**
 * Hardware bought again every lifetime: compute + storage + network (facility excluded).
 *
 * @example
 * hardwareCost({ compute: 3_500_000, storage: 800_000, network: 400_000, facility: 300_000 }); // 4,700,000
 */
export function hardwareCost(capex: Capex): number {
  return capex.compute + capex.storage + capex.network;
}

/**
 * One month's running cost of `gpus` owned GPUs doing `busyHours` GPU-hours of work (at most their
 * capacity), returning the total and, when `out` is given, writing the lines there. `fixedShare`
 * scales the lines that do not depend on GPUs or hours (maintenance, powerCoolingAnnual, colocation,
 * network, software, other, staff): 1 for the on-prem option, core GPUs ÷ gpus for the hybrid core.
 * `i` is the year's inflation factor.
 *
 * - maintenance = (hardware × maintenancePct/100 + maintenanceAnnual) / 12 × i × fixedShare
 * - power = gpus × (activeW × hBusy + idleW × (24 − hBusy)) / 1000 × days × pue × pricePerKwh × i
 *   + powerCoolingAnnual / 12 × i × fixedShare, where hBusy = busyHours / (gpus × days)
 * - colocation, network, software, other, staff (fte × costPerFte): yearly / 12 × i × fixedShare
 * - variable = busyHours × variableCostPerGpuHour × i
 *
 * @example
 * // 1,024 GPUs at 700 W busy 16.8 h a day, idle 0 W, PUE 1.2, $0.08/kWh, 730-hour months:
 * // 1024 × 700 × 16.8 / 1000 × 30.4167 × 1.2 × 0.08 = $35,163 a month; × 60 months = $2.11M
 * onPremRunning(s, 1024, 1024 * 16.8 * 730 / 24, 1, 1); // 35,163.34
 */
export function onPremRunning(
  s: Scenario,
  gpus: number,
  busyHours: number,
  fixedShare: number,
  i: number,
  out?: OnPremRunning,
): number {
  const opex = s.onPrem.opex;
  const monthly = (i * fixedShare) / 12;
  const days = daysPerMonth(s.assumptions.hoursPerMonth);
  let metered = 0;
  // With no GPUs there is no busy-hour average to take, and nothing draws power.
  if (opex.power && gpus > 0) metered = ownedKwh(opex.power, gpus, busyHours, days) * opex.power.pricePerKwh * i;
  const maintenance = ((hardwareCost(s.onPrem.capex) * opex.maintenancePct) / 100 + opex.maintenanceAnnual) * monthly;
  const power = metered + opex.powerCoolingAnnual * monthly;
  const colocation = opex.colocationAnnual * monthly;
  const network = opex.networkAnnual * monthly;
  const software = opex.softwareAnnual * monthly;
  const other = opex.otherAnnual * monthly;
  const staff = opex.staff.fte * opex.staff.costPerFte * monthly;
  const variable = busyHours * opex.variableCostPerGpuHour * i;
  if (out) Object.assign(out, { maintenance, power, colocation, network, software, other, staff, variable });
  return maintenance + power + colocation + network + software + other + staff + variable;
}
