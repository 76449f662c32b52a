import { DEFAULTS } from "@/lib/tco/defaults";
import { FIELD_RANGES, type NumericField } from "@/lib/tco/ranges";
import type { FieldGroup, FieldMeta, FieldUnit, NumberFieldMeta } from "./field-types";

export type {
  ChoiceFieldMeta,
  FieldGroup,
  FieldMeta,
  FieldUnit,
  NumberFieldMeta,
  OptionalPartMeta,
  SwitchFieldMeta,
  TextFieldMeta,
} from "./field-types";

function num(
  path: NumericField,
  label: string,
  unit: FieldUnit,
  help: string,
  extra: Partial<Pick<NumberFieldMeta, "slider" | "within">> = {},
): NumberFieldMeta {
  return { kind: "number", path, label, unit, help, range: FIELD_RANGES[path], ...extra };
}

const DEFAULT_POWER = { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pue: 1.4, pricePerKwh: 0.1 };
const UNITS = "workload.unitsPerGpuHour";
const POWER = "onPrem.opex.power";
const CURRENCIES_NOTE = "Every amount is in this currency; nothing is converted.";

/** Inputs the model does not read when the workload has a demand profile (contract, "Demand profile"): not shown then. */
export const UNUSED_WITH_PROFILE: ReadonlySet<string> = new Set(["hybrid.coreHoursPerDay"]);

/**
 * Every input of the model contract, once: its label, unit, one-line help, group and, for numbers,
 * its range (read from FIELD_RANGES, the contract's limits that the schema enforces). The editor
 * renders its form from this table; the assumptions tables (page, PDF, XLSX), the sensitivity
 * chart and the validation messages name inputs from it, so they all agree.
 *
 * The shapes of its entries are in field-types.ts.
 */
