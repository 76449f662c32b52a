import { decimal, hoursPerUnit, instant, ownCopy } from "./cells";
import type { Columns } from "./columns";
import { createMatcher, type CompiledRule } from "./rules";
import { Spread } from "./spread";
import { Sum } from "./sum";
import { BillRefused } from "./types";

const DAY_MS = 86_400_000;
/** The instants a charge period may start and end within (contract: "Bill import (FOCUS)", limits). */
export const EARLIEST = Date.UTC(2000, 0, 1);
export const LATEST = Date.UTC(2100, 0, 1);
/** The longest period a bill may cover, in days. */
export const MAX_PERIOD_DAYS = 1100;
const UNMATCHED_KEYS = 10_000;
const MORE_KINDS = "(other kinds, beyond the first 10,000)";

// FOCUS 1.x names, then the 1.0-preview and 0.5 names for the same pricing.
const COMMITTED = new Set(["committed", "commitment-based"]);
const SPOT = new Set(["dynamic", "spot"]);
const COMPUTE = /^(compute|ai and machine learning)$/i;

/** A cell trimmed and in lower case; the common spellings skip the copies (this runs for every row). */
function lowered(cell: string | undefined, common: string, lower: string): string {
  return cell === common ? lower : (cell ?? "").trim().toLowerCase();
}

/** One pass over the rows: everything the summary needs, in memory that does not grow with the file. */
export class Accumulator {
  read = 0;
  tax = 0;
  gpuRows = 0;
  skipped: Record<string, number> = {};
  currencies = new Set<string>();
  readonly billed = new Sum();
  readonly effective = new Sum();
  readonly list = new Sum();
  readonly taxBilled = new Sum();
  readonly gpuHours = new Sum();
  readonly gpuEffective = new Sum();
  readonly gpuList = new Sum();
  gpuListMissing = false;
  /** GPU rows whose ListCost cell is empty, to say why the list price is not used. */
  gpuListEmpty = 0;
  readonly committedHours = new Sum();
  readonly spotHours = new Sum();
  readonly other = { storage: new Sum(), networking: new Sum(), other: new Sum() };
  readonly byRule: { rows: number; gpuHours: Sum; effectiveCost: Sum }[];
  readonly unmatched = new Map<string, { column: string; rows: number; effectiveCost: Sum }>();
  /** The GPU rows' GPU-hours by UTC clock hour. */
  readonly gpuByHour = new Spread(3_600_000);
  usageStart = Infinity;
  usageEnd = -Infinity;
  allStart = Infinity;
  allEnd = -Infinity;
  /** The rows that set allStart and allEnd, to name when a bill without Usage rows is too long. */
  allStartRow = 0;
  allEndRow = 0;

  private readonly match: (row: readonly string[]) => number;
  // The previous row's cells: hourly rows repeat the same instants many times over.
  private readonly memo = { startCell: "\u0000", start: 0, endCell: "\u0000", end: 0 };
  // Likewise the usage units of the previous row, for each of the two quantity columns.
  private readonly unitMemo = [
    { cell: "\u0000", scale: null as number | null },
    { cell: "\u0000", scale: null as number | null },
  ];

  constructor(
    private readonly c: Columns,
    readonly rules: CompiledRule[],
  ) {
    this.match = createMatcher(rules);
    this.byRule = rules.map(() => ({ rows: 0, gpuHours: new Sum(), effectiveCost: new Sum() }));
  }

  get hasListColumn(): boolean {
    return this.c.list >= 0;
  }

  add(row: readonly string[], rowNumber: number): void {
    const c = this.c;
    this.read++;
    const start = this.time(row, c.start, rowNumber, "start");
    const end = this.time(row, c.end, rowNumber, "end");
    if (end < start)
      throw new BillRefused(
        `Row ${rowNumber}: ChargePeriodEnd "${clip(row[c.end] ?? "")}" is before its ChargePeriodStart "${clip(row[c.start] ?? "")}".`,
      );
    if (start < this.allStart) {
      this.allStart = start;
      this.allStartRow = rowNumber;
    }
    if (end > this.allEnd) {
      this.allEnd = end;
      this.allEndRow = rowNumber;
    }
    const currency = (row[c.currency] ?? "").trim();
    if (currency !== "" && !this.currencies.has(currency)) {
      this.currencies.add(currency);
      if (this.currencies.size > 1) {
        const [a, b] = [...this.currencies].sort();
        throw new BillRefused(
          `The file mixes currencies: ${a} and ${b} (row ${rowNumber} is the first in ${currency}). Export one billing currency at a time.`,
        );
      }
    }
    const billed = this.cost(row, c.billed, rowNumber);
    const category = lowered(row[c.category], "Usage", "usage");
    if (category === "tax") {
      this.tax++;
      this.taxBilled.add(billed);
      return;
    }
    const effective = this.cost(row, c.effective, rowNumber);
    const list = c.list >= 0 ? decimal(row[c.list]) : null;
    if (list !== null && !Number.isFinite(list)) this.notANumber(row, c.list, rowNumber, "ListCost");
    this.billed.add(billed);
    this.effective.add(effective);
    if (list !== null) this.list.add(list);
    const service = (row[c.service] ?? "").trim();
    if (category !== "usage") return this.addOther(service, effective);
    const later = end > this.usageEnd;
    if (start < this.usageStart) this.usageStart = start;
    if (later) this.usageEnd = end;
    if (this.usageEnd - this.usageStart > MAX_PERIOD_DAYS * DAY_MS) this.tooLong(row, rowNumber, later);
    const r = this.match(row);
    if (r < 0) {
      if (service === "Compute" || COMPUTE.test(service)) this.addUnmatched(row, effective);
      return this.addOther(service, effective);
    }
    const hours = this.usageHours(row, rowNumber);
    if (hours === null) {
      this.skipped["no usable hours"] = (this.skipped["no usable hours"] ?? 0) + 1;
      return this.addOther(service, effective);
    }
    const gpuHours = hours * this.rules[r]!.rule.gpusPerUnit;
    this.gpuRows++;
    this.gpuHours.add(gpuHours);
    this.gpuEffective.add(effective);
    if (list === null) {
      this.gpuListMissing = true;
      this.gpuListEmpty++;
    } else this.gpuList.add(list);
    const pricing = lowered(row[c.pricingCategory], "Standard", "standard");
    if (COMMITTED.has(pricing)) this.committedHours.add(gpuHours);
    else if (SPOT.has(pricing)) this.spotHours.add(gpuHours);
    const total = this.byRule[r]!;
    total.rows++;
    total.gpuHours.add(gpuHours);
    total.effectiveCost.add(effective);
    this.gpuByHour.add(start, end, gpuHours);
  }

