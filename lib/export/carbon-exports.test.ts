import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { scenarioSchema } from "@/lib/scenarios/schema";
import { tempFile } from "@/scripts/test-support/export";
import { scenario as patched } from "@/scripts/test-support/tco";
import { parseScenarioFile, scenarioJson } from "./json";
import { renderSummaryPdf } from "./pdf";

// Worked check 6's fleet (1,024 GPUs at 700 W, 16.8 busy hours a day, PUE 1.2, 5 years of 730-hour
// months), the cloud at 1 kWh a busy GPU-hour on a 0.3 kg/kWh grid, $100 a tonne.
function check6(pricePerTonne = 100): Scenario {
  return scenarioSchema.parse(
    patched({
      name: "Carbon fleet",
      horizonYears: 5,
      assumptions: { hoursPerMonth: 730 },
      workload: { gpus: 1024, gpuHoursPerDay: 16.8 },
      onPrem: { opex: { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 } } },
      carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 1, pricePerTonne },
    }),
  );
}

async function pdfText(scenario: Scenario): Promise<string> {
  const result = computeTco(scenario);
  const file = tempFile(
    "carbon.pdf",
    await renderSummaryPdf({ scenario, result, version: 1, generatedAt: new Date("2026-12-01T00:00:00Z") }),
  );
  return spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;
}

describe("exports with energy and carbon", () => {
  test(
    "PDF: an energy and carbon section with kWh, tonnes, kg per GPU-hour and the carbon cost per option, read back " +
      "with poppler",
    async () => {
      const layout = await pdfText(check6());
      const text = layout.replace(/\s+/g, " ");
      expect(text).toContain("Energy and carbon");
      // cloud 31,395,840 kWh; on-prem 26,372,506 kWh (worked check 6); the hybrid here is all cloud
      expect(layout).toMatch(/Energy, kWh\s+31,395,840\s+26,372,506\s+31,395,840/);
      expect(layout).toMatch(/Emissions, t CO2e\s+9,419 t\s+10,549 t\s+9,419 t/);
      expect(layout).toMatch(/kg CO2e per busy GPU-hour\s+0\.3\s+0\.336\s+0\.3/);
      expect(layout).toMatch(/Carbon cost at \$100 a tonne\s+\$941,875\s+\$1,054,900\s+\$941,875/);
      expect(text).toContain(
        "Cloud emits less: 9,419 t CO2e over 5 years against 10,549 t for on-prem (1,130 t less).",
      );
      expect(text).toContain("By month 60: cloud 9,419 t CO2e, hybrid 9,419 t, on-prem 10,549 t.");
      expect(text).toContain("Month 60");
    },
  );

  test("PDF without a price: no carbon cost row, the sentence says none is charged", async () => {
    const text = (await pdfText(check6(0))).replace(/\s+/g, " ");
    expect(text).toContain("Energy and carbon");
    expect(text).toContain("No carbon price is charged.");
    expect(text).not.toContain("Carbon cost at");
  });

  test("PDF without carbon: no energy and carbon section", async () => {
    const text = (await pdfText({ ...check6(), carbon: undefined })).replace(/\s+/g, " ");
    expect(text).not.toContain("Energy and carbon");
    expect(text).not.toContain("t CO2e");
  });

  test("JSON: a scenario with carbon exported and imported back is the same scenario, with the same result", () => {
    const scenario = check6();
    const parsed = parseScenarioFile(scenarioJson(scenario));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.scenario).toEqual(scenario);
    expect(parsed.scenario.carbon).toEqual({
      onPremKgPerKwh: 0.4,
      cloudKgPerKwh: 0.3,
      cloudKwhPerGpuHour: 1,
      pricePerTonne: 100,
    });
    const options = { sensitivity: false } as const;
    expect(computeTco(parsed.scenario, options)).toEqual(computeTco(scenario, options));
    // and a second trip changes nothing
    expect(scenarioJson(parsed.scenario, { exportedAt: new Date(0) })).toBe(
      scenarioJson(scenario, { exportedAt: new Date(0) }),
    );
  });

  test("JSON: an imported carbon value out of range is refused naming the field", () => {
    const file = JSON.parse(scenarioJson(check6()));
    file.scenario.carbon.cloudKgPerKwh = 3;
    const parsed = parseScenarioFile(JSON.stringify(file));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.map((e) => e.path)).toContain("scenario.carbon.cloudKgPerKwh");
  });
});
