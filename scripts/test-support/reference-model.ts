import type { Financing, Scenario } from "@/lib/tco/types";

// An independent reading of the contract (/work/shared/design/tco-model.md), for the agreement tests
// only. Written from the contract alone, without lib/tco's implementation: one plain loop over months
// 0..N, clarity over speed. Where the contract leaves a choice, the choice is named in a comment.

/** One level of the week's load-duration curve ("Demand profile"). */
export interface ReferenceProfileLevel {
  gpus: number;
  hoursPerWeek: number;
}

/** The optional input of "Energy and carbon". */
export interface ReferenceCarbon {
  onPremKgPerKwh: number;
  cloudKgPerKwh: number;
  cloudKwhPerGpuHour: number;
  pricePerTonne: number;
}

/** A scenario as the contract reads it: the engine's type plus the sections this round adds. */
export type ReferenceScenario = Omit<Scenario, "workload"> & {
  workload: Scenario["workload"] & { profile?: ReferenceProfileLevel[] };
  carbon?: ReferenceCarbon;
};

interface Trio {
  cloud: number;
  onPrem: number;
  hybrid: number;
}

const CLOUD_LINES = ["compute", "overhead", "storage", "egress", "other", "support", "carbon"] as const;
const ON_PREM_LINES = [
  "hardware",
  "facility",
  "maintenance",
  "power",
  "colocation",
  "network",
  "software",
  "other",
  "staff",
  "variable",
  "overflow",
  "migration",
  "dualRun",
  "residual",
  "financing",
  "carbon",
] as const;
const HYBRID_LINES = ["onPrem", "cloud", "edge", "transition", "carbon"] as const;

type Lines<K extends string> = Record<K, number>;
export type ReferenceCloudLines = Lines<(typeof CLOUD_LINES)[number]>;
export type ReferenceOnPremLines = Lines<(typeof ON_PREM_LINES)[number]>;
export type ReferenceHybridLines = Lines<(typeof HYBRID_LINES)[number]>;

const zeroLines = <K extends string>(keys: readonly K[]): Lines<K> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Lines<K>;

function addInto<K extends string>(into: Lines<K>, from: Lines<K>): void {
  for (const key of Object.keys(from) as K[]) into[key] += from[key];
}

/** ceil that ignores floating-point noise below a relative 1e-9 (7.000000000000001 counts as 7). */
export function ceilIgnoringNoise(x: number): number {
  const down = Math.floor(x);
  return x - down <= 1e-9 * Math.abs(x) ? down : Math.ceil(x);
}

/**
 * The months at which compute + storage + network are bought: 0, then L, 2L, … while that month < N.
 * A choice where the contract is silent: with a fractional L the purchase falls in month ⌈kL⌉.
 */
export function referencePurchaseMonths(s: Scenario): number[] {
  const n = 12 * s.horizonYears;
  const lifetimeMonths = 12 * s.onPrem.lifetimeYears;
  const out = [0];
  for (let k = 1; ; k++) {
    const month = ceilIgnoringNoise(k * lifetimeMonths);
    if (month >= n) return out;
    out.push(month);
  }
}

/** The flat-demand busy hours a day, or the profile's own (Σ gpus × hoursPerWeek / 7 / gpus). */
export function impliedGpuHoursPerDay(s: ReferenceScenario): number {
  const profile = s.workload.profile;
  if (!profile) return s.workload.gpuHoursPerDay;
  return profile.reduce((sum, l) => sum + l.gpus * l.hoursPerWeek, 0) / 7 / s.workload.gpus;
}

/** Depreciation deduction in month m of a purchase of `cost` made in month p ("Tax and depreciation"). */
function deduction(method: "straight-line" | "macrs-5" | "expensed", cost: number, p: number, m: number, L: number) {
  if (method === "expensed") return m === p ? cost : 0;
  if (method === "macrs-5") {
    const shares = [0.2, 0.32, 0.192, 0.1152, 0.1152, 0.0576];
    const k = (m - p) / 12;
    return Number.isInteger(k) && k >= 1 && k <= 6 ? cost * shares[k - 1]! : 0;
  }
  if (m <= p) return 0;
  return (cost * (Math.min(m - p, L) - Math.min(m - 1 - p, L))) / L;
}

