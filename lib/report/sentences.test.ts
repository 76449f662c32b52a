import { describe, expect, test } from "vitest";
import { createFormatter } from "@/lib/format/formatter";
import { recommendationSentence } from "@/lib/report/value-words";
import { cumulativeCaption, headlineSentence, savingsCaption, utilizationSentence } from "./sentences";
import { computeTco, presets } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";

const preset = (slug: string): Scenario => structuredClone(presets.find((p) => p.slug === slug)!.scenario);
const usd = createFormatter("USD");

describe("cost per unit of work speaks first where it is set", () => {
  const epochs = preset("cost-per-epoch");
  const result = computeTco(epochs);
  // $320 of capex makes owning cheaper per epoch undiscounted but dearer in present value: the
  // words then say both.
  const upfront: Scenario = {
    ...epochs,
    onPrem: { ...epochs.onPrem, capex: { ...epochs.onPrem.capex, compute: 320 } },
  };

  test("the preset's totals and its epochs agree: the cloud bills the same work (issue 33)", () => {
    expect(result.recommendation).toBe("on-prem");
    expect(result.costPerUnit!.onPrem).toBeLessThan(result.costPerUnit!.cloud);
  });

  test("the headline says what an epoch costs on each", () => {
    expect(headlineSentence(epochs, result, "en-US")).toBe(
      "Enhanced host costs 9.4% less per epoch than Standard host (undiscounted): $0.0096 against $0.0106",
    );
  });

  test("the recommendation is the lowest NPV, which also costs least per epoch", () => {
    expect(recommendationSentence(epochs, result, usd)).toBe(
      "Lowest present cost for the same work (NPV at 8%, annual discounting): Enhanced host, which also costs least " +
        "per epoch (undiscounted).",
    );
  });

  test("the cumulative caption says one year and the same work", () => {
    expect(cumulativeCaption(epochs, result, "en-US")).toBe(
      "Enhanced host is cheapest over 1 year for the same work (undiscounted); Enhanced host is ahead from the start.",
    );
  });

  test("where discounting turns the answer, the words say both", () => {
    const r = computeTco(upfront);
    expect(headlineSentence(upfront, r, "en-US")).toBe(
      "Enhanced host costs 0.3% less per epoch than Standard host (undiscounted): $0.0106 against $0.0106; for the " +
        "same work, Standard host has the lowest NPV",
    );
    expect(recommendationSentence(upfront, r, usd)).toBe(
      "Lowest present cost for the same work (NPV at 8%, annual discounting): Standard host. Per epoch, Enhanced " +
        "host costs least (undiscounted).",
    );
    expect(cumulativeCaption(upfront, r, "en-US")).toBe(
      "Enhanced host is cheapest over 1 year for the same work (undiscounted); Enhanced host catches up in month " +
        "11.7. By NPV, Standard host is cheapest.",
    );
  });

  test("renting cheaper per unit is said the other way round", () => {
    const dear = { ...epochs, workload: { ...epochs.workload, unitsPerGpuHour: { onPrem: 28.3, cloud: 37.5 } } };
    expect(headlineSentence(dear, computeTco(dear), "en-US")).toBe(
      "Standard host costs 37.1% less per epoch than Enhanced host (undiscounted): $0.008 against $0.0127",
    );
  });

  test("without a unit, the headline is about totals, as before", () => {
    const noUnit: Scenario = { ...epochs, workload: { gpus: 1, gpuHoursPerDay: 24, growthPctPerYear: 0 } };
    const r = computeTco(noUnit);
    expect(headlineSentence(noUnit, r, "en-US")).toBe(
      "Enhanced host costs $526 more than Standard host over 1 year (undiscounted); Standard host has the lowest NPV",
    );
    expect(recommendationSentence(noUnit, r, usd)).toBe(
      "Lowest present cost (NPV at 8%, annual discounting): Standard host.",
    );
  });
});