  private addOther(service: string, effective: number): void {
    const kind = service === "Storage" ? "storage" : service === "Networking" ? "networking" : service.toLowerCase();
    (kind === "storage" ? this.other.storage : kind === "networking" ? this.other.networking : this.other.other).add(
      effective,
    );
  }

  private addUnmatched(row: readonly string[], effective: number): void {
    let key = "(no description)";
    let column = "";
    for (const k of this.c.keys) {
      const value = (row[k.index] ?? "").trim();
      if (value !== "") {
        key = value;
        column = k.name;
        break;
      }
    }
    let entry = this.unmatched.get(key);
    if (!entry) {
      if (this.unmatched.size >= UNMATCHED_KEYS) {
        key = MORE_KINDS;
        column = "";
        entry = this.unmatched.get(key);
      }
      if (!entry) {
        entry = { column, rows: 0, effectiveCost: new Sum() };
        this.unmatched.set(ownCopy(key), entry);
      }
    }
    entry.rows++;
    entry.effectiveCost.add(effective);
  }

  /** Usage hours: ConsumedQuantity when its unit is a time, else PricingQuantity when its unit is. */
  private usageHours(row: readonly string[], rowNumber: number): number | null {
    const c = this.c;
    return (
      this.hoursIn(row, rowNumber, 0, c.consumedQuantity, c.consumedUnit, "ConsumedQuantity") ??
      this.hoursIn(row, rowNumber, 1, c.pricingQuantity, c.pricingUnit, "PricingQuantity")
    );
  }

  private hoursIn(row: readonly string[], rowNumber: number, which: 0 | 1, q: number, u: number, name: string) {
    if (q < 0 || u < 0) return null;
    const unit = row[u] ?? "";
    const memo = this.unitMemo[which]!;
    if (unit !== memo.cell) {
      memo.cell = unit;
      memo.scale = hoursPerUnit(unit);
    }
    if (memo.scale === null) return null;
    const quantity = decimal(row[q]);
    if (quantity === null) return null;
    if (!Number.isFinite(quantity)) this.notANumber(row, q, rowNumber, name);
    return quantity * memo.scale;
  }

  /** Refuses the row that stretched the period past {@link MAX_PERIOD_DAYS}, naming its column. */
  private tooLong(row: readonly string[], rowNumber: number, later: boolean): never {
    const [name, index] = later ? ["ChargePeriodEnd", this.c.end] : ["ChargePeriodStart", this.c.start];
    const days = Math.ceil((this.usageEnd - this.usageStart) / DAY_MS);
    throw new BillRefused(
      `Row ${rowNumber}: ${name} "${clip(row[index] ?? "")}" makes the bill's period ${days.toLocaleString("en-US")} ` +
        `days long; at most ${MAX_PERIOD_DAYS.toLocaleString("en-US")} are read (export a shorter period).`,
    );
  }

  private time(row: readonly string[], index: number, rowNumber: number, which: "start" | "end"): number {
    const cell = row[index] ?? "";
    const memo = this.memo;
    if (which === "start" && cell === memo.startCell) return memo.start;
    if (which === "end" && cell === memo.endCell) return memo.end;
    const ms = instant(cell);
    const name = which === "start" ? "ChargePeriodStart" : "ChargePeriodEnd";
    if (Number.isNaN(ms)) {
      throw new BillRefused(
        cell.trim() === ""
          ? `Row ${rowNumber} has no ${name}.`
          : `Row ${rowNumber}: ${name} "${clip(cell)}" is not an ISO 8601 date such as 2026-01-31T00:00:00Z.`,
      );
    }
    if (!(ms >= EARLIEST && ms <= LATEST))
      throw new BillRefused(
        `Row ${rowNumber}: ${name} "${clip(cell)}" is outside 2000-01-01 … 2100-01-01 UTC, the dates a bill is read for.`,
      );
    if (which === "start") Object.assign(memo, { startCell: cell, start: ms });
    else Object.assign(memo, { endCell: cell, end: ms });
    return ms;
  }

  private cost(row: readonly string[], index: number, rowNumber: number): number {
    const value = decimal(row[index]);
    if (value === null) return 0;
    if (!Number.isFinite(value))
      this.notANumber(row, index, rowNumber, index === this.c.billed ? "BilledCost" : "EffectiveCost");
    return value;
  }

  private notANumber(row: readonly string[], index: number, rowNumber: number, name: string): never {
    const cell = row[index] ?? "";
    throw new BillRefused(
      Number.isNaN(decimal(cell))
        ? `Row ${rowNumber}: ${name} "${clip(cell)}" is not a number (write 1234.5, without currency signs or thousands separators).`
        : `Row ${rowNumber}: ${name} "${clip(cell)}" is not a finite number (it is too large to add up).`,
    );
  }
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