/**
 * (1 + i)^k − 1 and 1 − (1 + i)^−k without cancellation: written with powers, a rate of a millionth of
 * a percent keeps only seven digits of them, and the payment drifts by cents.
 */
const grown = (i: number, k: number) => Math.expm1(k * Math.log1p(i));
const discounted = (i: number, k: number) => -Math.expm1(-k * Math.log1p(i));

/** What one hardware purchase of cost 1 pays through financing, month by month (0..N). */
interface FinancingPerUnit {
  paid: number[];
  interest: number[];
}

function financingPerUnit(f: Financing, purchases: number[], n: number): FinancingPerUnit {
  const paid = new Array<number>(n + 1).fill(0);
  const interest = new Array<number>(n + 1).fill(0);
  purchases.forEach((p, index) => {
    if (f.kind === "loan") {
      const i = f.ratePct / 1200;
      const down = f.downPaymentPct / 100;
      const principal = 1 - down;
      const term = f.termMonths;
      const pay = i === 0 ? principal / term : (principal * i) / discounted(i, term);
      paid[p]! += down;
      let balance = principal;
      for (let j = 1; j <= term && p + j <= n; j++) {
        paid[p + j]! += pay;
        interest[p + j]! += i * balance;
        balance = balance * (1 + i) - pay;
      }
      if (p + term > n) {
        const k = n - p;
        paid[n]! += i === 0 ? principal - k * pay : principal * (1 + grown(i, k)) - (pay * grown(i, k)) / i;
      }
    } else {
      const replaced = purchases[index + 1] ?? n;
      const last = Math.min(Math.max(p + f.termMonths, replaced), n);
      for (let m = p + 1; m <= last; m++) paid[m]! += f.monthlyRatePct / 100;
    }
  });
  return { paid, interest };
}

/** Options this reading can be asked to take where the contract can be read two ways. */
export interface ReferenceReadings {
  /** The dual-run months pay the cloud option's whole monthly cost, its carbon line included (default true). */
  dualRunIncludesCarbon?: boolean;
}

/** One month of the three options, pre-tax and after tax. */
export interface ReferenceMonth {
  month: number;
  demandHours: number;
  cloud: ReferenceCloudLines;
  onPrem: ReferenceOnPremLines;
  hybrid: ReferenceHybridLines;
  cost: Trio;
  afterTax: Trio;
  interest: number;
  kwh: Trio;
  tonnes: Trio;
}

interface Simulation {
  months: ReferenceMonth[];
  coreGpus: number;
}