describe("a scenario's own names for its options", () => {
  test("without labels the same scenario speaks of owning and renting", () => {
    const epochs = preset("cost-per-epoch");
    const plain: Scenario = {
      ...epochs,
      labels: undefined,
      onPrem: { ...epochs.onPrem, capex: { ...epochs.onPrem.capex, compute: 320 } },
    };
    const r = computeTco(plain);
    expect(headlineSentence(plain, r, "en-US")).toBe(
      "Owning costs 0.3% less per epoch than renting (undiscounted): $0.0106 against $0.0106; for the same work, " +
        "renting has the lowest NPV",
    );
    expect(recommendationSentence(plain, r, usd)).toBe(
      "Lowest present cost for the same work (NPV at 8%, annual discounting): Cloud. Per epoch, on-prem costs least (undiscounted).",
    );
  });

  test("with tax, an own name keeps its capitals inside the sentence", () => {
    const taxed: Scenario = { ...preset("cost-per-epoch"), tax: { ratePct: 21, depreciation: "straight-line" } };
    expect(headlineSentence(taxed, computeTco(taxed), "en-US")).toMatch(
      new RegExp(
        String.raw`^Before tax, Enhanced host costs 9\.4% less per epoch than Standard host .*\. ` +
          String.raw`After tax, Enhanced host saves \$\d+ \(undiscounted\)$`,
      ),
    );
  });

  test("only the options named change; the others keep their words", () => {
    const comma = { ...preset("comma-ai-datacenter"), labels: { hybrid: "Mixed fleet" } };
    const r = computeTco(comma);
    expect(headlineSentence(comma, r, "en-US")).toMatch(
      /^Owning saves \$35\.9M over 3 years \(undiscounted\); break-even in month 4\.4; Mixed fleet saves \$25M$/,
    );
    expect(savingsCaption(comma, r, "en-US")).toBe("Owning ends $35.9M ahead of renting (undiscounted).");
  });
});

describe("the hybrid's own saving", () => {
  // Hybrid preset: cloud $27,594,000, hybrid $12,104,300 over 3 years: the mix saves $15,489,700.
  test("the hybrid preset's headline says what the hybrid saves, besides owning outright", () => {
    const hybrid = preset("hybrid-three-tier");
    expect(headlineSentence(hybrid, computeTco(hybrid), "en-US")).toBe(
      "Owning saves $19.2M over 3 years (undiscounted); break-even in month 4.9; the hybrid saves $15.5M",
    );
  });

  test("a hybrid that is all one platform is no mix: nothing is added", () => {
    const comma = preset("comma-ai-datacenter");
    const allOwned = { ...comma, hybrid: { ...comma.hybrid, onPremPct: 100, cloudPct: 0, edgePct: 0 } };
    expect(headlineSentence(allOwned, computeTco(allOwned), "en-US")).not.toContain("hybrid");
  });
});

describe("captions handle zero, one and plural", () => {
  test("the comma.ai preset reads in years", () => {
    const comma = preset("comma-ai-datacenter");
    const r = computeTco(comma);
    expect(headlineSentence(comma, r, "en-US")).toMatch(
      /^Owning saves \$35\.\dM over 3 years \(undiscounted\); break-even in month 4\.\d; the hybrid saves \$25M$/,
    );
    expect(cumulativeCaption(comma, r, "en-US")).toMatch(
      /^Owning is cheapest over 3 years \(undiscounted\); owning catches up in month 4\.\d\.$/,
    );
  });

  test("a level result says so", () => {
    const comma = preset("comma-ai-datacenter");
    const r = computeTco(comma);
    expect(savingsCaption(comma, { ...r, savings: { ...r.savings, total: 0 } }, "en-US")).toBe(
      "Owning and renting end level (undiscounted).",
    );
  });

  test.each([
    [6.2, true, "On-prem is cheaper above 6.2 GPU-hours a day (in undiscounted totals)"],
    [6.2, false, "On-prem is cheaper below 6.2 GPU-hours a day (in undiscounted totals)"],
    [0, false, "The cloud is cheaper at every utilization above zero (in undiscounted totals)"],
    [0, true, "On-prem is cheaper at every utilization above zero (in undiscounted totals)"],
    [null, true, "On-prem is cheaper at every utilization from 0 to 24 hours a day (in undiscounted totals)"],
  ] as const)("a crossing at %s h (on-prem cheaper at 24 h: %s) reads %s", (at, onPremWins, text) => {
    expect(utilizationSentence(at, onPremWins, "en-US")).toBe(text);
  });

  test("the epoch preset's chart never says below 0 GPU-hours", () => {
    const epochs = preset("cost-per-epoch");
    const r = computeTco(epochs);
    expect(r.utilizationBreakEven).toBe(0);
    expect(utilizationSentence(r.utilizationBreakEven, false, "en-US")).not.toMatch(/below 0/);
  });
});
