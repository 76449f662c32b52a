/**
 * A FOCUS cloud bill on the command line.
 *
 *   npm run --silent bill -- FILE.csv[.gz] [--rules RULES.json]
 *
 * Streams the file (CSV, or gzip of it: told by its first bytes, not its name) through the same
 * reader as the app and prints `{ "bill": … }` as JSON: the summary the contract's "Bill import
 * (FOCUS)" defines and the scenario it gives. RULES.json is an array of
 * `{ column, contains, gpusPerUnit }` tried before the built-in GPU rules.
 *
 * The owned side is priced from the hardware catalog (lib/catalog/data). Warnings (a short sample, a
 * file cut off) go to stderr.
 *
 * Exit codes: 0 done; 1 a file could not be read; 2 the bill was refused (the reason on stderr),
 * the rules are invalid, or the command line is wrong (usage on stderr); 3 the bill was read but
 * has no GPU rows, so it gives no scenario (the bill is printed, the reason and the rule to add on stderr).
 */
import { createReadStream, readFileSync, statSync } from "node:fs";
import { basename } from "node:path";
import { Readable } from "node:stream";
import { readFocusStream } from "@/lib/bill/stream";
import { BillRefused, type GpuRule } from "@/lib/bill/types";
import { loadCatalogs } from "@/lib/catalog/load";
import { parseGpuRules } from "@/lib/bill/gpu-rule-schema";
import { readArgs, UsageError } from "./lib/cli-args";

const USAGE = `Usage: npm run --silent bill -- FILE.csv[.gz] [--rules RULES.json]

  FILE.csv[.gz]       a FOCUS cost and usage export (CSV, or gzip of it)
  --rules RULES.json  GPU rules tried before the built-in ones: an array of
                      { "column": "ChargeDescription", "contains": "p5.48xlarge", "gpusPerUnit": 8 }
  -h, --help          print this help

Prints { "bill": … } as JSON; warnings go to stderr. Exit codes: 0 ok, 1 unreadable file,
2 refused bill, invalid rules or bad arguments, 3 no GPU rows (no scenario: add a rule).`;

function parseArgs(argv: string[]): { help: true } | { help: false; file: string; rules?: string } {
  const { values, positionals } = readArgs(argv, {
    help: { type: "boolean", short: "h" },
    rules: { type: "string", missing: "--rules needs a file" },
  });
  if (values.help) return { help: true };
  const [file, extra] = positionals;
  if (file === undefined) throw new UsageError("no file given");
  if (extra !== undefined) throw new UsageError(`one file at a time (got ${file} and ${extra})`);
  return { help: false, file, rules: values.rules };
}

function unreadable(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === "ENOENT"
      ? "no such file"
      : code === "EISDIR"
        ? "it is a directory"
        : code === "EACCES"
          ? "permission denied"
          : (error as Error).message;
  return `bill: cannot read ${path}: ${reason}\n`;
}

async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`bill: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let rules: GpuRule[] = [];
  if (args.rules !== undefined) {
    let text: string;
    try {
      text = readFileSync(args.rules, "utf8");
    } catch (error) {
      process.stderr.write(unreadable(args.rules, error));
      return 1;
    }
    const parsed = parseGpuRules(text.replace(/^\uFEFF/, ""));
    if (!parsed.ok) {
      process.stderr.write(parsed.errors.map((e) => `${args.rules}: ${e.path}: ${e.message}\n`).join(""));
      return 2;
    }
    rules = parsed.rules;
  }
  try {
    if (statSync(args.file).isDirectory()) throw Object.assign(new Error("directory"), { code: "EISDIR" });
  } catch (error) {
    process.stderr.write(unreadable(args.file, error));
    return 1;
  }
  const stream = Readable.toWeb(createReadStream(args.file)) as ReadableStream<Uint8Array<ArrayBuffer>>;
  try {
    const bill = await readFocusStream(stream, {
      rules,
      fileName: basename(args.file),
      hardware: loadCatalogs().hardware.entries,
    });
    process.stdout.write(`${JSON.stringify({ bill }, null, 2)}\n`);
    for (const warning of bill.warnings) process.stderr.write(`bill: ${args.file}: warning: ${warning.message}\n`);
    if (bill.noScenario) {
      process.stderr.write(`bill: ${args.file}: no scenario: ${bill.noScenario.message}\n`);
      return 3;
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BillRefused)) throw error;
    process.stderr.write(`bill: ${args.file} refused: ${error.message}\n`);
    return 2;
  }
}

// exitCode rather than exit(): a large bill written to a pipe must be flushed before the process ends.
main(process.argv.slice(2)).then((code) => (process.exitCode = code));