/** The month-by-month ledger of the three options: "Monthly costs", financing, tax, profile and carbon. */
function simulateMonths(s: ReferenceScenario, readings: ReferenceReadings): Simulation {
  const n = 12 * s.horizonYears;
  const hpm = s.assumptions.hoursPerMonth;
  const days = hpm / 24;
  const gpus = s.workload.gpus;
  const growth = s.workload.growthPctPerYear / 100;
  const units = s.workload.unitsPerGpuHour;
  const w = units ? units.onPrem / units.cloud : 1;
  const profile = s.workload.profile;
  const { capex, opex } = s.onPrem;
  const cloud = s.cloud;
  const hardwareCost = capex.compute + capex.storage + capex.network;
  const L = 12 * s.onPrem.lifetimeYears;
  const purchases = referencePurchaseMonths(s);
  const lastPurchase = purchases[purchases.length - 1]!;
  const p = s.hybrid.onPremPct / 100;
  const c = s.hybrid.cloudPct / 100;
  const e = s.hybrid.edgePct / 100;
  const t = s.tax ? s.tax.ratePct / 100 : 0;
  const method = s.tax?.depreciation ?? "straight-line";
  const financing = s.financing;
  const leased = financing?.kind === "lease";
  const perUnit = financing ? financingPerUnit(financing, purchases, n) : undefined;
  const carbon = s.carbon;
  const dualRunIncludesCarbon = readings.dualRunIncludesCarbon ?? true;

  // Residual value: the straight-line book value left at N on the hardware bought last (the one in service).
  const residualShare = s.onPrem.creditResidualValue && !leased ? Math.max(0, 1 - (n - lastPurchase) / L) : 0;

  // The hybrid core's GPUs, K, and r = K / gpus.
  let coreGpus: number;
  if (p === 0) coreGpus = 0;
  else if (!profile) {
    const need = ceilIgnoringNoise((gpus * s.workload.gpuHoursPerDay * p) / s.hybrid.coreHoursPerDay);
    coreGpus = Math.min(gpus, need);
  } else {
    const total = profile.reduce((sum, l) => sum + l.gpus * l.hoursPerWeek, 0);
    const target = p * total;
    const covers = (k: number) =>
      profile.reduce((sum, l) => sum + Math.min((1 - e) * l.gpus, k) * l.hoursPerWeek, 0) >= target * (1 - 1e-9);
    // covers() only grows with k; the smallest k that covers is found by bisection.
    // Shares may sum to 100 only within 0.001, so p may exceed 1 − e by a hair and no K cover. The
    // contract leaves that case open; read as "as large as it can usefully be": the smallest K that
    // serves every hour the core may take, (1 − e) × the peak level, rounded up.
    const most = Math.ceil(Math.max(...profile.map((l) => l.gpus))) + 1;
    if (!covers(most)) coreGpus = Math.min(gpus, Math.ceil((1 - e) * Math.max(...profile.map((l) => l.gpus))));
    else {
      let low = -1;
      let high = most;
      while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (covers(mid)) high = mid;
        else low = mid;
      }
      coreGpus = Math.min(high, gpus);
    }
  }
  const K = coreGpus;
  const r = K / gpus;

  /** kWh the owned GPUs draw: G GPUs serving `busy` hours in a month (the power line's energy). */
  const ownedKwh = (g: number, busy: number): number => {
    if (g === 0 || !opex.power) return 0;
    const hBusy = busy / (g * days);
    const pw = opex.power;
    return ((g * (pw.activeWattsPerGpu * hBusy + pw.idleWattsPerGpu * (24 - hBusy))) / 1000) * days * pw.pue;
  };

  const months: ReferenceMonth[] = [];
  for (let m = 0; m <= n; m++) {
    const y = Math.max(1, Math.ceil(m / 12));
    const G = (1 + growth) ** (y - 1);
    const f = (1 + cloud.priceChangePctPerYear / 100) ** (y - 1);
    const inflation = (1 + s.assumptions.opexInflationPct / 100) ** (y - 1);
    const running = m >= 1;
    const hourPrice = cloud.pricePerGpuHour * (1 - cloud.discountPct / 100) * f;

    // Demand, and what the owned GPUs and the hybrid core serve.
    let demand = 0;
    let onPremBusy = 0;
    let cloudReservedHours = 0;
    let coreServed = 0;
    let burstReservedHours = 0;
    if (running) {
      if (!profile) {
        demand = gpus * s.workload.gpuHoursPerDay * G * days;
        onPremBusy = Math.min(demand, gpus * hpm);
        cloudReservedHours = Math.max(gpus * hpm, w * demand);
        coreServed = K === 0 ? 0 : Math.min(p * demand, K * s.hybrid.coreHoursPerDay * days);
      } else {
        const levels = profile.map((l) => ({ gpus: G * l.gpus, hours: (l.hoursPerWeek / 168) * hpm }));
        demand = levels.reduce((sum, l) => sum + l.gpus * l.hours, 0);
        onPremBusy = levels.reduce((sum, l) => sum + Math.min(l.gpus, gpus) * l.hours, 0);
        cloudReservedHours = gpus * hpm + levels.reduce((sum, l) => sum + Math.max(0, w * l.gpus - gpus) * l.hours, 0);
        coreServed = levels.reduce((sum, l) => sum + Math.min((1 - e) * l.gpus, K) * l.hours, 0);
        burstReservedHours =
          (gpus - K) * hpm +
          levels.reduce((sum, l) => sum + Math.max(0, w * Math.max(0, (1 - e) * l.gpus - K) - (gpus - K)) * l.hours, 0);
      }
    }
    const overflowHours = demand - onPremBusy;
    const burstHours = profile ? (1 - e) * demand - coreServed : c * demand + (p * demand - coreServed);
    if (!profile) burstReservedHours = Math.max((gpus - K) * hpm, w * burstHours);

    // Energy and carbon.
    const cloudKwhOf = (hours: number) => (carbon ? w * hours * carbon.cloudKwhPerGpuHour : 0);
    const tonnesOf = (owned: number, rented: number) =>
      carbon ? (owned * carbon.onPremKgPerKwh + rented * carbon.cloudKgPerKwh) / 1000 : 0;
    const energy = {
      cloud: { owned: 0, rented: cloudKwhOf(demand) },
      onPrem: { owned: ownedKwh(gpus, onPremBusy), rented: cloudKwhOf(overflowHours) },
      hybrid: { owned: ownedKwh(K, coreServed), rented: cloudKwhOf(burstHours) },
    };
    if (!running || !carbon) for (const o of Object.values(energy)) o.owned = o.rented = 0;
    const kwh: Trio = {
      cloud: energy.cloud.owned + energy.cloud.rented,
      onPrem: energy.onPrem.owned + energy.onPrem.rented,
      hybrid: energy.hybrid.owned + energy.hybrid.rented,
    };
    const tonnes: Trio = {
      cloud: tonnesOf(energy.cloud.owned, energy.cloud.rented),
      onPrem: tonnesOf(energy.onPrem.owned, energy.onPrem.rented),
      hybrid: tonnesOf(energy.hybrid.owned, energy.hybrid.rented),
    };
    const carbonPrice = carbon?.pricePerTonne ?? 0;

    // Cloud option.
    const cl = zeroLines(CLOUD_LINES);
    if (running) {
      const billed = cloud.billing === "reserved" ? cloudReservedHours : w * demand;
      cl.compute = billed * hourPrice;
      cl.overhead = (cl.compute * cloud.overheadPct) / 100;
      cl.storage = cloud.storageTb * cloud.storagePricePerTbMonth * f;
      cl.egress = cloud.egressTbPerMonth * cloud.egressPricePerTb * f;
      cl.other = cloud.otherMonthly * f;
      cl.support = ((cl.compute + cl.overhead + cl.storage + cl.egress + cl.other) * cloud.supportPct) / 100;
      cl.carbon = tonnes.cloud * carbonPrice;
    }
    const cloudCost = CLOUD_LINES.reduce((sum, k) => sum + cl[k], 0);
    const cloudForDualRun = dualRunIncludesCarbon ? cloudCost : cloudCost - cl.carbon;
    const dualRunning = running && m <= s.transition.dualRunMonths;

    // The owned lines of G GPUs (r of the fixed lines) serving `busy` hours: on-prem, or the hybrid core.
    const owned = (g: number, share: number, busy: number) => {
      const lines = zeroLines(ON_PREM_LINES);
      if (g === 0) return { lines, purchases: 0, deductions: 0, basisLeft: 0, interest: 0, residual: 0 };
      const bought = purchases.includes(m);
      const hardware = hardwareCost * share;
      const facility = capex.facility * share;
      let cashPurchases = 0;
      if (bought && !financing) lines.hardware = hardware;
      if (m === 0) lines.facility = facility;
      cashPurchases = lines.hardware + lines.facility;
      let interest = 0;
      if (perUnit) {
        lines.financing = hardware * perUnit.paid[m]!;
        interest = hardware * perUnit.interest[m]!;
      }
      const principal = financing?.kind === "loan" ? lines.financing - interest : 0;
      if (running) {
        lines.maintenance =
          (((hardwareCost * opex.maintenancePct) / 100 + opex.maintenanceAnnual) / 12) * inflation * share;
        const hBusy = busy / (g * days);
        const pw = opex.power;
        const metered = pw
          ? ((g * (pw.activeWattsPerGpu * hBusy + pw.idleWattsPerGpu * (24 - hBusy))) / 1000) *
            days *
            pw.pue *
            pw.pricePerKwh *
            inflation
          : 0;
        lines.power = metered + (opex.powerCoolingAnnual / 12) * inflation * share;
        lines.colocation = (opex.colocationAnnual / 12) * inflation * share;
        lines.network = (opex.networkAnnual / 12) * inflation * share;
        lines.software = (opex.softwareAnnual / 12) * inflation * share;
        lines.other = (opex.otherAnnual / 12) * inflation * share;
        lines.staff = ((opex.staff.fte * opex.staff.costPerFte) / 12) * inflation * share;
        lines.variable = busy * opex.variableCostPerGpuHour * inflation;
      }
      const residual = m === n ? hardware * residualShare : 0;
      lines.residual = -residual;
      // Tax: the purchases that are depreciated (hardware unless leased, facility), and the basis left at N
      // on the hardware in service.
      let deductions = 0;
      let basisLeft = 0;
      const depreciable: { cost: number; at: number }[] = [{ cost: facility, at: 0 }];
      if (!leased) for (const at of purchases) depreciable.push({ cost: hardware, at });
      for (const d of depreciable) deductions += deduction(method, d.cost, d.at, m, L);
      if (m === n && !leased) {
        let taken = 0;
        for (let k = 0; k <= n; k++) taken += deduction(method, hardware, lastPurchase, k, L);
        basisLeft = hardware - taken;
      }
      return { lines, purchases: cashPurchases + principal, deductions, basisLeft, interest, residual };
    };

    // On-prem option.
    const op = owned(gpus, 1, onPremBusy);
    const on = op.lines;
    if (running)
      on.overflow = w * overflowHours * hourPrice * (1 + cloud.overheadPct / 100) * (1 + cloud.supportPct / 100);
    if (m === 0) on.migration = s.transition.migrationCost;
    if (dualRunning) on.dualRun = cloudForDualRun;
    on.carbon = tonnes.onPrem * carbonPrice;
    const onPremCost = ON_PREM_LINES.reduce((sum, k) => sum + on[k], 0);

    // Hybrid option.
    const core = owned(K, r, coreServed);
    const hy = zeroLines(HYBRID_LINES);
    hy.onPrem = ON_PREM_LINES.reduce((sum, k) => sum + core.lines[k], 0);
    if (running) {
      const billed = cloud.billing === "reserved" ? burstReservedHours : w * burstHours;
      const compute = billed * hourPrice;
      const overhead = (compute * cloud.overheadPct) / 100;
      const side =
        c *
        (cloud.storageTb * cloud.storagePricePerTbMonth +
          cloud.egressTbPerMonth * cloud.egressPricePerTb +
          cloud.otherMonthly) *
        f;
      hy.cloud = (compute + overhead + side) * (1 + cloud.supportPct / 100);
      hy.edge = e * demand * s.hybrid.edgeCostPerGpuHour;
    }
    hy.transition = (m === 0 ? s.transition.migrationCost * p : 0) + (dualRunning ? cloudForDualRun * p : 0);
    hy.carbon = tonnes.hybrid * carbonPrice;
    const hybridCost = HYBRID_LINES.reduce((sum, k) => sum + hy[k], 0);

    // After tax: deductible × (1 − t) + purchases − t × deductions − R + t × (R − basis left), where the
    // residual rule applies at N whenever the residual is credited (and never on leased hardware).
    const afterTaxOwned = (total: number, o: ReturnType<typeof owned>) => {
      const deductible = total - o.purchases + o.residual;
      const residualRule = m === n && s.onPrem.creditResidualValue && !leased ? t * (o.residual - o.basisLeft) : 0;
      return deductible * (1 - t) + o.purchases - t * o.deductions - o.residual + residualRule;
    };

    months.push({
      month: m,
      demandHours: demand,
      cloud: cl,
      onPrem: on,
      hybrid: hy,
      cost: { cloud: cloudCost, onPrem: onPremCost, hybrid: hybridCost },
      afterTax: {
        cloud: cloudCost * (1 - t),
        onPrem: afterTaxOwned(onPremCost, op),
        hybrid: afterTaxOwned(hybridCost, core),
      },
      interest: op.interest,
      kwh,
      tonnes,
    });
  }
  return { months, coreGpus };
}

