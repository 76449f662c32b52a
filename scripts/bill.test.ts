import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { runCli } from "./cli-test-support";
import { hostileFiles } from "./lib/focus-files";

const bill = (args: string[]) => runCli("scripts/bill.ts", args);

const dir = mkdtempSync(path.join(tmpdir(), "bill-cli-"));
const spec = path.join("lib", "bill", "fixtures", "focus-spec", "aws_savings_plan_all_upfront_100pct.csv");

describe("npm run bill", () => {
  test("a gzip file with user rules prints the bill as JSON", { timeout: 30_000 }, async () => {
    const gz = path.join(dir, "bill.csv.gz");
    writeFileSync(gz, gzipSync(readFileSync(spec)));
    const rules = path.join(dir, "rules.json");
    writeFileSync(
      rules,
      JSON.stringify([{ column: "ChargeDescription", contains: "committed usage", gpusPerUnit: 8 }]),
    );
    const run = await bill([gz, "--rules", rules]);
    // The example covers a day: the CLI warns that the month is scaled from it, and nothing else.
    expect(run.stderr).toMatch(/^bill: \S+bill\.csv\.gz: warning: The bill covers only 24 hours[^\n]*\n$/);
    expect(run.status).toBe(0);
    const { bill: out } = JSON.parse(run.stdout) as {
      bill: { gpu: { gpuHours: number; effectiveCost: number }; scenario: { description: string } };
    };
    expect(out.gpu.gpuHours).toBe(192);
    expect(out.gpu.effectiveCost).toBeCloseTo(24 * 71.69, 6);
    expect(out.scenario.description).toContain("bill.csv.gz");
  });

  test(
    "a bill with no GPU rows prints the bill, says why there is no scenario and exits 3",
    { timeout: 30_000 },
    async () => {
      const run = await bill([spec]);
      expect(run.status).toBe(3);
      expect((JSON.parse(run.stdout) as { bill: { scenario: unknown } }).bill.scenario).toBeNull();
      expect(run.stderr).toContain("no scenario: No row of this bill is GPU usage");
      expect(run.stderr).toContain("a rule mapping the bill's SKUs to GPUs");
    },
  );

  test.each([
    ["a file that is not FOCUS", "a,b\n1,2\n", "no ChargePeriodStart"],
    ["an empty file", "", "The file is empty."],
  ])("%s is refused with exit 2 and the reason", { timeout: 30_000 }, async (_name, text, reason) => {
    const file = path.join(dir, "refused.csv");
    writeFileSync(file, text);
    const run = await bill([file]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(reason);
  });

  // Issue 32: this file used to kill the CLI with a RangeError (every day of the span visited).
  test("issue 32's hostile files are refused with exit 2, naming the row and column", { timeout: 60_000 }, async () => {
    for (const hostile of hostileFiles(0.02)) {
      const file = path.join(dir, hostile.gzip ? "hostile.csv.gz" : "hostile.csv");
      writeFileSync(file, hostile.body);
      const run = await bill([file]);
      expect({ name: hostile.name, status: run.status, refused: run.stderr.includes(hostile.refusal) }).toEqual({
        name: hostile.name,
        status: 2,
        refused: true,
      });
    }
  });

  test("invalid rules are refused naming the field; a missing file exits 1", { timeout: 30_000 }, async () => {
    const rules = path.join(dir, "bad-rules.json");
    writeFileSync(rules, JSON.stringify([{ column: "ChargeDescription", contains: "x", gpusPerUnit: 0 }]));
    const bad = await bill([spec, "--rules", rules]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("rules[0].gpusPerUnit: gpusPerUnit must be more than 0");
    const missing = await bill([path.join(dir, "nope.csv")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("no such file");
  });
});
