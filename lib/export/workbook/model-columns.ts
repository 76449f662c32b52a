import { PURCHASES as PURCHASE_COLUMNS } from "./helpers";
import { ENUM_WORDS } from "./inputs-sheet";
import { inputName } from "./names";
import { profileReserved, profileServed } from "./profile-workings";

const i = inputName;

/**
 * How a column's formula refers to its neighbours: `at("demand")` is the same row's demand cell,
 * `above("cumCloud")` the row before, `m` the month's own cell.
 */
export interface Refs {
  at: (key: string) => string;
  above: (key: string) => string;
  m: string;
  /** The scenario has a demand profile: served and billed hours go level by level. */
  profiled: boolean;
}

/** One column of the Model sheet: the same formula in every month's row. */
export interface ModelColumn {
  key: string;
  header: string;
  /** The header when the scenario has a demand profile, where it says something else. */
  profileHeader?: string;
  /** `money` columns are amounts; `hours`, `factor` and `flag` are shown as plain numbers. */
  kind: "money" | "hours" | "factor" | "flag" | "month";
  formula: (r: Refs) => string;
}

// kWh that `gpus` owned GPUs draw in a month doing `hours` GPU-hours of work: the power line's
// energy, which the carbon figures count too.
const energy = (gpus: string, hours: string) =>
  `IF(${gpus}>0,${gpus}*(${i("onPrem.opex.power.activeWattsPerGpu")}*(${hours}/(${gpus}*h_days))+` +
  `${i("onPrem.opex.power.idleWattsPerGpu")}*(24-${hours}/(${gpus}*h_days)))/1000*h_days*` +
  `${i("onPrem.opex.power.pue")},0)`;
const power = (gpus: string, hours: string) => `${energy(gpus, hours)}*${i("onPrem.opex.power.pricePerKwh")}`;
// kWh of the cloud GPU-hours that serve `hours` of demand (w of them each; a reserved GPU's idle hours draw nothing).
const cloudKwh = (hours: string) => `h_w*${hours}*${i("carbon.cloudKwhPerGpuHour")}`;
const tonnes = (owned: string, cloud: string) =>
  `(${owned}*${i("carbon.onPremKgPerKwh")}+${cloud}*${i("carbon.cloudKgPerKwh")})/1000`;
const fixedYearly = [
  "onPrem.opex.colocationAnnual",
  "onPrem.opex.networkAnnual",
  "onPrem.opex.softwareAnnual",
  "onPrem.opex.otherAnnual",
] as const;
const maintenance = `(h_hw*${i("onPrem.opex.maintenancePct")}+${i("onPrem.opex.maintenanceAnnual")})`;
const staff = `${i("onPrem.opex.staff.fte")}*${i("onPrem.opex.staff.costPerFte")}`;
// Billed cloud hours: the work's hours on demand; reserved, every hour of the reserved GPUs or the
// work's hours when more.
const billed = (work: string, reserved: string) =>
  `IF(${i("cloud.billing")}="${ENUM_WORDS["cloud.billing"]!.reserved}",MAX(${work},${reserved}),${work})`;
const lineCost = (r: Refs, annual: string) => `${r.at("live")}*${annual}/12*${r.at("i")}`;

/**
 * The month-by-month model, line by line as in the contract (docs/model.md): demand, the cloud
 * bill, the on-prem costs with overflow, refresh, residual and dual running, the hybrid's core,
 * burst, edge and transition, then cumulative sums, break-even crossings and discount factors.
 * Rows run from month 0 to month 120 whatever the horizon; `live` is 0 outside months 1..N, so
 * months past the horizon hold 0 and the sums over whole columns are the horizon's.
 */
