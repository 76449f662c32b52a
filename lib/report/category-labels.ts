import type { CloudBreakdown, HybridBreakdown, OnPremBreakdown } from "@/lib/tco/types";

/** Readable names of the cost lines of each option, in the order the model lists them. */
export const CLOUD_LINES: Record<keyof CloudBreakdown, string> = {
  compute: "Compute",
  overhead: "Hidden costs",
  storage: "Storage",
  egress: "Egress",
  other: "Other",
  support: "Support",
  carbon: "Carbon price",
};

export const ON_PREM_LINES: Record<keyof OnPremBreakdown, string> = {
  hardware: "Hardware",
  financing: "Financing",
  facility: "Facility",
  maintenance: "Maintenance",
  power: "Power and cooling",
  colocation: "Colocation",
  network: "Network",
  software: "Software",
  other: "Other",
  staff: "Staff",
  variable: "Variable",
  overflow: "Cloud overflow",
  migration: "Migration",
  dualRun: "Dual running",
  residual: "Residual value credit",
  carbon: "Carbon price",
};

export const HYBRID_LINES: Record<keyof HybridBreakdown, string> = {
  onPrem: "On-prem core",
  cloud: "Cloud burst",
  edge: "Edge",
  transition: "Transition",
  carbon: "Carbon price",
};
