import { MAX_PERIOD_DAYS, type Accumulator } from "./accumulate";
import { listUnusable, shortSample } from "./notes";
import { billProfile } from "./profile";
import { BillRefused, type Bill, type BillGpu, type RuleTotal } from "./types";

const DAY_MS = 86_400_000;
/** Days in the average Gregorian month, 365.25 / 12. */
export const DAYS_PER_MONTH = 30.4375;

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

/** The contract's `bill` object, without its scenario, from one pass over the rows. */
export function summarize(acc: Accumulator): Omit<Bill, "scenario" | "noScenario" | "ownedFleet"> {
  if (acc.read === 0) throw new BillRefused("The file has a header row but no charges.");
  const currency = [...acc.currencies][0];
  if (currency === undefined) throw new BillRefused("No row names its BillingCurrency.");
  const hasUsage = Number.isFinite(acc.usageStart);
  const start = hasUsage ? acc.usageStart : acc.allStart;
  const end = hasUsage ? acc.usageEnd : acc.allEnd;
  const days = (end - start) / DAY_MS;
  // With Usage rows the reader refuses the row that makes the period too long as it comes.
  if (days > MAX_PERIOD_DAYS)
    throw new BillRefused(
      `Rows ${acc.allStartRow} and ${acc.allEndRow}: their ChargePeriodStart and ChargePeriodEnd make the bill's ` +
        `period ${Math.ceil(days).toLocaleString("en-US")} days long; at most ` +
        `${MAX_PERIOD_DAYS.toLocaleString("en-US")} are read (export a shorter period).`,
    );
  if (!(days > 0))
    throw new BillRefused("The charges cover no time: every charge period ends when it starts, or before.");
  const months = days / DAYS_PER_MONTH;
  const sums = [acc.billed, acc.effective, acc.list, acc.taxBilled, acc.gpuHours, acc.gpuList];
  if (!sums.every((sum) => Number.isFinite(sum.value)))
    throw new BillRefused("The costs or hours add up to more than a number can hold: no bill is that large.");

  const gpuHours = acc.gpuHours.value;
  const effectiveCost = acc.gpuEffective.value;
  const listCost = acc.gpuListMissing ? null : acc.gpuList.value;
  const { peakGpus, levels } = billProfile(acc.gpuByHour, start, end);
  const byRule: RuleTotal[] = acc.rules
    .map((compiled, i) => ({
      ...compiled.rule,
      source: compiled.source,
      ...(compiled.gpu === undefined ? {} : { gpu: compiled.gpu }),
      rows: acc.byRule[i]!.rows,
      gpuHours: acc.byRule[i]!.gpuHours.value,
      effectiveCost: acc.byRule[i]!.effectiveCost.value,
    }))
    .filter((total) => total.rows > 0 || total.source === "user");
  const listPrice = listCost === null ? null : ratio(listCost, gpuHours);
  const discountPct = listCost === null || listCost === 0 ? null : (1 - effectiveCost / listCost) * 100;
  const gpu: BillGpu = {
    gpuHours,
    effectiveCost,
    listCost,
    effectivePricePerGpuHour: ratio(effectiveCost, gpuHours),
    listPricePerGpuHour: listPrice,
    discountPct,
    listUnusable: listUnusable({
      hasColumn: acc.hasListColumn,
      gpuRows: acc.gpuRows,
      emptyRows: acc.gpuListEmpty,
      gpu: { listCost, effectiveCost, discountPct },
      currency,
    }),
    committedPct: gpuHours === 0 ? 0 : (acc.committedHours.value / gpuHours) * 100,
    spotPct: gpuHours === 0 ? 0 : (acc.spotHours.value / gpuHours) * 100,
    peakGpus,
    gpuHoursPerDay: peakGpus === 0 ? 0 : gpuHours / days / peakGpus,
    profile: levels.map((gpus) => ({ gpus, hoursPerWeek: 7 })),
    byRule,
  };
  return {
    currency,
    period: { start: new Date(start).toISOString(), end: new Date(end).toISOString(), days },
    rows: { read: acc.read, gpu: acc.gpuRows, tax: acc.tax, skipped: { ...acc.skipped } },
    totals: {
      billedCost: acc.billed.value,
      effectiveCost: acc.effective.value,
      listCost: acc.hasListColumn ? acc.list.value : null,
      tax: acc.taxBilled.value,
    },
    gpu,
    otherMonthly: {
      storage: acc.other.storage.value / months,
      networking: acc.other.networking.value / months,
      other: acc.other.other.value / months,
    },
    unmatchedCompute: [...acc.unmatched.entries()]
      .map(([key, entry]) => ({
        key,
        column: entry.column,
        rows: entry.rows,
        effectiveCost: entry.effectiveCost.value,
      }))
      .sort((a, b) => b.effectiveCost - a.effectiveCost || b.rows - a.rows || a.key.localeCompare(b.key)),
    warnings: [shortSample(days)].filter((note) => note !== null),
  };
}