/** Present value of months 0..N: annual (each year's sum at its year end) or monthly. */
export function referenceNpv(costs: number[], ratePct: number, discounting: "annual" | "monthly"): number {
  const rate = ratePct / 100;
  let pv = 0;
  costs.forEach((cost, m) => {
    const years = discounting === "monthly" ? m / 12 : Math.ceil(m / 12);
    pv += cost / (1 + rate) ** years;
  });
  return pv;
}

/**
 * Break-even of `mine` against `theirs` (cumulative D = mine − theirs, linear inside each month): 0 if
 * D <= 0 at every month end; else the earliest t at which D, having been above 0, reaches 0; else null.
 */
export function referenceBreakEven(mine: number[], theirs: number[]): number | null {
  const d: number[] = [];
  let a = 0;
  let b = 0;
  for (let m = 0; m < mine.length; m++) {
    a += mine[m]!;
    b += theirs[m]!;
    d.push(a - b);
  }
  if (d.every((x) => x <= 0)) return 0;
  let beenAbove = false;
  for (let m = 0; m < d.length; m++) {
    if (beenAbove && d[m]! <= 0) return m - 1 + d[m - 1]! / (d[m - 1]! - d[m]!);
    if (d[m]! > 0) beenAbove = true;
  }
  return null;
}

