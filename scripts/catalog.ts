/*
 * The catalog on the command line.
 *
 *   npm run --silent catalog -- import <file.csv> --provider aws --source <url> [--as-of YYYY-MM-DD] [--publisher text] [--dir path]
 *   npm run --silent catalog -- --help
 *
 * Reads a CSV in SkyPilot's catalog format, divides each instance price by its GPU count, and
 * writes a NEW dated catalog file (the newest one plus the imported prices) next to the others:
 * nothing existing is overwritten. Prints what it took and what it refused, with reasons.
 * Exit codes: 0 written, 1 nothing to write or a file problem, 2 usage.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CATALOG_DIR, loadCatalogs, newestFile } from "@/lib/catalog/load";
import { mergeCloudCatalog } from "@/lib/catalog/merge";
import { importSkyPilotCsv } from "@/lib/catalog/skypilot-import";
import { cloudCatalogFileSchema } from "@/lib/catalog/schema";
import { readArgs, UsageError } from "./lib/cli-args";

const USAGE =
  "usage: npm run --silent catalog -- import <file.csv> --provider <id> --source <url> [--as-of YYYY-MM-DD] " +
  "[--publisher text] [--dir folder]";

const HELP = `${USAGE}

Imports a CSV in SkyPilot's catalog format (catalogs/v7/<cloud>/vms.csv) into a new dated cloud
price file next to the others; nothing existing is overwritten.

  --provider   the provider id the prices are filed under (lower case: lambda, runpod, nebius)
  --source     the public address of the CSV, recorded with every price
  --as-of      the day the file was read (default today): SkyPilot's files state no date, so
               the prices are dated as read on that day, never as a date the source states
  --publisher  who published the prices, in words (default: the file name)
  --dir        the catalog folder (default lib/catalog/data)

Rows without a GPU (AcceleratorCount empty or 0) are skipped as CPU rows; rows repeating a
region's price are skipped as zone repeats; broken rows are refused with the reason.
Exit codes: 0 written, 1 nothing to write or a file problem, 2 usage.`;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function commandLine() {
  try {
    return readArgs(process.argv.slice(2), {
      help: { type: "boolean", short: "h" },
      provider: { type: "string" },
      source: { type: "string" },
      "as-of": { type: "string" },
      publisher: { type: "string" },
      dir: { type: "string" },
    });
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message}\n${USAGE}`, 2);
    throw error;
  }
}

function main(): void {
  const { values: flags, positionals } = commandLine();
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const [command, file] = positionals;
  if (command !== "import" || !file) fail(USAGE, 2);
  const { provider, source } = flags;
  if (!provider || !/^[a-z0-9-]+$/.test(provider))
    fail(`--provider is required: a lower-case id such as aws or lambda\n${USAGE}`, 2);
  if (!source || !/^https?:\/\//.test(source))
    fail(`--source is required: the public address of the CSV or the page its prices come from\n${USAGE}`, 2);
  const today = new Date().toISOString().slice(0, 10);
  const asOf = flags["as-of"] ?? today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) fail(`--as-of must be a date written YYYY-MM-DD, not "${asOf}"`, 2);
  const dir = flags.dir ?? CATALOG_DIR;
  if (!existsSync(file)) fail(`No file ${file}`);

  let result;
  try {
    result = importSkyPilotCsv(readFileSync(file, "utf8"), {
      provider,
      sourceUrl: source,
      publisher: flags.publisher ?? `SkyPilot-format catalog CSV (${path.basename(file)})`,
      asOf,
    });
  } catch (error) {
    fail(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const out = process.stdout;
  out.write(
    `Read ${result.read} row${result.read === 1 ? "" : "s"}. Took ${result.taken.length} ` +
      `price${result.taken.length === 1 ? "" : "s"} from ${file}`,
  );
  out.write(
    ` (${result.taken.filter((p) => p.kind === "on-demand").length} on-demand, ` +
      `${result.taken.filter((p) => p.kind === "spot").length} spot), dated ${asOf} as read that day`,
  );
  out.write(result.skippedCpuOnly > 0 ? `; skipped ${result.skippedCpuOnly} rows without a GPU` : "");
  out.write(result.repeated > 0 ? `; skipped ${result.repeated} rows repeating a region's price` : "");
  out.write(".\n");
  for (const p of result.taken)
    out.write(
      `  took     ${p.instanceType} ${p.region} ${p.kind}: ${p.pricePerGpuHour} ${p.currency} per GPU-hour ` +
        `(${p.gpusPerInstance} × ${p.gpu})\n`,
    );
  out.write(
    `Refused ${result.refused.length} row${result.refused.length === 1 ? "" : "s"}${result.refused.length ? ":" : "."}\n`,
  );
  for (const r of result.refused) out.write(`  refused  line ${r.line} (${r.instanceType}): ${r.reason}\n`);
  if (result.taken.length === 0) fail("Nothing to import: no catalog file written.");

  const current = loadCatalogs(dir).cloud;
  const next = cloudCatalogFileSchema.parse(
    mergeCloudCatalog(
      {
        catalog: current.catalog,
        compiledOn: current.compiledOn,
        description: current.description,
        entries: current.entries,
      },
      result.taken,
      today,
    ),
  );
  // The app reads the file whose name sorts last. Another provider's import of the same day can
  // sort after this one ("-azure" after "-aws"), so then the new file is named after the current
  // one, or numbered on from it when the current one is this provider's own.
  let stem = `cloud-prices-${today}-${provider}`;
  if (newestFile([current.file, `${stem}.json`], "cloud-prices-") !== `${stem}.json`) {
    const currentStem = current.file.slice(0, -".json".length);
    const own = new RegExp(`-${provider}(-\\d+)?$`).exec(currentStem);
    stem = own ? currentStem.slice(0, own.index + provider.length + 1) : `${currentStem}-${provider}`;
  }
  let target = path.join(dir, `${stem}.json`);
  for (let n = 2; existsSync(target); n += 1) target = path.join(dir, `${stem}-${n}.json`);
  writeFileSync(target, `${JSON.stringify(next, null, 2)}\n`, { flag: "wx" });
  out.write(`Wrote ${target}: ${next.entries.length} prices (was ${current.entries.length} in ${current.file}).\n`);
}

main();