// One column per entry, read down as the sheet reads across.
export const MODEL_COLUMNS: readonly ModelColumn[] = [
  { key: "month", header: "Month", kind: "month", formula: () => "" },
  { key: "year", header: "Year", kind: "month", formula: (r) => `IF(${r.m}=0,0,ROUNDUP(${r.m}/12,0))` },
  {
    key: "live",
    header: "In horizon (1 = month 1..N)",
    kind: "flag",
    formula: (r) => `IF(AND(${r.m}>=1,${r.m}<=h_N),1,0)`,
  },
  {
    key: "demand",
    header: "Demand, busy GPU-hours",
    kind: "hours",
    formula: (r) =>
      `${r.at("live")}*${i("workload.gpus")}*${i("workload.gpuHoursPerDay")}*(1+` +
      `${i("workload.growthPctPerYear")})^(${r.at("year")}-1)*h_days`,
  },
  {
    key: "f",
    header: "Cloud price factor f",
    kind: "factor",
    formula: (r) => `(1+${i("cloud.priceChangePctPerYear")})^(${r.at("year")}-1)`,
  },
  {
    key: "i",
    header: "Opex inflation factor i",
    kind: "factor",
    formula: (r) => `(1+${i("assumptions.opexInflationPct")})^(${r.at("year")}-1)`,
  },
  // Cloud
  {
    key: "billed",
    header: "Cloud billed GPU-hours",
    kind: "hours",
    // With a profile, reserved billing adds each level's hours above the reserved GPUs.
    formula: (r) =>
      r.profiled
        ? `IF(${i("cloud.billing")}="${ENUM_WORDS["cloud.billing"]!.reserved}",` +
          `${profileReserved(i("workload.gpus"), "0", r.at("demand"), "1", r.at("live"))},h_w*${r.at("demand")})`
        : billed(`h_w*${r.at("demand")}`, `${r.at("live")}*h_capacity`),
  },
  { key: "cCompute", header: "Cloud compute", kind: "money", formula: (r) => `${r.at("billed")}*h_rate*${r.at("f")}` },
  {
    key: "cOverhead",
    header: "Cloud overhead",
    kind: "money",
    formula: (r) => `${r.at("cCompute")}*${i("cloud.overheadPct")}`,
  },
  {
    key: "cStorage",
    header: "Cloud storage",
    kind: "money",
    formula: (r) => `${r.at("live")}*${i("cloud.storageTb")}*${i("cloud.storagePricePerTbMonth")}*${r.at("f")}`,
  },
  {
    key: "cEgress",
    header: "Cloud egress",
    kind: "money",
    formula: (r) => `${r.at("live")}*${i("cloud.egressTbPerMonth")}*${i("cloud.egressPricePerTb")}*${r.at("f")}`,
  },
  {
    key: "cOther",
    header: "Cloud other",
    kind: "money",
    formula: (r) => `${r.at("live")}*${i("cloud.otherMonthly")}*${r.at("f")}`,
  },
  {
    key: "cSupport",
    header: "Cloud support",
    kind: "money",
    formula: (r) =>
      `(${r.at("cCompute")}+${r.at("cOverhead")}+${r.at("cStorage")}+${r.at("cEgress")}+${r.at("cOther")})*${i("cloud.supportPct")}`,
  },
  {
    key: "cCarbon",
    header: "Cloud carbon (tonnes × internal carbon price)",
    kind: "money",
    formula: (r) => `${r.at("tCloud")}*${i("carbon.pricePerTonne")}`,
  },
  {
    key: "cloud",
    header: "CLOUD, month",
    kind: "money",
    formula: (r) =>
      `${r.at("cCompute")}+${r.at("cOverhead")}+${r.at("cStorage")}+${r.at("cEgress")}+${r.at("cOther")}+` +
      `${r.at("cSupport")}+${r.at("cCarbon")}`,
  },
  // On-prem
  {
    key: "busy",
    header: "On-prem busy GPU-hours",
    kind: "hours",
    formula: (r) =>
      r.profiled
        ? `MIN(${r.at("demand")},${profileServed(i("workload.gpus"), r.at("demand"), "1")})`
        : `MIN(${r.at("demand")},${r.at("live")}*h_capacity)`,
  },
  {
    key: "oHardware",
    header: "On-prem hardware paid in cash (month 0 and refreshes)",
    kind: "money",
    formula: (r) => `IF(h_fin<>1,0,IF(${r.m}=0,h_hw,IF(${r.at("live")}=1,COUNTIF(h_purchaseMonths,${r.m})*h_hw,0)))`,
  },
  {
    key: "oFinancing",
    header: "On-prem financing (down payments, loan payments, payoffs, lease payments)",
    kind: "money",
    formula: (r) => `SUM(${r.at("fPaid0")}:${r.at(`fPaid${PURCHASE_COLUMNS - 1}`)})`,
  },
  {
    key: "oInterest",
    header: "… of which loan interest",
    kind: "money",
    formula: (r) => `SUM(${r.at("fInterest0")}:${r.at(`fInterest${PURCHASE_COLUMNS - 1}`)})`,
  },
  {
    key: "oFacility",
    header: "On-prem facility",
    kind: "money",
    formula: (r) => `IF(${r.m}=0,${i("onPrem.capex.facility")},0)`,
  },
  {
    key: "oMigration",
    header: "Migration",
    kind: "money",
    formula: (r) => `IF(${r.m}=0,${i("transition.migrationCost")},0)`,
  },
  { key: "oMaintenance", header: "On-prem maintenance", kind: "money", formula: (r) => lineCost(r, maintenance) },
  {
    key: "oPower",
    header: "On-prem power",
    kind: "money",
    formula: (r) =>
      `${r.at("live")}*(${power(i("workload.gpus"), r.at("busy"))}*${r.at("i")})+${lineCost(r, i("onPrem.opex.powerCoolingAnnual"))}`,
  },
  ...fixedYearly.map((path, k) => ({
    key: ["oColocation", "oNetwork", "oSoftware", "oOther"][k]!,
    header: `On-prem ${["colocation", "network", "software", "other"][k]}`,
    kind: "money" as const,
    formula: (r: Refs) => lineCost(r, i(path)),
  })),
  { key: "oStaff", header: "On-prem staff", kind: "money", formula: (r) => lineCost(r, staff) },
  {
    key: "oVariable",
    header: "On-prem variable",
    kind: "money",
    formula: (r) => `${r.at("busy")}*${i("onPrem.opex.variableCostPerGpuHour")}*${r.at("i")}`,
  },
  {
    key: "oOverflow",
    header: "Overflow to cloud",
    kind: "money",
    formula: (r) =>
      `h_w*(${r.at("demand")}-${r.at("busy")})*h_rate*${r.at("f")}*(1+${i("cloud.overheadPct")})*(1+${i("cloud.supportPct")})`,
  },
  // The cloud bill paid while both run, without the cloud's carbon cost: those emissions are not the owner's.
  {
    key: "oDualRun",
    header: "Dual running",
    kind: "money",
    formula: (r) =>
      `IF(AND(${r.at("live")}=1,${r.m}<=${i("transition.dualRunMonths")}),${r.at("cloud")}-${r.at("cCarbon")},0)`,
  },
  {
    key: "oResidual",
    header: "Residual value credited",
    kind: "money",
    formula: (r) => `IF(${r.m}=h_N,-h_residual,0)`,
  },
  {
    key: "oCarbon",
    header: "On-prem carbon (tonnes × internal carbon price)",
    kind: "money",
    formula: (r) => `${r.at("tOnPrem")}*${i("carbon.pricePerTonne")}`,
  },
  {
    key: "onPrem",
    header: "ON-PREM, month",
    kind: "money",
    formula: (r) =>
      [
        "oHardware",
        "oFinancing",
        "oFacility",
        "oMigration",
        "oMaintenance",
        "oPower",
        "oColocation",
        "oNetwork",
        "oSoftware",
        "oOther",
        "oStaff",
        "oVariable",
        "oOverflow",
        "oDualRun",
        "oResidual",
        "oCarbon",
      ]
        .map(r.at)
        .join("+"),
  },
  // Hybrid
  // With a profile the edge takes its share of every level, and the core serves all it can of the rest from the bottom of the curve.
  {
    key: "hWanted",
    header: "Hybrid core share of demand, GPU-hours",
    profileHeader: "Hybrid demand reaching core and burst (all but the edge's share), GPU-hours",
    kind: "hours",
    formula: (r) =>
      r.profiled ? `(1-${i("hybrid.edgePct")})*${r.at("demand")}` : `${i("hybrid.onPremPct")}*${r.at("demand")}`,
  },
  {
    key: "hServed",
    header: "Hybrid core served GPU-hours",
    kind: "hours",
    formula: (r) =>
      r.profiled
        ? profileServed("h_core", r.at("demand"), `(1-${i("hybrid.edgePct")})`)
        : `MIN(${r.at("hWanted")},${r.at("live")}*h_core*${i("hybrid.coreHoursPerDay")}*h_days)`,
  },
  {
    key: "hBurstHours",
    header: "Hybrid burst GPU-hours",
    kind: "hours",
    formula: (r) =>
      r.profiled
        ? `MAX(0,${r.at("hWanted")}-${r.at("hServed")})`
        : `${i("hybrid.cloudPct")}*${r.at("demand")}+${r.at("hWanted")}-${r.at("hServed")}`,
  },
  {
    key: "hBurstBilled",
    header: "Hybrid burst billed GPU-hours (reserved: the GPUs the core does not cover)",
    kind: "hours",
    formula: (r) =>
      r.profiled
        ? `IF(${i("cloud.billing")}="${ENUM_WORDS["cloud.billing"]!.reserved}",` +
          `${profileReserved(`${i("workload.gpus")}-h_core`, "h_core", r.at("demand"), `(1-${i("hybrid.edgePct")})`, r.at("live"))}` +
          `,h_w*${r.at("hBurstHours")})`
        : billed(
            `h_w*${r.at("hBurstHours")}`,
            `${r.at("live")}*(${i("workload.gpus")}-h_core)*${i("assumptions.hoursPerMonth")}`,
          ),
  },
  {
    key: "hCore",
    header: "Hybrid core running",
    kind: "money",
    formula: (r) =>
      `${r.at("live")}*((${maintenance}+${i("onPrem.opex.powerCoolingAnnual")}+${fixedYearly.map(i).join("+")}+` +
      `${staff})/12*h_r*${r.at("i")}+${power("h_core", r.at("hServed"))}*${r.at("i")})+${r.at("hServed")}*` +
      `${i("onPrem.opex.variableCostPerGpuHour")}*${r.at("i")}`,
  },
  {
    key: "hCapital",
    header: "Hybrid core capital (r × hardware, financing, facility, residual)",
    kind: "money",
    formula: (r) => `h_r*(${r.at("oHardware")}+${r.at("oFinancing")}+${r.at("oFacility")}+${r.at("oResidual")})`,
  },
  {
    key: "hBurst",
    header: "Hybrid cloud burst",
    kind: "money",
    formula: (r) =>
      `(${r.at("hBurstBilled")}*h_rate*${r.at("f")}*(1+${i("cloud.overheadPct")})+${i("hybrid.cloudPct")}*` +
      `(${r.at("cStorage")}+${r.at("cEgress")}+${r.at("cOther")}))*(1+${i("cloud.supportPct")})`,
  },
  {
    key: "hEdge",
    header: "Hybrid edge",
    kind: "money",
    formula: (r) => `${i("hybrid.edgePct")}*${r.at("demand")}*${i("hybrid.edgeCostPerGpuHour")}`,
  },
  {
    key: "hTransition",
    header: "Hybrid transition",
    kind: "money",
    formula: (r) => `${i("hybrid.onPremPct")}*(${r.at("oMigration")}+${r.at("oDualRun")})`,
  },
  {
    key: "hCarbon",
    header: "Hybrid carbon (tonnes × internal carbon price)",
    kind: "money",
    formula: (r) => `${r.at("tHybrid")}*${i("carbon.pricePerTonne")}`,
  },
  {
    key: "hybrid",
    header: "HYBRID, month",
    kind: "money",
    formula: (r) => ["hCore", "hCapital", "hBurst", "hEdge", "hTransition", "hCarbon"].map(r.at).join("+"),
  },
  // Energy and carbon: owned kWh as the power line's, cloud kWh per busy cloud GPU-hour; the edge's energy is not modelled.
  { key: "kwhCloud", header: "Energy, cloud option, kWh", kind: "hours", formula: (r) => cloudKwh(r.at("demand")) },
  {
    key: "kwhOwned",
    header: "Energy, on-prem owned GPUs, kWh",
    kind: "hours",
    formula: (r) => `${r.at("live")}*${energy(i("workload.gpus"), r.at("busy"))}`,
  },
  {
    key: "kwhOverflow",
    header: "Energy, on-prem overflow to cloud, kWh",
    kind: "hours",
    formula: (r) => cloudKwh(`(${r.at("demand")}-${r.at("busy")})`),
  },
  {
    key: "kwhCore",
    header: "Energy, hybrid core, kWh",
    kind: "hours",
    formula: (r) => `${r.at("live")}*${energy("h_core", r.at("hServed"))}`,
  },
  {
    key: "kwhBurst",
    header: "Energy, hybrid burst, kWh",
    kind: "hours",
    formula: (r) => cloudKwh(r.at("hBurstHours")),
  },
  {
    key: "kwhOnPrem",
    header: "Energy, on-prem option, kWh",
    kind: "hours",
    formula: (r) => `${r.at("kwhOwned")}+${r.at("kwhOverflow")}`,
  },
  {
    key: "kwhHybrid",
    header: "Energy, hybrid option, kWh",
    kind: "hours",
    formula: (r) => `${r.at("kwhCore")}+${r.at("kwhBurst")}`,
  },
  {
    key: "tCloud",
    header: "Emissions, cloud, tonnes CO2e",
    kind: "hours",
    formula: (r) => tonnes("0", r.at("kwhCloud")),
  },
  {
    key: "tOnPrem",
    header: "Emissions, on-prem, tonnes CO2e",
    kind: "hours",
    formula: (r) => tonnes(r.at("kwhOwned"), r.at("kwhOverflow")),
  },
  {
    key: "tHybrid",
    header: "Emissions, hybrid, tonnes CO2e",
    kind: "hours",
    formula: (r) => tonnes(r.at("kwhCore"), r.at("kwhBurst")),
  },
  // Running totals and break-even
  ...cumulative("", "cloud", "onPrem", "hybrid"),
  ...crossings(""),
  {
    key: "discount",
    header: "Discount factor",
    kind: "factor",
    formula: (r) =>
      `IF(${i("assumptions.discounting")}="${ENUM_WORDS["assumptions.discounting"]!.monthly}",(1+` +
      `${i("assumptions.discountRatePct")})^(-${r.m}/12),(1+${i("assumptions.discountRatePct")})^(-${r.at("year")}))`,
  },
  // After tax
  // A loan's down payment, principal and payoff buy the hardware: not deductible; its interest and
  // lease payments are.
  {
    key: "purchases",
    header: "Purchases (not deductible when paid)",
    kind: "money",
    formula: (r) =>
      `${r.at("oHardware")}+${r.at("oFacility")}+IF(h_fin=2,${r.at("oFinancing")}-${r.at("oInterest")},0)`,
  },
  {
    key: "deductions",
    header: "Depreciation deductions",
    kind: "money",
    formula: (r) => `SUM(${r.at("dFacility")}:${r.at(`d${PURCHASE_COLUMNS - 1}`)})`,
  },
  {
    key: "gain",
    header: "Residual less tax basis left (taxed)",
    kind: "money",
    formula: (r) => `IF(${r.m}=h_N,h_residual-h_basisLeft,0)`,
  },
  { key: "atCloud", header: "CLOUD after tax", kind: "money", formula: (r) => `${r.at("cloud")}*(1-h_t)` },
  {
    key: "atOnPrem",
    header: "ON-PREM after tax",
    kind: "money",
    formula: (r) =>
      `${r.at("onPrem")}-h_t*(${r.at("onPrem")}-${r.at("purchases")}-${r.at("oResidual")}+${r.at("deductions")}-${r.at("gain")})`,
  },
  {
    key: "atHybrid",
    header: "HYBRID after tax",
    kind: "money",
    formula: (r) =>
      `${r.at("hybrid")}-h_t*(${r.at("hybrid")}-h_r*${r.at("purchases")}-h_r*${r.at("oResidual")}+h_r*` +
      `${r.at("deductions")}-h_r*${r.at("gain")})`,
  },
  ...cumulative("at", "cloud", "onPrem", "hybrid"),
  ...crossings("at"),
  ...depreciationColumns(),
  ...financingColumns(),
];

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function cumulative(prefix: string, ...options: string[]): ModelColumn[] {
  return options.map((option) => {
    const own = prefix ? `${prefix}${cap(option)}` : option;
    return {
      key: `cum${cap(own)}`,
      header: `Cumulative ${option === "onPrem" ? "on-prem" : option}${prefix ? " after tax" : ""}`,
      kind: "money" as const,
      formula: (r: Refs) => `IF(${r.m}=0,${r.at(own)},${r.above(`cum${cap(own)}`)}+${r.at(own)})`,
    };
  });
}

