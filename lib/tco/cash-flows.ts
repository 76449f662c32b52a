import { carbonMonth, emptyCarbonMonth, type CarbonMonth } from "./carbon";
import { cloudBilledHours, cloudMonth } from "./cloud-costs";
import { demandHours } from "./demand";
import { financingSchedule } from "./financing";
import { refreshMonths, residualValue } from "./hardware-schedule";
import { coreGpus, hybridMonth, hybridMonthTotal, hybridOwned, type HybridMonth } from "./hybrid";
import { hardwareCost, onPremRunning } from "./on-prem-costs";
import type { CloudBreakdown, HybridBreakdown, OnPremBreakdown, OptionValues, Scenario } from "./types";
import { monthLevels, reservedBilledHours, served } from "./profile";
import { workWeight } from "./work-weight";
import { yearFactor } from "./year-factor";

/**
 * GPU-hours of one month: what is wanted and where each option serves it. Every figure but
 * `cloudBilled` is in hours of demand (owned GPU-hours of work): `overflow` and `burst` are the
 * demand hours the cloud serves, which it bills as w × those hours (`workWeight`); `cloudBilled`
 * is the cloud option's billed hours (w × demand, or the reservation when more).
 *
 * @example
 * // 10 GPUs wanting 9,000 h with room for 7,300: onPremBusy 7,300, overflow 1,700
 * const h: MonthHours = { demand: 9000, cloudBilled: 9000, onPremBusy: 7300, overflow: 1700,
 *   core: 6750, burst: 1800, edge: 450 };
 */
export interface MonthHours {
  demand: number;
  cloudBilled: number;
  onPremBusy: number;
  overflow: number;
  core: number;
  burst: number;
  edge: number;
}

/**
 * Everything known about one month: hours, every cost line of every option, the month's totals
 * and the running totals up to and including it.
 *
 * @example
 * simulate(s, { month: (m) => console.log(m.month, m.onPrem.power, m.cumulative.cloud) });
 */
export interface MonthLines {
  month: number;
  /** 0 for month 0, else 1…horizonYears. */
  year: number;
  hours: MonthHours;
  cloud: CloudBreakdown;
  onPrem: OnPremBreakdown;
  hybrid: HybridBreakdown;
  /** Energy, emissions and carbon cost of each option: all 0 without `carbon`, and in month 0. */
  carbon: CarbonMonth;
  total: OptionValues;
  cumulative: OptionValues;
}

/**
 * Receives lines from `simulate`. The object is reused: copy what you keep.
 *
 * @example
 * const onPremByMonth: number[] = [];
 * const visit: MonthVisitor = (m) => { onPremByMonth.push(m.total.onPrem); };
 */
export type MonthVisitor = (month: Readonly<MonthLines>) => void;

/**
 * What `simulate` reports. `month` receives every month 0…N with all its lines. `year` receives,
 * before the months of each year 1…horizonYears, the lines every month of that year shares:
 * hours, cloud lines, on-prem running lines and overflow, burst and edge; one-off lines are 0 and
 * `total` and `cumulative` still hold the previous month's. Summing `year` × 12 plus the one-off
 * lines of each `month` is cheaper than summing every line of every month.
 *
 * @example
 * simulate(s, { year: (y) => console.log(y.year, y.onPrem.staff * 12) });
 */
export interface Visitors {
  month?: MonthVisitor;
  year?: MonthVisitor;
  /**
   * Receives every month's totals and running totals, and nothing else: without `month` or `year`
   * no cost line is written, so this is the cheap way to follow the cash flows (the Monte Carlo
   * runs use it). The objects are reused.
   */
  totals?: TotalsVisitor;
}

/** How much of the model `simulate` runs. */
export interface SimulateOptions {
  /**
   * false: leave the hybrid option out (its totals come back as 0, or its carbon cost alone with a
   * carbon price). Sensitivity and the utilization break-even compare cloud with on-prem only, and
   * the hybrid's month is about a third of the work.
   */
  hybrid?: boolean;
}

/**
 * Receives one month's totals and the running totals up to it. The objects are reused: copy what you keep.
 *
 * @example
 * const savings: number[] = [];
 * const visit: TotalsVisitor = (month, total, cumulative) => { savings[month] = cumulative.cloud - cumulative.onPrem; };
 */
export type TotalsVisitor = (month: number, total: Readonly<OptionValues>, cumulative: Readonly<OptionValues>) => void;

/**
 * A month with every hour and cost line at 0: where `simulate` starts, and what the ledger sums into.
 *
 * @example
 * emptyLines().onPrem.power; // 0
 */
