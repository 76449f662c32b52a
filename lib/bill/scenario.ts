import { formatCalendarDate } from "@/lib/format";
import { blankScenario } from "@/lib/tco/blank-scenario";
import type { Scenario } from "@/lib/tco/types";
import { zeroCloudSideCosts } from "@/lib/tco/zero-scenario";
import type { Hardware } from "@/lib/catalog/schema";
import { impliedGpuHoursPerDay } from "@/lib/scenarios/demand-profile-schema";
import { sampleLength } from "./notes";
import { billMoney, ownedFleet } from "./owned-fleet";
import type { Bill, BillOwnedFleet } from "./types";

export interface ScenarioOptions {
  /** The file's name, for the description. */
  fileName?: string;
  /** On-prem and hybrid come from here (a preset); the blank scenario when absent. */
  base?: Scenario;
  /** The hardware catalog: the owned side is priced on its server for the bill's GPU model. */
  hardware?: readonly Hardware[];
}

type Summary = Omit<Bill, "scenario" | "noScenario" | "ownedFleet">;

const day = (iso: string) => iso.slice(0, 10);
// In words, dates are written as the app writes them ("Mar 1, 2026"), not as the file does.
const dayInWords = (iso: string) => formatCalendarDate(iso, "en-US");
const round = (x: number, digits: number) => Number(x.toFixed(digits));

/**
 * The scenario whose cloud side is the bill: its busiest hour's GPUs, their average busy hours, the
 * list price and discount actually paid (or the effective price when list figures are missing or
 * make no sense as a discount: `gpu.listUnusable` says why), and the rest of the bill as
 * `otherMonthly`. Storage, egress, support and overhead are 0 because the bill already holds them.
 * The owned side is the bill's fleet priced from the catalog ({@link ownedFleet}), marked to review.
 * Only for a bill with GPU rows: the caller refuses the others (`noGpuRows`).
 */
export function billScenario(
  bill: Summary,
  options: ScenarioOptions = {},
): { scenario: Scenario; fleet: BillOwnedFleet } {
  const start = options.base ?? blankScenario(day(bill.period.end));
  const { gpu } = bill;
  const useList = gpu.listUnusable === null && gpu.listPricePerGpuHour !== null && gpu.discountPct !== null;
  const other = bill.otherMonthly.storage + bill.otherMonthly.networking + bill.otherMonthly.other;
  const { scenario: base, fleet } = ownedFleet(
    start,
    gpu.byRule,
    Math.max(1, gpu.peakGpus),
    options.hardware ?? [],
    bill.currency,
  );
  return {
    scenario: {
      ...base,
      name: `Cloud bill ${day(bill.period.start)} to ${day(bill.period.end)}`,
      description: describe(bill, options.fileName, fleet),
      currency: bill.currency,
      pricesAsOf: day(bill.period.end),
      workload: { ...base.workload, ...workload(bill), growthPctPerYear: 0 },
      cloud: {
        ...base.cloud,
        billing: "on-demand",
        pricePerGpuHour: useList ? gpu.listPricePerGpuHour! : (gpu.effectivePricePerGpuHour ?? 0),
        discountPct: useList ? gpu.discountPct! : 0,
        ...zeroCloudSideCosts(),
        otherMonthly: other,
      },
    },
    fleet,
  };
}

/**
 * The peak's GPUs and the bill's demand profile with the busy hours it implies (the contract's
 * gpuHours / days / peakGpus, summed from the levels so that the schema finds them equal). A bill
 * without GPU-hours has no demand to shape: its scenario keeps a flat workload.
 */
function workload(bill: Summary): Pick<Scenario["workload"], "gpus" | "gpuHoursPerDay" | "profile"> {
  const gpus = Math.max(1, bill.gpu.peakGpus);
  if (!(bill.gpu.gpuHours > 0)) return { gpus, gpuHoursPerDay: bill.gpu.gpuHoursPerDay };
  // Floating-point noise of the hour sums can leave an idle level at -1e-15 GPUs.
  const profile = bill.gpu.profile.map((level) => ({ ...level, gpus: Math.max(0, level.gpus) }));
  return { gpus, gpuHoursPerDay: impliedGpuHoursPerDay(profile, gpus), profile };
}

/** What the scenario came from: the file, its period and the rules that counted its GPUs. */
function describe(bill: Summary, fileName: string | undefined, fleet: BillOwnedFleet): string {
  const money = (x: number) => billMoney(x, bill.currency);
  const rules = bill.gpu.byRule
    .filter((r) => r.rows > 0)
    .map(
      (r) =>
        `${r.column} contains "${r.contains}" = ${r.gpusPerUnit} ` +
        `GPU${r.gpusPerUnit === 1 ? "" : "s"}${r.source === "user" ? " (yours)" : ""}`,
    );
  const text = [
    `From the FOCUS bill ${fileName ?? "(unnamed file)"}, ${dayInWords(bill.period.start)} to ` +
      `${dayInWords(bill.period.end)} (${sampleLength(bill.period.days)}).`,
    `GPU spend ${money(bill.gpu.effectiveCost)} for ${round(bill.gpu.gpuHours, 2).toLocaleString("en-US")} ` +
      `GPU-hours; other spend ${money(bill.totals.effectiveCost - bill.gpu.effectiveCost)}; tax left out ` +
      `${money(bill.totals.tax)}.`,
    rules.length > 0 ? `GPU rows counted by: ${rules.join("; ")}.` : "No row was counted as GPU.",
    fleet.basis,
  ].join(" ");
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}