function crossings(prefix: string): ModelColumn[] {
  const cloud = `cum${cap(prefix ? `${prefix}Cloud` : "cloud")}`;
  return ["onPrem", "hybrid"].flatMap((option) => {
    const own = `cum${cap(prefix ? `${prefix}${cap(option)}` : option)}`;
    const gap = `gap${cap(prefix)}${cap(option)}`;
    const name = option === "onPrem" ? "on-prem" : option;
    return [
      {
        key: gap,
        header: `Gap: cumulative ${name} − cloud${prefix ? " after tax" : ""}`,
        kind: "money" as const,
        formula: (r: Refs) => `${r.at(own)}-${r.at(cloud)}`,
      },
      {
        key: `cross${cap(prefix)}${cap(option)}`,
        header: `Break-even crossing, ${name}${prefix ? " after tax" : ""} (month)`,
        kind: "month" as const,
        // The gap is linear inside a month: where it falls from above 0 to 0 or below, it crosses at
        // the interpolated point; the earliest crossing is the break-even.
        formula: (r: Refs) =>
          `IF(${r.m}=0,"",IF(AND(${r.above(gap)}>0,${r.at(gap)}<=0),${r.m}-1+${r.above(gap)}/(${r.above(gap)}-${r.at(gap)}),""))`,
      },
    ];
  });
}