export function emptyLines(): MonthLines {
  return {
    month: 0,
    year: 0,
    hours: { demand: 0, cloudBilled: 0, onPremBusy: 0, overflow: 0, core: 0, burst: 0, edge: 0 },
    cloud: { compute: 0, overhead: 0, storage: 0, egress: 0, other: 0, support: 0 },
    onPrem: {
      hardware: 0,
      facility: 0,
      maintenance: 0,
      power: 0,
      colocation: 0,
      network: 0,
      software: 0,
      other: 0,
      staff: 0,
      variable: 0,
      overflow: 0,
      migration: 0,
      dualRun: 0,
      residual: 0,
    },
    hybrid: { onPrem: 0, cloud: 0, edge: 0, transition: 0 },
    carbon: emptyCarbonMonth(),
    total: { cloud: 0, onPrem: 0, hybrid: 0 },
    cumulative: { cloud: 0, onPrem: 0, hybrid: 0 },
  };
}

/**
 * Runs the model month by month (0…N) and returns the horizon totals of the three options. This is
 * the one place the monthly cash flows are assembled: `computeTco` passes visitors to record them;
 * sensitivity, utilization break-even and the sweeps call it without, which skips writing the
 * cost lines and allocates nothing per month.
 *
 * A month's cost is: running costs + capex bought that month (or, with `financing`, what the
 * financing pays that month instead of the hardware) − residual credit (month N) + cloud
 * hours (overflow or burst) + edge + transition (migration at month 0, the cloud bill in dual-run
 * months). The hybrid option takes core ÷ gpus of the capex lines and onPremPct of the transition.
 * With a carbon price, each option's month 1…N also gains its tonnes × pricePerTonne (line `carbon`);
 * the dual-run line is the cloud option's bill without it (its emissions are not the owner's).
 *
 * @example
 * // comma.ai check: $5M at month 0, $250K a month on-prem, $1,383,333 a month cloud, 36 months
 * simulate(s); // { cloud: 49,800,000, onPrem: 14,000,000, hybrid: … }
 */
