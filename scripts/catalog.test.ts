import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "./cli-test-support";
import { CATALOG_DIR, loadCatalogs } from "@/lib/catalog/load";

const catalog = (args: string[]) => runCli("scripts/catalog.ts", args);

/** A copy of the shipped catalog folder, so an import never writes into the repository. */
function dataCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "catalog-cli-"));
  for (const name of readdirSync(CATALOG_DIR)) copyFileSync(path.join(CATALOG_DIR, name), path.join(dir, name));
  return dir;
}

const fixture = (name: string) => path.join("lib", "catalog", "fixtures", name);
const source = [
  "--provider",
  "aws",
  "--source",
  "https://github.com/skypilot-org/skypilot-catalog",
  "--as-of",
  "2026-12-01",
];
const today = new Date().toISOString().slice(0, 10);

describe("npm run catalog -- --help", () => {
  test("prints the usage and what each option means, and exits 0", { timeout: 30_000 }, async () => {
    const run = await catalog(["--help"]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: npm run --silent catalog -- import <file\.csv> --provider <id> --source <url>/);
    expect(run.stdout).toContain("--as-of      the day the file was read (default today)");
  });
});

describe("npm run catalog -- import", () => {
  test(
    "merges a SkyPilot CSV into a new dated file that becomes the catalog, and says what it took",
    { timeout: 30_000 },
    async () => {
      const dir = dataCopy();
      const before = loadCatalogs(dir).cloud;
      const run = await catalog(["import", fixture("skypilot-gpus.csv"), ...source, "--dir", dir]);
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(
        `Read 5 rows. Took 5 prices from ${fixture("skypilot-gpus.csv")} (3 on-demand, 2 spot), dated 2026-12-01 as ` +
          `read that day; skipped 1 rows without a GPU; skipped 1 rows repeating a region's price.`,
      );
      expect(run.stdout).toContain("took     p5.48xlarge us-east-1 on-demand: 6.88 USD per GPU-hour (8 × H100)");
      expect(run.stdout).toContain("Refused 0 rows.");
      // The shipped catalog's newest file is an Azure import of 2026-12-01: an AWS import that day is
      // named after it, so that it sorts last and becomes the catalog.
      const target = today > "2026-12-01" ? `cloud-prices-${today}-aws.json` : "cloud-prices-2026-12-01-azure-aws.json";
      // Two ids were already there (p5 and p4de on-demand): replaced, not doubled.
      expect(run.stdout).toContain(
        `Wrote ${path.join(dir, target)}: ${before.entries.length + 3} prices (was ${before.entries.length} in ${before.file}).`,
      );
      const after = loadCatalogs(dir).cloud;
      expect(after.file).toBe(target);
      expect(after.entries.find((e) => e.id === "aws-p5-48xlarge-us-east-1-spot")?.pricePerGpuHour).toBe(2.5625);
      expect(after.entries.find((e) => e.id === "aws-p4de-24xlarge-us-east-1-on-demand")?.publisher).toContain(
        "SkyPilot-format",
      );
      expect(readdirSync(dir)).toContain(before.file);

      const again = await catalog(["import", fixture("skypilot-gpus.csv"), ...source, "--dir", dir]);
      expect(again.stdout).toContain(`${target.slice(0, -".json".length)}-2.json`);
      expect(loadCatalogs(dir).cloud.file).toBe(`${target.slice(0, -".json".length)}-2.json`);
    },
  );

  test(
    "an import on the day of another provider's import whose name sorts after it still becomes the catalog",
    { timeout: 30_000 },
    async () => {
      const dir = dataCopy();
      const base = loadCatalogs(dir).cloud;
      // Today's file of a provider that sorts after "aws", as a same-day import would have written it.
      writeFileSync(
        path.join(dir, `cloud-prices-${today}-zeta.json`),
        JSON.stringify({ ...base, file: undefined, compiledOn: today }),
      );
      expect(loadCatalogs(dir).cloud.file).toBe(`cloud-prices-${today}-zeta.json`);
      const run = await catalog(["import", fixture("skypilot-gpus.csv"), ...source, "--dir", dir]);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Wrote ${path.join(dir, `cloud-prices-${today}-zeta-aws.json`)}`);
      const after = loadCatalogs(dir).cloud;
      expect(after.file).toBe(`cloud-prices-${today}-zeta-aws.json`);
      expect(after.entries.find((e) => e.id === "aws-p5-48xlarge-us-east-1-spot")?.pricePerGpuHour).toBe(2.5625);
    },
  );

  test("lists every refused row with its line and reason", { timeout: 30_000 }, async () => {
    const run = await catalog(["import", fixture("skypilot-refusals.csv"), ...source, "--dir", dataCopy()]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Took 3 prices");
    expect(run.stdout).toContain("Refused 10 rows:");
    expect(run.stdout).toContain("refused  line 3 (gpu_1x_h100_pcie): no price");
    expect(run.stdout).toContain('refused  line 9 (gpu_huge): impossible GPU count "128"');
    expect(run.stdout).toContain(
      "refused  line 12 (gpu_8x_h200_nospot): spot price 84.8 is not below the on-demand price 84.8",
    );
  });

  test("nothing to take: exit 1 and no file written", { timeout: 30_000 }, async () => {
    const dir = dataCopy();
    const csv = path.join(dir, "bad.csv");
    writeFileSync(csv, "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\nx,H100,8,0,us-east-1\n");
    const files = readdirSync(dir).length;
    const run = await catalog(["import", csv, ...source, "--dir", dir]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("refused  line 2 (x): price is 0");
    expect(run.stderr).toContain("Nothing to import: no catalog file written.");
    expect(readdirSync(dir)).toHaveLength(files);
  });

  test.each([
    [["import", fixture("skypilot-no-price-column.csv"), ...source], 1, "The CSV has no Price column"],
    [["import", fixture("skypilot-gpus.csv"), "--source", "https://example.com"], 2, "--provider is required"],
    [["import", fixture("skypilot-gpus.csv"), "--provider", "aws"], 2, "--source is required"],
    [
      ["import", fixture("skypilot-gpus.csv"), ...source.slice(0, 4), "--as-of", "01/12/2026"],
      2,
      "--as-of must be a date",
    ],
    [["export"], 2, "usage: npm run --silent catalog -- import"],
  ])("%j exits %i: %s", { timeout: 30_000 }, async (args, status, message) => {
    const run = await catalog([...args, "--dir", dataCopy()]);
    expect(run.status).toBe(status);
    expect(run.stderr).toContain(message);
  });
});