function share(age: string): string {
  return (
    `CHOOSE(h_method,IF(${age}<1,0,(MIN(${age},h_L)-MIN(${age}-1,h_L))/h_L),IF(AND(${age}>0,MOD(${age},12)=0,` +
    `${age}<=72),INDEX(h_macrs,${age}/12),0),IF(${age}=0,1,0))`
  );
}

// One column per purchase: its deduction in each month by the chosen method, within the horizon
// only. Facility is bought once, at month 0, and depreciated like hardware.
function depreciationColumns(): ModelColumn[] {
  const facility: ModelColumn = {
    key: "dFacility",
    header: "Deduction: facility",
    kind: "money",
    formula: (r) => `IF(${r.m}>h_N,0,${i("onPrem.capex.facility")}*${share(r.m)})`,
  };
  const hardware = Array.from({ length: PURCHASE_COLUMNS }, (_, k): ModelColumn => {
    const bought = `INDEX(h_purchaseMonths,${k + 1})`;
    return {
      key: `d${k}`,
      header: `Deduction: hardware purchase ${k}`,
      kind: "money",
      // Leased hardware is not owned, so not depreciated.
      formula: (r) => `IF(OR(${bought}="",${r.m}>h_N,h_fin=3),0,h_hw*${share(`(${r.m}-${bought})`)})`,
    };
  });
  return [facility, ...hardware];
}

