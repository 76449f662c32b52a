/**
 * What a person reads about each model input: its label, unit and a one-line help, by the
 * input's JSON path in the model contract. The editor, the assumptions tables (page, PDF, XLSX)
 * and the sensitivity chart all name inputs from here, so they agree.
 */
export type FieldUnit =
  | "money" // in the scenario's currency
  | "money-per-hour"
  | "money-per-month"
  | "money-per-year"
  | "money-per-kwh"
  | "money-per-tb"
  | "money-per-tb-month"
  | "percent"
  | "hours-per-day"
  | "hours"
  | "years"
  | "months"
  | "count"
  | "watts"
  | "ratio"
  | "tb"
  | "tb-per-month"
  | "units-per-hour";

export interface FieldMeta {
  path: string;
  label: string;
  unit: FieldUnit;
  help: string;
  min?: number;
  max?: number;
  step?: number;
  /** A driver people play with: shown with a slider. */
  slider?: { min: number; max: number; step: number };
  integer?: boolean;
}

export interface FieldGroup {
  id: string;
  title: string;
  fields: FieldMeta[];
}

export const FIELD_GROUPS: FieldGroup[] = [
  {
    id: "workload",
    title: "Workload",
    fields: [
      { path: "workload.gpus", label: "GPUs", unit: "count", help: "GPUs of capacity the team needs.", min: 1, max: 1_000_000, integer: true },
      { path: "workload.gpuHoursPerDay", label: "Busy hours per GPU per day", unit: "hours-per-day", help: "Average hours a day each GPU does useful work: the utilization.", min: 0, max: 24, step: 0.1, slider: { min: 0, max: 24, step: 0.1 } },
      { path: "workload.growthPctPerYear", label: "Demand growth per year", unit: "percent", help: "How much busy hours grow each year after the first.", min: -50, max: 500 },
    ],
  },
  {
    id: "capex",
    title: "On-prem capex",
    fields: [
      { path: "onPrem.capex.compute", label: "Compute (servers and GPUs)", unit: "money", help: "Bought in month 0 and again at each refresh.", min: 0 },
      { path: "onPrem.capex.storage", label: "Storage", unit: "money", help: "Bought in month 0 and again at each refresh.", min: 0 },
      { path: "onPrem.capex.network", label: "Networking", unit: "money", help: "Bought in month 0 and again at each refresh.", min: 0 },
      { path: "onPrem.capex.facility", label: "Facility and setup", unit: "money", help: "One-time: never bought again, never credited back.", min: 0 },
      { path: "onPrem.lifetimeYears", label: "Hardware lifetime", unit: "years", help: "Hardware is bought again after this many years, within the horizon.", min: 1, max: 10, integer: true },
    ],
  },
  {
    id: "opex",
    title: "On-prem opex",
    fields: [
      { path: "onPrem.opex.maintenancePct", label: "Maintenance, % of hardware", unit: "percent", help: "Yearly maintenance as a share of compute, storage and network capex.", min: 0, max: 100 },
      { path: "onPrem.opex.maintenanceAnnual", label: "Maintenance, fixed", unit: "money-per-year", help: "A flat yearly maintenance amount, on top of the percentage.", min: 0 },
      { path: "onPrem.opex.power.activeWattsPerGpu", label: "Power per busy GPU", unit: "watts", help: "Watts drawn by a GPU while it works, with its share of the server.", min: 0 },
      { path: "onPrem.opex.power.idleWattsPerGpu", label: "Power per idle GPU", unit: "watts", help: "Watts drawn by a GPU while it waits.", min: 0 },
      { path: "onPrem.opex.power.pue", label: "PUE", unit: "ratio", help: "Power usage effectiveness: facility power ÷ IT power (cooling overhead).", min: 1, max: 3, step: 0.01 },
      { path: "onPrem.opex.power.pricePerKwh", label: "Electricity price", unit: "money-per-kwh", help: "Price of one kWh.", min: 0, step: 0.01 },
      { path: "onPrem.opex.powerCoolingAnnual", label: "Power and cooling, flat", unit: "money-per-year", help: "A flat yearly power bill, instead of or on top of the metered one.", min: 0 },
      { path: "onPrem.opex.colocationAnnual", label: "Colocation", unit: "money-per-year", help: "Rack space and facility fees.", min: 0 },
      { path: "onPrem.opex.networkAnnual", label: "Network", unit: "money-per-year", help: "Transit and cross-connects.", min: 0 },
      { path: "onPrem.opex.softwareAnnual", label: "Software", unit: "money-per-year", help: "Licences and support contracts.", min: 0 },
      { path: "onPrem.opex.otherAnnual", label: "Other running costs", unit: "money-per-year", help: "Anything else that recurs each year.", min: 0 },
      { path: "onPrem.opex.staff.fte", label: "Infra staff (FTE)", unit: "count", help: "Full-time engineers who run the cluster.", min: 0, step: 0.5 },
      { path: "onPrem.opex.staff.costPerFte", label: "Cost per FTE", unit: "money-per-year", help: "Fully loaded yearly cost of one engineer.", min: 0 },
      { path: "onPrem.opex.variableCostPerGpuHour", label: "Variable cost per busy GPU-hour", unit: "money-per-hour", help: "A running cost that scales with use, e.g. a vendor's quoted rate.", min: 0, step: 0.01 },
    ],
  },
  {
    id: "cloud",
    title: "Cloud",
    fields: [
      { path: "cloud.pricePerGpuHour", label: "List price per GPU-hour", unit: "money-per-hour", help: "The provider's list price for one GPU for one hour.", min: 0, step: 0.01, slider: { min: 0, max: 10, step: 0.01 } },
      { path: "cloud.discountPct", label: "Discount off list", unit: "percent", help: "Spot, reserved or negotiated discount.", min: 0, max: 100, slider: { min: 0, max: 90, step: 1 } },
      { path: "cloud.priceChangePctPerYear", label: "Price change per year", unit: "percent", help: "The whole cloud bill moves by this each year.", min: -90, max: 100 },
      { path: "cloud.storageTb", label: "Storage", unit: "tb", help: "Object storage kept in the cloud.", min: 0 },
      { path: "cloud.storagePricePerTbMonth", label: "Storage price", unit: "money-per-tb-month", help: "Per TB per month.", min: 0 },
      { path: "cloud.egressTbPerMonth", label: "Egress", unit: "tb-per-month", help: "Data transferred out each month.", min: 0 },
      { path: "cloud.egressPricePerTb", label: "Egress price", unit: "money-per-tb", help: "Per TB transferred out.", min: 0 },
      { path: "cloud.supportPct", label: "Support plan", unit: "percent", help: "Share of the monthly bill charged for support.", min: 0, max: 100 },
      { path: "cloud.overheadPct", label: "Hidden costs uplift", unit: "percent", help: "Premium networking and the like, as a share of compute.", min: 0, max: 100 },
      { path: "cloud.otherMonthly", label: "Other monthly costs", unit: "money-per-month", help: "Anything else the cloud option pays each month.", min: 0 },
    ],
  },
  {
    id: "hybrid",
    title: "Hybrid split",
    fields: [
      { path: "hybrid.onPremPct", label: "On-prem core share", unit: "percent", help: "Share of busy GPU-hours served by owned GPUs.", min: 0, max: 100, slider: { min: 0, max: 100, step: 1 } },
      { path: "hybrid.cloudPct", label: "Cloud burst share", unit: "percent", help: "Share of busy GPU-hours rented on demand.", min: 0, max: 100, slider: { min: 0, max: 100, step: 1 } },
      { path: "hybrid.edgePct", label: "Edge share", unit: "percent", help: "Share of busy GPU-hours served at the edge.", min: 0, max: 100 },
      { path: "hybrid.coreHoursPerDay", label: "Core GPU busy hours per day", unit: "hours-per-day", help: "Hours a day each on-prem core GPU can be kept busy.", min: 1, max: 24 },
      { path: "hybrid.edgeCostPerGpuHour", label: "Edge cost per GPU-hour", unit: "money-per-hour", help: "All-in cost of one edge GPU-hour.", min: 0, step: 0.01 },
    ],
  },
  {
    id: "transition",
    title: "Transition",
    fields: [
      { path: "transition.migrationCost", label: "Migration cost", unit: "money", help: "One-time cost of moving off the cloud, in month 0.", min: 0 },
      { path: "transition.dualRunMonths", label: "Dual-run months", unit: "months", help: "Months in which the cloud keeps running while the move happens.", min: 0, max: 24, integer: true },
    ],
  },
  {
    id: "finance",
    title: "Finance assumptions",
    fields: [
      { path: "horizonYears", label: "Horizon", unit: "years", help: "How many years the comparison covers.", min: 1, max: 10, integer: true, slider: { min: 1, max: 10, step: 1 } },
      { path: "assumptions.discountRatePct", label: "Discount rate (WACC)", unit: "percent", help: "Used to discount future costs for NPV.", min: 0, max: 50 },
      { path: "assumptions.opexInflationPct", label: "Opex inflation", unit: "percent", help: "On-prem running costs grow by this each year.", min: -20, max: 50 },
    ],
  },
];

