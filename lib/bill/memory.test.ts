import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";

// A cell cut from a chunk of text can keep the whole chunk alive (V8 slices strings): a reader that
// remembers cells (the rule matcher's cache, the unmatched compute kinds) must copy them, or memory
// grows with the file when new descriptions keep appearing. The child gets a 40 MB heap and reads
// 60 chunks of 1 MB, each with compute descriptions no earlier chunk had.
const CHILD = `
const { createFocusReader } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, "reader.ts")).href)});
const reader = createFocusReader();
reader.write(
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ChargeDescription,ServiceCategory," +
    "BillingCurrency,BilledCost,EffectiveCost,ConsumedQuantity,ConsumedUnit\\n",
);
for (let chunk = 0; chunk < 60; chunk++) {
  const rows = [];
  for (let i = 0; rows.length < 8000; i++)
    rows.push(\`2026-03-01T00:00:00Z,2026-03-01T01:00:00Z,Usage,"Custom machine \${chunk} type \${i % 4}",Compute,USD,1.5,1.5,1,Hours\`);
  reader.write(rows.join("\\n") + "\\n");
}
const bill = reader.end();
process.stdout.write(JSON.stringify({ rows: bill.rows.read, kinds: bill.unmatchedCompute.length }));
`;

test("memory stays flat when every chunk brings new descriptions", { timeout: 120_000 }, () => {
  const run = spawnSync(process.execPath, ["--max-old-space-size=40", "--import", "tsx", "--input-type=module"], {
    input: CHILD,
    encoding: "utf8",
    cwd: join(import.meta.dirname, "../.."),
  });
  expect(run.stderr.slice(0, 400)).not.toContain("heap out of memory");
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({ rows: 480_000, kinds: 240 });
});