// Two columns per purchase: what its loan or lease pays in each month, and the loan's interest in
// it. A loan pays the down payment when bought and the level payment for n months after; if the
// horizon ends first, what is still owed (FV) is paid off in month N. Interest in payment j is the
// rate × the balance after j − 1 payments. A lease pays from the month after the purchase until
// its term ends or the hardware is replaced, whichever is later, and never past month N.
// All the paid columns come first, then all the interest ones: each group is summed as one range.
function financingColumns(): ModelColumn[] {
  const pairs = Array.from({ length: PURCHASE_COLUMNS }, (_, k): [ModelColumn, ModelColumn] => {
    const bought = `INDEX(h_purchaseMonths,${k + 1})`;
    const replaced =
      k + 1 < PURCHASE_COLUMNS ? `IF(INDEX(h_purchaseMonths,${k + 2})="",h_N,INDEX(h_purchaseMonths,${k + 2}))` : "h_N";
    const owedAfter = (payments: string) => `FV(h_fRate,${payments},h_fPay,-(h_hw-h_fDown))`;
    const loan = (m: string) =>
      `IF(${m}=${bought},h_fDown,0)+IF(AND(${m}>${bought},${m}<=${bought}+h_fTerm),h_fPay,0)+IF(AND(${m}=h_N,` +
      `${bought}+h_fTerm>h_N),${owedAfter(`h_N-${bought}`)},0)`;
    const lease = (m: string) => `IF(AND(${m}>${bought},${m}<=MIN(MAX(${bought}+h_fTerm,${replaced}),h_N)),h_fLease,0)`;
    return [
      {
        key: `fPaid${k}`,
        header: `Financing paid: purchase ${k}`,
        kind: "money",
        formula: (r) => `IF(OR(h_fin=1,${bought}="",${r.m}>h_N),0,IF(h_fin=2,${loan(r.m)},${lease(r.m)}))`,
      },
      {
        key: `fInterest${k}`,
        header: `Loan interest: purchase ${k}`,
        kind: "money",
        formula: (r) =>
          `IF(OR(h_fin<>2,${bought}="",${r.m}>h_N),0,IF(AND(${r.m}>${bought},${r.m}<=MIN(${bought}+h_fTerm,h_N)),h_fRate*` +
          `${owedAfter(`${r.m}-${bought}-1`)},0))`,
      },
    ];
  });
  return [...pairs.map(([paid]) => paid), ...pairs.map(([, interest]) => interest)];
}