export function simulate(s: Scenario, visitors?: Visitors, options: SimulateOptions = {}): OptionValues {
  const withHybrid = options.hybrid ?? true;
  const lines = emptyLines();
  const record = visitors?.month !== undefined || visitors?.year !== undefined;
  const visit = visitors?.month;
  const visitTotals = visitors?.totals;
  const lastMonth = 12 * s.horizonYears;
  // Financed hardware is not paid when bought: the financing line pays it as its schedule falls.
  const financed = s.financing ? financingSchedule(s, s.financing).paid : undefined;
  const hardware = financed ? 0 : hardwareCost(s.onPrem.capex);
  const refresh = refreshMonths(s);
  const leased = s.financing?.kind === "lease";
  const credit = s.onPrem.creditResidualValue && !leased ? residualValue(s) : 0;
  // Sizing the core (a search over a profile's levels) is wasted when the hybrid is left out.
  const core = withHybrid ? coreGpus(s) : 0;
  const coreShare = core / s.workload.gpus;
  const movedShare = s.hybrid.onPremPct / 100;
  const capacity = s.workload.gpus * s.assumptions.hoursPerMonth;
  const w = workWeight(s);
  const levels = monthLevels(s);
  const hybrid: HybridMonth = { core: 0, burst: 0, edge: 0, coreHours: 0, burstHours: 0, edgeHours: 0 };
  const total = lines.total;
  const cumulative = lines.cumulative;
  const carbon = s.carbon;
  const priced = carbon !== undefined && carbon.pricePerTonne > 0;
  const emitted = lines.carbon;
  const carbonCost = emitted.cost;

  const upfront = hardware + s.onPrem.capex.facility + (financed ? financed[0]! : 0);
  const migration = s.transition.migrationCost;
  total.onPrem = upfront + migration;
  const coreUpfront = coreShare * upfront;
  total.hybrid = coreUpfront + movedShare * migration;
  if (record) {
    lines.onPrem.hardware = hardware;
    lines.onPrem.facility = s.onPrem.capex.facility;
    lines.onPrem.migration = migration;
    if (financed) lines.onPrem.financing = financed[0]!;
    if (priced) lines.cloud.carbon = lines.onPrem.carbon = lines.hybrid.carbon = 0;
    lines.hybrid.onPrem = coreUpfront;
    lines.hybrid.transition = movedShare * migration;
  }
  cumulative.onPrem = total.onPrem;
  cumulative.hybrid = total.hybrid;
  visit?.(lines);
  visitTotals?.(0, total, cumulative);
  if (record) {
    lines.onPrem.facility = 0;
    lines.onPrem.migration = 0;
  }

  let sumCloud = cumulative.cloud;
  let sumOnPrem = cumulative.onPrem;
  let sumHybrid = cumulative.hybrid;
  let nextRefresh = 0;
  for (let year = 1; year <= s.horizonYears; year++) {
    const demand = demandHours(s, year);
    const f = yearFactor(s.cloud.priceChangePctPerYear, year);
    const i = yearFactor(s.assumptions.opexInflationPct, year);
    // With a profile, reserved billing and on-prem service go level by level (contract, "Demand profile").
    const billed =
      levels && s.cloud.billing === "reserved"
        ? reservedBilledHours(levels, demand, s.workload.gpus, 0, 1, w)
        : cloudBilledHours(s, demand);
    const cloudTotal = cloudMonth(s.cloud, billed, f, 1, record ? lines.cloud : undefined);
    const busy = levels ? Math.min(demand, served(levels, demand, s.workload.gpus)) : Math.min(demand, capacity);
    const running = onPremRunning(s, s.workload.gpus, busy, 1, i, record ? lines.onPrem : undefined);
    const overflow = cloudMonth(s.cloud, w * (demand - busy), f, 0);
    if (withHybrid) hybridMonth(s, core, demand, f, i, hybrid, levels);
    if (carbon) {
      const served = {
        demand,
        onPremBusy: busy,
        overflow: demand - busy,
        core: hybrid.coreHours,
        burst: hybrid.burstHours,
      };
      carbonMonth(s, carbon, served, core, emitted);
    }
    if (record) {
      lines.year = year;
      lines.month = 12 * (year - 1) + 1;
      lines.onPrem.hardware = 0;
      if (financed) lines.onPrem.financing = 0;
      lines.onPrem.dualRun = 0;
      lines.onPrem.residual = 0;
      lines.hybrid.onPrem = 0;
      lines.hybrid.transition = 0;
      lines.onPrem.overflow = overflow;
      lines.hybrid.cloud = hybrid.burst;
      lines.hybrid.edge = hybrid.edge;
      if (priced) {
        lines.cloud.carbon = carbonCost.cloud;
        lines.onPrem.carbon = carbonCost.onPrem;
        lines.hybrid.carbon = carbonCost.hybrid;
      }
      const h = lines.hours;
      h.demand = demand;
      h.cloudBilled = billed;
      h.onPremBusy = busy;
      h.overflow = demand - busy;
      h.core = hybrid.coreHours;
      h.burst = hybrid.burstHours;
      h.edge = hybrid.edgeHours;
      visitors?.year?.(lines);
    }
    for (let month = 12 * (year - 1) + 1; month <= 12 * year; month++) {
      let bought = 0;
      if (month === refresh[nextRefresh]) {
        bought = hardware;
        nextRefresh++;
      }
      const paid = financed ? financed[month]! : 0;
      const residual = month === lastMonth ? credit : 0;
      const dualRun = month <= s.transition.dualRunMonths ? cloudTotal : 0;
      // On-prem and hybrid are assembled in the same order so that a hybrid that is all core
      // (or all cloud) reproduces the other option to the last bit.
      // Without financing `paid` is 0 and adding it changes no bit.
      const ownOnPrem = running + bought + paid - residual;
      const ownHybrid = withHybrid ? hybridOwned(hybrid, coreShare, bought, paid, residual) : 0;
      // Summed in locals, and written to the shared objects only for a visitor: the stores cost
      // more than the sums (the sensitivity's runs have no visitor).
      let monthCloud = cloudTotal;
      let monthOnPrem = ownOnPrem + overflow + dualRun;
      let monthHybrid = withHybrid ? hybridMonthTotal(hybrid, ownHybrid, movedShare * dualRun) : 0;
      if (priced) {
        monthCloud += carbonCost.cloud;
        monthOnPrem += carbonCost.onPrem;
        monthHybrid += carbonCost.hybrid;
      }
      sumCloud += monthCloud;
      sumOnPrem += monthOnPrem;
      sumHybrid += monthHybrid;
      if (!record && !visitTotals) continue;
      total.cloud = monthCloud;
      total.onPrem = monthOnPrem;
      total.hybrid = monthHybrid;
      cumulative.cloud = sumCloud;
      cumulative.onPrem = sumOnPrem;
      cumulative.hybrid = sumHybrid;
      if (visit) {
        lines.month = month;
        lines.onPrem.hardware = bought;
        if (financed) lines.onPrem.financing = paid;
        lines.onPrem.dualRun = dualRun;
        lines.onPrem.residual = -residual;
        lines.hybrid.onPrem = ownHybrid;
        lines.hybrid.transition = movedShare * dualRun;
        visit(lines);
      }
      visitTotals?.(month, total, cumulative);
    }
  }
  return { cloud: sumCloud, onPrem: sumOnPrem, hybrid: sumHybrid };
}