const byPath = new Map(FIELD_GROUPS.flatMap((group) => group.fields.map((field) => [field.path, field] as const)));

/** The metadata of one input path, or undefined for a path that has none. */
export function fieldMeta(path: string): FieldMeta | undefined {
  return byPath.get(path);
}

/** A readable name for an input path; sensitivity's `onPrem.capex` is the four capex lines. */
export function fieldLabel(path: string): string {
  if (path === "onPrem.capex") return "On-prem capex (all lines)";
  return byPath.get(path)?.label ?? path;
}

// Inputs the editor shows as choices or text rather than number fields.
const OTHER_LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  currency: "Currency",
  pricesAsOf: "Prices as of",
  "assumptions.hoursPerMonth": "Hours in a month",
  "assumptions.discounting": "Discounting",
  "cloud.billing": "Billing",
  "onPrem.creditResidualValue": "Credit residual value",
  "workload.unitName": "Unit of work",
  "workload.unitsPerGpuHour.onPrem": "Units per GPU-hour, owned GPUs",
  "workload.unitsPerGpuHour.cloud": "Units per GPU-hour, cloud GPUs",
  "tax.ratePct": "Marginal tax rate",
  "tax.depreciation": "Tax depreciation",
};

/**
 * A validation message in the words of the form: the JSON path the schema names is replaced by
 * the field's label, so the API says `onPrem.opex.power.pue must be between 1 and 3` and the
 * editor says `PUE must be between 1 and 3`.
 */
export function plainMessage(path: string, message: string): string {
  const label = byPath.get(path)?.label ?? OTHER_LABELS[path];
  if (!label || !path || !message.startsWith(`${path} `)) return message;
  return `${label}${message.slice(path.length)}`;
}