export const FIELD_GROUPS: FieldGroup[] = [
  {
    id: "workload",
    title: "Workload",
    fields: [
      num("workload.gpus", "GPUs", "count", "GPUs of capacity the team needs."),
      num(
        "workload.gpuHoursPerDay",
        "Busy hours per GPU per day",
        "hours-per-day",
        "Average hours a day each GPU does useful work: the utilization. With a demand shape, worked out from its levels.",
        { slider: { min: 0, max: 24, step: 0.1 } },
      ),
      num(
        "workload.growthPctPerYear",
        "Demand growth per year",
        "percent",
        "How much busy hours grow each year after the first.",
      ),
      {
        kind: "optional",
        path: UNITS,
        label: "Measure cost per unit of work",
        unit: null,
        help: "Compare what a unit of work (an epoch, a million tokens) costs on each platform.",
        fill: { [UNITS]: { onPrem: 1, cloud: 1 }, "workload.unitName": "epoch" },
      },
      {
        kind: "text",
        path: "workload.unitName",
        label: "Unit of work",
        unit: null,
        help: 'What one unit of work is, for example "epoch" or "1M tokens".',
        within: UNITS,
      },
      num(
        "workload.unitsPerGpuHour.onPrem",
        "Units per GPU-hour, owned GPUs",
        "units-per-hour",
        "Throughput on the on-prem, core and edge GPUs.",
        { within: UNITS },
      ),
      num(
        "workload.unitsPerGpuHour.cloud",
        "Units per GPU-hour, cloud GPUs",
        "units-per-hour",
        "Throughput on rented GPUs.",
        { within: UNITS },
      ),
    ],
  },
  {
    id: "capex",
    title: "On-prem capex",
    fields: [
      num(
        "onPrem.capex.compute",
        "Compute (servers and GPUs)",
        "money",
        "Bought in month 0 and again at each refresh.",
      ),
      num("onPrem.capex.storage", "Storage", "money", "Bought in month 0 and again at each refresh."),
      num("onPrem.capex.network", "Networking", "money", "Bought in month 0 and again at each refresh."),
      num("onPrem.capex.facility", "Facility and setup", "money", "One-time: never bought again, never credited back."),
      num(
        "onPrem.lifetimeYears",
        "Hardware lifetime",
        "years",
        "Hardware is bought again after this many years (fractions allowed), within the horizon.",
      ),
      {
        kind: "switch",
        path: "onPrem.creditResidualValue",
        label: "Credit residual value at the end",
        unit: null,
        help: "At the last month, credit the straight-line book value of the hardware still in service.",
      },
    ],
  },
  {
    id: "opex",
    title: "On-prem opex",
    fields: [
      num(
        "onPrem.opex.maintenancePct",
        "Maintenance, % of hardware",
        "percent",
        "Yearly maintenance as a share of compute, storage and network capex.",
      ),
      num(
        "onPrem.opex.maintenanceAnnual",
        "Maintenance, fixed",
        "money-per-year",
        "A flat yearly maintenance amount, on top of the percentage.",
      ),
      {
        kind: "optional",
        path: POWER,
        label: "Meter power per GPU",
        unit: null,
        help: "Compute the electricity bill from watts, PUE and the price per kWh.",
        fill: { [POWER]: DEFAULT_POWER },
        replaces: { path: "onPrem.opex.powerCoolingAnnual", label: "Power and cooling, flat" },
      },
      num(
        "onPrem.opex.power.activeWattsPerGpu",
        "Power per busy GPU",
        "watts",
        "Watts drawn by a GPU while it works, with its share of the server.",
        { within: POWER },
      ),
      num("onPrem.opex.power.idleWattsPerGpu", "Power per idle GPU", "watts", "Watts drawn by a GPU while it waits.", {
        within: POWER,
      }),
      num(
        "onPrem.opex.power.pue",
        "PUE",
        "ratio",
        "Power usage effectiveness: facility power ÷ IT power (cooling overhead).",
        { within: POWER },
      ),
      num("onPrem.opex.power.pricePerKwh", "Electricity price", "money-per-kwh", "Price of one kWh.", {
        within: POWER,
      }),
      num(
        "onPrem.opex.powerCoolingAnnual",
        "Power and cooling, flat",
        "money-per-year",
        "A flat yearly power bill, instead of or on top of the metered one.",
      ),
      num("onPrem.opex.colocationAnnual", "Colocation", "money-per-year", "Rack space and facility fees."),
      num("onPrem.opex.networkAnnual", "Network", "money-per-year", "Transit and cross-connects."),
      num("onPrem.opex.softwareAnnual", "Software", "money-per-year", "Licences and support contracts."),
      num("onPrem.opex.otherAnnual", "Other running costs", "money-per-year", "Anything else that recurs each year."),
      num("onPrem.opex.staff.fte", "Infra staff (FTE)", "count", "Full-time engineers who run the cluster."),
      num(
        "onPrem.opex.staff.costPerFte",
        "Cost per FTE",
        "money-per-year",
        "Fully loaded yearly cost of one engineer.",
      ),
      num(
        "onPrem.opex.variableCostPerGpuHour",
        "Variable cost per busy GPU-hour",
        "money-per-hour",
        "A running cost that scales with use, e.g. a vendor's quoted rate.",
      ),
    ],
  },
  {
    id: "cloud",
    title: "Cloud",
    fields: [
      {
        kind: "choice",
        path: "cloud.billing",
        label: "Billing",
        unit: null,
        help: "On-demand bills busy hours; reserved bills every hour of every GPU.",
        options: [
          { value: "on-demand", label: "On-demand (busy hours)" },
          { value: "reserved", label: "Reserved (every hour)" },
        ],
      },
      num(
        "cloud.pricePerGpuHour",
        "List price per GPU-hour",
        "money-per-hour",
        "The provider's list price for one GPU for one hour.",
        { slider: { min: 0, max: 10, step: 0.01 } },
      ),
      num("cloud.discountPct", "Discount off list", "percent", "Spot, reserved or negotiated discount.", {
        slider: { min: 0, max: 90, step: 1 },
      }),
      num(
        "cloud.priceChangePctPerYear",
        "Price change per year",
        "percent",
        "The whole cloud bill moves by this each year.",
      ),
      num("cloud.storageTb", "Storage", "tb", "Object storage kept in the cloud."),
      num("cloud.storagePricePerTbMonth", "Storage price", "money-per-tb-month", "Per TB per month."),
      num("cloud.egressTbPerMonth", "Egress", "tb-per-month", "Data transferred out each month."),
      num("cloud.egressPricePerTb", "Egress price", "money-per-tb", "Per TB transferred out."),
      num("cloud.supportPct", "Support plan", "percent", "Share of the monthly bill charged for support."),
      num(
        "cloud.overheadPct",
        "Hidden costs uplift",
        "percent",
        "Premium networking and the like, as a share of compute.",
      ),
      num(
        "cloud.otherMonthly",
        "Other monthly costs",
        "money-per-month",
        "Anything else the cloud option pays each month.",
      ),
    ],
  },
  {
    id: "hybrid",
    title: "Hybrid split",
    groupErrors: ["hybrid"],
    fields: [
      num("hybrid.onPremPct", "On-prem core share", "percent", "Share of busy GPU-hours served by owned GPUs.", {
        slider: { min: 0, max: 100, step: 1 },
      }),
      num("hybrid.cloudPct", "Cloud burst share", "percent", "Share of busy GPU-hours rented on demand.", {
        slider: { min: 0, max: 100, step: 1 },
      }),
      num("hybrid.edgePct", "Edge share", "percent", "Share of busy GPU-hours served at the edge."),
      num(
        "hybrid.coreHoursPerDay",
        "Core GPU busy hours per day",
        "hours-per-day",
        "Hours a day each on-prem core GPU can be kept busy.",
      ),
      num("hybrid.edgeCostPerGpuHour", "Edge cost per GPU-hour", "money-per-hour", "All-in cost of one edge GPU-hour."),
    ],
  },
  {
    id: "transition",
    title: "Transition",
    fields: [
      num("transition.migrationCost", "Migration cost", "money", "One-time cost of moving off the cloud, in month 0."),
      num(
        "transition.dualRunMonths",
        "Dual-run months",
        "months",
        "Months in which the cloud keeps running while the move happens.",
      ),
    ],
  },
  {
    id: "finance",
    title: "Finance assumptions",
    fields: [
      num("horizonYears", "Horizon", "years", "How many years the comparison covers.", {
        slider: { min: 1, max: 10, step: 1 },
      }),
      num("assumptions.discountRatePct", "Discount rate (WACC)", "percent", "Used to discount future costs for NPV."),
      num("assumptions.opexInflationPct", "Opex inflation", "percent", "On-prem running costs grow by this each year."),
      {
        kind: "choice",
        path: "assumptions.discounting",
        label: "Discounting",
        unit: null,
        help: "Annual: each year's costs at its year end. Monthly: each month at its own time.",
        options: [
          { value: "annual", label: "Annual" },
          { value: "monthly", label: "Monthly" },
        ],
      },
      {
        kind: "choice",
        path: "assumptions.hoursPerMonth",
        label: "Hours in a month",
        unit: "hours",
        help: `730 is a calendar month; 720 matches vendors that bill 30-day months (default ${DEFAULTS.assumptions.hoursPerMonth}).`,
        options: [
          { value: 730, label: "730 h (calendar average)" },
          { value: 720, label: "720 h (30 days)" },
        ],
      },
      { kind: "choice", path: "currency", label: "Currency", unit: null, help: CURRENCIES_NOTE, options: "currencies" },
      {
        kind: "text",
        path: "pricesAsOf",
        input: "date",
        label: "Prices as of",
        unit: null,
        help:
          "The date the prices you typed were taken on; shown on every report. A price picked from the catalog keeps its " +
          "own source's date.",
      },
      {
        kind: "text",
        path: "description",
        input: "multiline",
        label: "Description and sources",
        unit: null,
        help: "Where the figures come from.",
        inTables: false,
      },
      // Every screen and file uses these names, so the assumptions tables need not repeat them.
      {
        kind: "text",
        path: "labels.cloud",
        label: "Name of the cloud option",
        unit: null,
        help: "Shown instead of “Cloud” everywhere (up to 40 characters), e.g. “Standard host”; empty for the usual name.",
        inTables: false,
      },
      {
        kind: "text",
        path: "labels.onPrem",
        label: "Name of the on-prem option",
        unit: null,
        help: "Shown instead of “On-prem” everywhere, e.g. “Enhanced host” when both options are rented; empty for the usual name.",
        inTables: false,
      },
      {
        kind: "text",
        path: "labels.hybrid",
        label: "Name of the hybrid option",
        unit: null,
        help: "Shown instead of “Hybrid” everywhere; empty for the usual name.",
        inTables: false,
      },
    ],
  },
  {
    id: "tax",
    title: "Tax",
    fields: [
      // 21%, the US federal corporate rate: a starting point the user is expected to change.
      {
        kind: "optional",
        path: "tax",
        label: "Show after-tax figures",
        unit: null,
        help: "Running costs and cloud bills are deductible when paid; owned hardware is deducted as it depreciates.",
        fill: { tax: { ratePct: 21, depreciation: DEFAULTS.tax.depreciation } },
      },
      num("tax.ratePct", "Marginal tax rate", "percent", "Income tax on the last dollar of profit, 0–60%.", {
        within: "tax",
      }),
      {
        kind: "choice",
        path: "tax.depreciation",
        label: "Tax depreciation",
        unit: null,
        help: "How hardware and facility are deducted; the P&L view uses the same method.",
        within: "tax",
        options: [
          { value: "straight-line", label: "Straight-line over the hardware lifetime" },
          { value: "macrs-5", label: "MACRS 5-year (US, half-year convention)" },
          { value: "expensed", label: "Expensed when bought (100% bonus)" },
        ],
      },
    ],
  },
  {
    id: "carbon",
    title: "Energy and carbon",
    fields: [
      {
        kind: "optional",
        path: "carbon",
        label: "Count energy and carbon",
        unit: null,
        help:
          "kWh and tonnes CO2e of each option (scope 2 for owned GPUs, scope 3 for rented), and an internal carbon price " +
          "if you charge one. Needs metered power.",
        fill: {
          carbon: {
            onPremKgPerKwh: 0.376,
            cloudKgPerKwh: 0.376,
            cloudKwhPerGpuHour: 1.4,
            pricePerTonne: DEFAULTS.carbon.pricePerTonne,
          },
        },
      },
      num(
        "carbon.onPremKgPerKwh",
        "Grid intensity, owned GPUs",
        "kg-per-kwh",
        "kg CO2e per kWh of the electricity where the owned GPUs run (location-based), 0–2.",
        { within: "carbon" },
      ),
      num(
        "carbon.cloudKgPerKwh",
        "Grid intensity, cloud region",
        "kg-per-kwh",
        "kg CO2e per kWh of the cloud region's electricity, 0–2.",
        { within: "carbon" },
      ),
      num(
        "carbon.cloudKwhPerGpuHour",
        "Energy per busy cloud GPU-hour",
        "kwh-per-hour",
        "kWh a rented GPU draws for an hour of work, the provider's facility overhead (PUE) included, 0–10.",
        { within: "carbon" },
      ),
      num(
        "carbon.pricePerTonne",
        "Internal carbon price",
        "money-per-tonne",
        "Charged on each option's tonnes, every month, with no inflation; 0 reports emissions without a cost.",
        { within: "carbon" },
      ),
    ],
  },
  {
    // Cash is the absence of `financing`; the editor's "How it is paid" section offers all three.
    id: "financing",
    title: "How it is paid",
    fields: [
      {
        kind: "choice",
        path: "financing.kind",
        label: "Hardware paid by",
        unit: null,
        help: "Every hardware purchase, refreshes included, is financed the same way; facility and migration stay cash.",
        options: [
          { value: "loan", label: "Loan" },
          { value: "lease", label: "Operating lease" },
        ],
      },
      num(
        "financing.ratePct",
        "Loan interest rate (APR)",
        "percent",
        "Loan only: the yearly rate; each month pays a twelfth of it on the balance.",
        { within: "financing" },
      ),
      num(
        "financing.downPaymentPct",
        "Down payment",
        "percent",
        "Loan only: the share of each purchase paid in cash when bought (default 0).",
        { within: "financing" },
      ),
      num(
        "financing.monthlyRatePct",
        "Lease rate factor",
        "percent",
        "Lease only: each month's payment as a share of the hardware cost.",
        { within: "financing" },
      ),
      num(
        "financing.termMonths",
        "Term",
        "months",
        "Months of payments; a lease runs on month to month until the hardware is replaced.",
        { within: "financing" },
      ),
    ],
  },
];

const byPath = new Map<string, FieldMeta>(
  FIELD_GROUPS.flatMap((group) => group.fields.map((field) => [field.path, field] as const)),
);

/** The metadata of one input path, or undefined for a path that has none. */
export function fieldMeta(path: string): FieldMeta | undefined {
  return byPath.get(path);
}

// The scenario's name is edited in the header, not in a group.
const NAME_LABEL = "Name";

/** A readable name for an input path; sensitivity's `onPrem.capex` is the four capex lines. */
export function fieldLabel(path: string): string {
  if (path === "onPrem.capex") return "On-prem capex (all lines)";
  if (path === "name") return NAME_LABEL;
  return byPath.get(path)?.label ?? path;
}