/**
 * Yearly IRR in percent of the flows at t = 0, 1, … years: the one rate above −100% at which their NPV
 * is 0. This reading answers only where the answer is certain: with exactly one sign change (Descartes:
 * exactly one root) it bisects; with none, null. Otherwise (several sign changes, or a flow within
 * `noise` of 0, whose sign floating-point rounding decides) it answers undefined: not read.
 */
export function referenceIrrPct(flows: number[], noise: number): number | null | undefined {
  if (flows.some((x) => x !== 0 && Math.abs(x) <= noise)) return undefined;
  const signs = flows.filter((x) => x !== 0).map(Math.sign);
  let changes = 0;
  for (let k = 1; k < signs.length; k++) if (signs[k] !== signs[k - 1]) changes++;
  if (changes === 0) return null;
  if (changes > 1) return undefined;
  // NPV(r) = Σ flow_y × x^y with x = 1 / (1 + r) in (0, ∞): one root; bracket it, then bisect.
  const value = (x: number) => flows.reduce((sum, cf, y) => sum + cf * x ** y, 0);
  const first = Math.sign(value(1e-300) || signs[0]!);
  let low = 0;
  let high = 1;
  while (Math.sign(value(high)) === first) high *= 2;
  for (let k = 0; k < 2000 && high - low > 1e-16 * high; k++) {
    const mid = (low + high) / 2;
    if (Math.sign(value(mid)) === first) low = mid;
    else high = mid;
  }
  return (1 / ((low + high) / 2) - 1) * 100;
}

