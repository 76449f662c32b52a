import Papa from "papaparse";
import type { CloudPrice, PricingKind } from "@/lib/catalog/schema";
import { gpuName } from "./gpu-name";

/** Columns a SkyPilot `vms.csv` must have for a price import; the rest (vCPUs, GpuInfo…) are ignored. */
export const REQUIRED_COLUMNS = ["InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "Region"] as const;

/** The most GPUs one instance can hold: a whole NVL72 rack. More than this is a broken row. */
export const MAX_GPUS_PER_INSTANCE = 72;

/** Prices at or above this per instance-hour are placeholders, not prices. */
export const SENTINEL_PRICE = 10_000;

/** A row the import would not take, by its line number in the file (the header is line 1). */
export interface RefusedRow {
  line: number;
  instanceType: string;
  reason: string;
}

export interface ImportResult {
  /** Data rows in the file (the header not counted). */
  read: number;
  taken: CloudPrice[];
  refused: RefusedRow[];
  /** Rows that are not GPU instances (no accelerator, a count empty or 0): skipped, counted, not a refusal. */
  skippedCpuOnly: number;
  /** GPU rows repeating a price already taken (SkyPilot lists a row per availability zone). */
  repeated: number;
}

export interface ImportOptions {
  provider: string;
  sourceUrl: string;
  publisher: string;
  /** The day of the import: SkyPilot's files state no date, so the prices are dated by when they were read. */
  asOf: string;
  currency?: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Reads a price cell: a positive number, or the reason it is not one. */
function priceOf(
  cell: string | undefined,
  what: string,
): { ok: true; value: number } | { ok: false; reason: string } | { ok: "empty" } {
  const text = (cell ?? "").trim();
  if (text === "") return { ok: "empty" };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, reason: `${what} "${text}" is not a number` };
  if (value === 0) return { ok: false, reason: `${what} is 0 (a missing price, not a free instance)` };
  if (value < 0) return { ok: false, reason: `${what} ${text} is negative (a placeholder)` };
  if (value >= SENTINEL_PRICE)
    return {
      ok: false,
      reason: `${what} ${text} is a placeholder (${SENTINEL_PRICE.toLocaleString("en-US")} or more an hour)`,
    };
  return { ok: true, value };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Reads a CSV in SkyPilot's catalog format (columns found by their header names) into catalog
 * prices per GPU-hour: the instance price divided by its GPU count, plus a spot entry where the
 * row has a spot price. Skips CPU rows (no accelerator, a GPU count empty or 0) and the repeats of a
 * region's row. Refuses, with the reason, rows without a price, with a zero, negative or placeholder
 * price, with a GPU count that is not a whole number from 1 to 72, or with a spot price above the
 * on-demand price (a broken row: nothing of it is taken); a spot price equal to the on-demand one
 * is a placeholder, refused while the on-demand price is taken. Every price is dated `asOf` as
 * the day it was read (`dateBasis: "retrieved"`): the files state no date of their own. Throws
 * naming the missing columns when the header lacks one.
 *
 * @example
 * importSkyPilotCsv("InstanceType,AcceleratorName,AcceleratorCount,Price,Region,SpotPrice\n" +
 *   "p5.48xlarge,H100,8.0,55.04,us-east-1,20.5\n", opts).taken.map((p) => p.pricePerGpuHour); // [6.88, 2.5625]
 */
export function importSkyPilotCsv(text: string, options: ImportOptions): ImportResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  const header = parsed.meta.fields ?? [];
  const absent = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (absent.length > 0)
    throw new Error(
      `The CSV has no ${absent.join(", ")} column${absent.length > 1 ? "s" : ""} (SkyPilot's vms.csv header names them)`,
    );

  const taken: CloudPrice[] = [];
  const refused: RefusedRow[] = [];
  const ids = new Set<string>();
  let skippedCpuOnly = 0;
  let repeated = 0;
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const instanceType = (row.InstanceType ?? "").trim();
    const accelerator = (row.AcceleratorName ?? "").trim();
    const countText = (row.AcceleratorCount ?? "").trim();
    const region = (row.Region ?? "").trim();
    const refuse = (reason: string) =>
      refused.push({ line, instanceType: instanceType || "(no instance type)", reason });
    if (!accelerator && (countText === "" || Number(countText) === 0)) {
      skippedCpuOnly += 1;
      return;
    }
    if (!instanceType) return refuse("no instance type");
    if (!accelerator) return refuse("a GPU count but no accelerator name");
    if (!region) return refuse("no region");
    const count = Number(countText);
    if (!Number.isInteger(count) || count < 1 || count > MAX_GPUS_PER_INSTANCE) {
      return refuse(`impossible GPU count "${countText}" (must be a whole number from 1 to ${MAX_GPUS_PER_INSTANCE})`);
    }
    const price = priceOf(row.Price, "price");
    if (price.ok === "empty") return refuse("no price");
    if (!price.ok) return refuse(price.reason);
    const spot = "SpotPrice" in row ? priceOf(row.SpotPrice, "spot price") : ({ ok: "empty" } as const);
    if (spot.ok === true && spot.value > price.value) {
      return refuse(
        `spot price ${spot.value} is above the on-demand price ${price.value}: a broken row (spot never costs more), nothing of it taken`,
      );
    }
    const { gpu, variant } = gpuName(accelerator, { instanceType });
    const onDemandId = slug(`${options.provider}-${instanceType}-${region}-on-demand`);
    // SkyPilot repeats a row per availability zone; the catalog keeps one price per region.
    if (ids.has(onDemandId)) {
      repeated += 1;
      return;
    }
    const add = (kind: PricingKind, perInstance: number) => {
      const id = slug(`${options.provider}-${instanceType}-${region}-${kind}`);
      ids.add(id);
      taken.push({
        id,
        provider: options.provider,
        gpu,
        ...(variant ? { gpuVariant: variant } : {}),
        instanceType,
        gpusPerInstance: count,
        region,
        kind,
        pricePerGpuHour: round6(perInstance / count),
        pricePerInstanceHour: perInstance,
        currency: options.currency ?? "USD",
        asOf: options.asOf,
        dateBasis: "retrieved",
        sourceUrl: options.sourceUrl,
        publisher: options.publisher,
        note:
          `imported on ${options.asOf} from a SkyPilot-format CSV (it states no date): ${perInstance} per instance-hour ` +
          `÷ ${count} GPUs`,
      });
    };
    add("on-demand", price.value);
    // Catalogs fill the spot column with the on-demand price where a size has no spot offer.
    if (spot.ok === true && spot.value === price.value) {
      refuse(
        `spot price ${spot.value} is not below the on-demand price ${price.value} (a placeholder, not a spot offer); ` +
          `its on-demand price was taken`,
      );
    } else if (spot.ok === true) add("spot", spot.value);
    else if (spot.ok === false) refuse(`${spot.reason}; its on-demand price was taken`);
  });
  return { read: parsed.data.length, taken, refused, skippedCpuOnly, repeated };
}
