export type * from "./types";
export { DEFAULTS } from "./defaults";
export { FIELD_RANGES, clampToRange, type FieldRange, type NumericField } from "./ranges";
export {
  simulate,
  type MonthHours,
  type MonthLines,
  type MonthVisitor,
  type TotalsVisitor,
  type Visitors,
} from "./cash-flows";
export { sensitivity, sensitivityCases, type SensitivityCase } from "./sensitivity";
export { utilizationBreakEven, utilizationKinks, withGpuHoursPerDay } from "./utilization-break-even";
export {
  costVsUtilization,
  hybridTierSplit,
  yearlyCosts,
  type HybridTier,
  type UtilizationPoint,
  type YearlyCosts,
} from "./series";
export { cumulativeTonnes, type TonnesPoint } from "./cumulative-tonnes";
export { presets, type Preset } from "./presets";
export { afterTaxMonths, type AfterTaxMonths } from "./tax";
export {
  profitAndLoss,
  type OwningYear,
  type ProfitAndLossYear,
  type RentingYear,
  type TaxYear,
} from "./profit-and-loss";
export { pnlReconciliation, type PnlReconciliation } from "./profit-and-loss-reconciliation";
export { simulateUncertainty, withUncertainty } from "./uncertainty";
export { computeTco } from "./compute";
export { NonFiniteResultError } from "./finite-results";