function recommend(npv: Trio): "cloud" | "on-prem" | "hybrid" {
  let best: "cloud" | "on-prem" | "hybrid" = "cloud";
  let lowest = npv.cloud;
  if (npv.onPrem < lowest) [best, lowest] = ["on-prem", npv.onPrem];
  if (npv.hybrid < lowest) best = "hybrid";
  return best;
}

const column = (months: ReferenceMonth[], pick: (m: ReferenceMonth) => number) => months.map(pick);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export interface ReferenceRightSizingPoint {
  onPremPct: number;
  coreGpus: number;
  npv: number;
}

/** Everything the reading computes. */
export interface ReferenceResult {
  months: ReferenceMonth[];
  totals: Trio;
  breakdown: { cloud: ReferenceCloudLines; onPrem: ReferenceOnPremLines; hybrid: ReferenceHybridLines };
  npv: Trio;
  savings: { total: number; pct: number | null; npv: number };
  breakEvenMonth: number | null;
  hybridBreakEvenMonth: number | null;
  roiPct: number | null;
  /** undefined where this reading does not decide (see {@link referenceIrrPct}). */
  irrPct: number | null | undefined;
  /** The yearly flows the IRR is taken of. */
  irrFlows: number[];
  costPerGpuHour: Trio | null;
  costPerUnit?: Trio | null;
  recommendation: "cloud" | "on-prem" | "hybrid";
  coreGpus: number;
  afterTax?: {
    totals: Trio;
    npv: Trio;
    savings: { total: number; npv: number };
    breakEvenMonth: number | null;
    hybridBreakEvenMonth: number | null;
    recommendation: "cloud" | "on-prem" | "hybrid";
  };
  financing?: { kind: "loan" | "lease"; paid: number; interest: number };
  carbon?: { kwh: Trio; tonnes: Trio; kgPerGpuHour: Trio | null };
}

