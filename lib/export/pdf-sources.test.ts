import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import type { PriceSource, Scenario } from "@/lib/tco/types";
import { renderSummaryPdf } from "./pdf";
import { preset, tempFile } from "@/scripts/test-support/export";

async function prose(scenario: Scenario): Promise<string> {
  const pdf = await renderSummaryPdf({
    scenario,
    result: computeTco(scenario),
    version: 1,
    generatedAt: new Date("2026-12-01T09:00:00Z"),
  });
  const out = spawnSync("pdftotext", [tempFile("sources.pdf", pdf), "-"], { encoding: "utf8" });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout.replace(/\s+/g, " ");
}

const cloud: PriceSource = {
  field: "cloud.pricePerGpuHour",
  provider: "lambda",
  item: "8x NVIDIA H100 SXM (us)",
  gpu: "H100",
  kind: "on-demand",
  value: 3.99,
  filled: 3.99,
  currency: "USD",
  asOf: "2026-09-20",
  url: "https://github.com/api-evangelist/lambda-labs",
};
const server: PriceSource = {
  field: "onPrem.capex.compute",
  provider: "hardware",
  item: "NVIDIA DGX H100",
  gpu: "H100",
  kind: "list-price",
  value: 199_000,
  filled: 199_000,
  currency: "USD",
  asOf: "2026-12-01",
  dateBasis: "retrieved",
  url: "https://www.supercluster.blog/p/4-nvidia-dgx-h100-hardware",
};
const power: PriceSource = {
  field: "onPrem.opex.power.activeWattsPerGpu",
  provider: "hardware",
  item: "NVIDIA DGX H100",
  gpu: "H100",
  kind: "full-load-power",
  value: 10_200,
  filled: 1275,
  asOf: "2026-07-05",
  url: "https://www.servnetuk.com/research/ai-servers",
};

function picked(): Scenario {
  const s = preset("h100-server");
  return {
    ...s,
    pricesAsOf: "2026-07-05",
    cloud: { ...s.cloud, pricePerGpuHour: 3.99 },
    onPrem: {
      ...s.onPrem,
      capex: { ...s.onPrem.capex, compute: 199_000 },
      opex: { ...s.onPrem.opex, power: { ...s.onPrem.opex.power!, activeWattsPerGpu: 1275 } },
    },
    sources: [cloud, server, power],
  };
}

describe("the PDF's price sources", { timeout: 30_000 }, () => {
  test("names every picked figure's source, date and address", async () => {
    const text = await prose(picked());
    expect(text).toContain("Where the prices come from");
    expect(text).toContain(
      "List price per GPU-hour: $3.99 per GPU-hour from Lambda 8x NVIDIA H100 SXM (us), H100, on-demand, as of Sep 20, 2026",
    );
    expect(text).toContain(
      "Compute (servers and GPUs): $199,000 from NVIDIA DGX H100, H100, list price, read Dec 1, 2026 (the source states no date)",
    );
    expect(text).toContain(
      "Power per busy GPU: 10,200 W from NVIDIA DGX H100, H100, power at full load, as of Jul 5, 2026 (entered as 1,275)",
    );
    for (const url of [cloud.url, server.url, power.url]) expect(text).toContain(url);
  });

  test("a figure typed over after picking is reported as the user's, not the catalog's", async () => {
    const s = picked();
    const text = await prose({ ...s, cloud: { ...s.cloud, pricePerGpuHour: 2.5 } });
    expect(text).toContain("Typed over after picking: the scenario uses 2.5, not the catalog's 3.99.");
  });

  test("a scenario that picked nothing has no sources section", async () => {
    expect(await prose(preset("h100-server"))).not.toContain("Where the prices come from");
  });
});
