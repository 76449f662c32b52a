import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  cloudCatalogFileSchema,
  hardwareCatalogFileSchema,
  type CloudCatalogFile,
  type HardwareCatalogFile,
} from "@/lib/catalog/schema";

/** Where the shipped catalog files live, relative to the app's working directory. */
export const CATALOG_DIR = path.join(process.cwd(), "lib", "catalog", "data");

/** Both catalogs as the app serves them: the newest file of each, with the file it came from. */
export interface Catalogs {
  cloud: CloudCatalogFile & { file: string };
  hardware: HardwareCatalogFile & { file: string };
}

/**
 * The newest file whose name starts with `prefix`. Names carry their date, and a later import of
 * the same day adds a suffix, so the order of the names without ".json" is the order of age.
 *
 * @example
 * newestFile(["cloud-prices-2026-12-01.json", "cloud-prices-2026-12-01-aws.json"], "cloud-prices-"); // the second
 */
export function newestFile(names: string[], prefix: string): string | undefined {
  const stem = (n: string) => n.slice(0, -".json".length);
  return names
    .filter((n) => n.startsWith(prefix) && n.endsWith(".json"))
    .sort((a, b) => (stem(a) < stem(b) ? -1 : stem(a) > stem(b) ? 1 : 0))
    .at(-1);
}

function readValidated<T>(dir: string, name: string, schema: z.ZodType<T>): T {
  const file = path.join(dir, name);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8"));
  } catch (error) {
    throw new Error(
      `Catalog file ${name} is not readable JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.map(String).join(".") || "(file)"}: ${i.message}`);
    throw new Error(`Catalog file ${name} is not valid: ${issues.join("; ")}`);
  }
  return parsed.data;
}

/**
 * Reads and validates the newest cloud-price file and the newest hardware file of `dir`. A file
 * that fails the schema is an error naming the file and the field, never silently skipped.
 *
 * @example
 * const { cloud, hardware } = loadCatalogs();
 * cloud.entries.length; // 98 in the shipped catalog
 */
export function loadCatalogs(dir: string = CATALOG_DIR): Catalogs {
  const names = readdirSync(/*turbopackIgnore: true*/ dir);
  const cloudName = newestFile(names, "cloud-prices-");
  const hardwareName = newestFile(names, "hardware-");
  if (!cloudName) throw new Error(`No cloud-prices-*.json file in ${dir}`);
  if (!hardwareName) throw new Error(`No hardware-*.json file in ${dir}`);
  return {
    cloud: { ...readValidated(dir, cloudName, cloudCatalogFileSchema), file: cloudName },
    hardware: { ...readValidated(dir, hardwareName, hardwareCatalogFileSchema), file: hardwareName },
  };
}