const trio = (months: ReferenceMonth[], pick: (m: ReferenceMonth) => Trio): Trio => ({
  cloud: sum(months.map((m) => pick(m).cloud)),
  onPrem: sum(months.map((m) => pick(m).onPrem)),
  hybrid: sum(months.map((m) => pick(m).hybrid)),
});

/**
 * The contract's results for a scenario, read month by month.
 *
 * @example
 * referenceModel(scenario({ workload: { gpus: 600, gpuHoursPerDay: 24 }, cloud: { pricePerGpuHour: 3 } }))
 *   .breakdown.cloud.compute; // 12 × 1,296,000
 */
export function referenceModel(s: ReferenceScenario, readings: ReferenceReadings = {}): ReferenceResult {
  const { months, coreGpus } = simulateMonths(s, readings);
  const { discountRatePct, discounting } = s.assumptions;
  const costs = (pick: (m: ReferenceMonth) => Trio) => ({
    cloud: column(months, (m) => pick(m).cloud),
    onPrem: column(months, (m) => pick(m).onPrem),
    hybrid: column(months, (m) => pick(m).hybrid),
  });
  const pre = costs((m) => m.cost);
  const totals = trio(months, (m) => m.cost);
  const npv: Trio = {
    cloud: referenceNpv(pre.cloud, discountRatePct, discounting),
    onPrem: referenceNpv(pre.onPrem, discountRatePct, discounting),
    hybrid: referenceNpv(pre.hybrid, discountRatePct, discounting),
  };
  const breakdown = {
    cloud: zeroLines(CLOUD_LINES),
    onPrem: zeroLines(ON_PREM_LINES),
    hybrid: zeroLines(HYBRID_LINES),
  };
  for (const m of months) {
    addInto(breakdown.cloud, m.cloud);
    addInto(breakdown.onPrem, m.onPrem);
    addInto(breakdown.hybrid, m.hybrid);
  }
  const savingsTotal = totals.cloud - totals.onPrem;
  const capex = s.onPrem.capex;
  const investment = capex.compute + capex.storage + capex.network + capex.facility + s.transition.migrationCost;
  const demandHours = sum(months.map((m) => m.demandHours));

  const n = months.length - 1;
  const irrFlows = [-months[0]!.cost.onPrem];
  for (let y = 1; y <= n / 12; y++) {
    irrFlows.push(sum(months.slice(12 * (y - 1) + 1, 12 * y + 1).map((m) => m.cost.cloud - m.cost.onPrem)));
  }
  const scale = Math.max(totals.cloud, Math.abs(totals.onPrem), ...irrFlows.map(Math.abs));

  const result: ReferenceResult = {
    months,
    totals,
    breakdown,
    npv,
    savings: {
      total: savingsTotal,
      pct: totals.cloud === 0 ? null : (savingsTotal / totals.cloud) * 100,
      npv: npv.cloud - npv.onPrem,
    },
    breakEvenMonth: referenceBreakEven(pre.onPrem, pre.cloud),
    hybridBreakEvenMonth: referenceBreakEven(pre.hybrid, pre.cloud),
    roiPct: investment === 0 ? null : (savingsTotal / investment) * 100,
    irrPct: referenceIrrPct(irrFlows, 1e-9 * scale),
    irrFlows,
    costPerGpuHour:
      demandHours === 0
        ? null
        : {
            cloud: totals.cloud / demandHours,
            onPrem: totals.onPrem / demandHours,
            hybrid: totals.hybrid / demandHours,
          },
    recommendation: recommend(npv),
    coreGpus,
  };
  const units = s.workload.unitsPerGpuHour;
  if (units) {
    const work = demandHours * units.onPrem;
    result.costPerUnit =
      work === 0 ? null : { cloud: totals.cloud / work, onPrem: totals.onPrem / work, hybrid: totals.hybrid / work };
  }
  if (s.tax) {
    const after = costs((m) => m.afterTax);
    const atTotals = trio(months, (m) => m.afterTax);
    const atNpv: Trio = {
      cloud: referenceNpv(after.cloud, discountRatePct, discounting),
      onPrem: referenceNpv(after.onPrem, discountRatePct, discounting),
      hybrid: referenceNpv(after.hybrid, discountRatePct, discounting),
    };
    result.afterTax = {
      totals: atTotals,
      npv: atNpv,
      savings: { total: atTotals.cloud - atTotals.onPrem, npv: atNpv.cloud - atNpv.onPrem },
      breakEvenMonth: referenceBreakEven(after.onPrem, after.cloud),
      hybridBreakEvenMonth: referenceBreakEven(after.hybrid, after.cloud),
      recommendation: recommend(atNpv),
    };
  }
  if (s.financing) {
    const paid = breakdown.onPrem.financing;
    const hardware = s.onPrem.capex.compute + s.onPrem.capex.storage + s.onPrem.capex.network;
    const covered = hardware * referencePurchaseMonths(s).length;
    result.financing = {
      kind: s.financing.kind,
      paid,
      interest: s.financing.kind === "loan" ? sum(months.map((m) => m.interest)) : paid - covered,
    };
  }
  if (s.carbon) {
    const tonnes = trio(months, (m) => m.tonnes);
    result.carbon = {
      kwh: trio(months, (m) => m.kwh),
      tonnes,
      kgPerGpuHour:
        demandHours === 0
          ? null
          : {
              cloud: (tonnes.cloud * 1000) / demandHours,
              onPrem: (tonnes.onPrem * 1000) / demandHours,
              hybrid: (tonnes.hybrid * 1000) / demandHours,
            },
    };
  }
  return result;
}

/** The hybrid option of `s` with the on-prem share p (the rest of 100 − edgePct rented). */
function withOnPremPct(s: ReferenceScenario, p: number): ReferenceScenario {
  return { ...s, hybrid: { ...s.hybrid, onPremPct: p, cloudPct: 100 - s.hybrid.edgePct - p } };
}

function rightSizingPoint(s: ReferenceScenario, readings: ReferenceReadings): ReferenceRightSizingPoint {
  const { months, coreGpus } = simulateMonths(s, readings);
  const costs = months.map((m) => (s.tax ? m.afterTax : m.cost).hybrid);
  const npv = referenceNpv(costs, s.assumptions.discountRatePct, s.assumptions.discounting);
  return { onPremPct: s.hybrid.onPremPct, coreGpus, npv };
}

/**
 * "Right-sizing the owned core": the hybrid at every whole onPremPct 0 … 100 − edgePct, the lowest
 * (ties to the lower share) and the scenario's own split.
 *
 * @example
 * referenceRightSizing(checkFive).best; // { onPremPct: 76, coreGpus: 40, npv: 1,788,400 }
 */
export function referenceRightSizing(s: ReferenceScenario, readings: ReferenceReadings = {}) {
  const curve: ReferenceRightSizingPoint[] = [];
  for (let p = 0; p <= 100 - s.hybrid.edgePct; p++) curve.push(rightSizingPoint(withOnPremPct(s, p), readings));
  let best = curve[0]!;
  for (const point of curve) if (point.npv < best.npv) best = point;
  return {
    objective: s.tax ? ("afterTaxNpv" as const) : ("npv" as const),
    curve,
    best,
    current: rightSizingPoint(s, readings),
  };
}
