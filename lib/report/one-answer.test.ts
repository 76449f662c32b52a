import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createFormatter } from "@/lib/format/formatter";
import { recommendationSentence } from "@/lib/report/value-words";
import { cumulativeCaption, headlineSentence, savingsCaption, utilizationSentence } from "./sentences";
import { optionActor, optionKey } from "./words";
import { computeTco, presets } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";

const comma = presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario;

/** The comma.ai preset at another discount rate, cloud price, use and hybrid split. */
function variant(
  discountRatePct: number,
  pricePerGpuHour: number,
  gpuHoursPerDay: number,
  onPremPct: number,
): Scenario {
  return {
    ...comma,
    workload: { ...comma.workload, gpuHoursPerDay },
    assumptions: { ...comma.assumptions, discountRatePct },
    cloud: { ...comma.cloud, pricePerGpuHour },
    hybrid: { ...comma.hybrid, onPremPct, cloudPct: 100 - onPremPct, edgePct: 0 },
  };
}

// Every claim of "cheaper", "cheapest", "saves", "costs less/more", "ahead", "behind", "level".
const CLAIM = /cheap|saves|costs? (least|less|more|the same)|ahead|behind|level/i;

/** Every sentence a reader meets about which option wins: headline, captions, the PDF's recommendation. */
function sentences(s: Scenario, r: TcoResult): string[] {
  const all = [
    headlineSentence(s, r, "en-US"),
    cumulativeCaption(s, r, "en-US"),
    savingsCaption(s, r, "en-US"),
    utilizationSentence(r.utilizationBreakEven, r.totals.onPrem < r.totals.cloud, "en-US"),
    recommendationSentence(s, r, createFormatter(s.currency)),
  ];
  return all.flatMap((text) => text.split(/(?<=\.) /));
}

/** The checks: each claim names its measure, and whatever a sentence says has the lowest NPV is the recommendation. */
function agrees(s: Scenario, r: TcoResult) {
  for (const sentence of sentences(s, r)) {
    if (CLAIM.test(sentence)) expect(sentence, sentence).toMatch(/undiscounted|NPV/);
    for (const m of sentence.matchAll(
      /(owning|renting|the hybrid) has the lowest NPV|By NPV, (owning|renting|the hybrid) is cheapest/g,
    )) {
      expect(m[1] ?? m[2], sentence).toBe(optionActor(r.recommendation));
    }
  }
  // Where the undiscounted winner is not the recommendation, the headline and the cost chart's caption say which has the lowest NPV.
  const byTotal = (["cloud", "onPrem", "hybrid"] as const).reduce((a, b) => (r.totals[b] < r.totals[a] ? b : a));
  if (byTotal !== optionKey(r.recommendation))
    expect(cumulativeCaption(s, r, "en-US")).toContain(`By NPV, ${optionActor(r.recommendation)} is cheapest`);
  const headlineWinner = r.savings.total > 0 ? "onPrem" : null;
  if (headlineWinner !== optionKey(r.recommendation))
    expect(headlineSentence(s, r, "en-US")).toContain(`${optionActor(r.recommendation)} has the lowest NPV`);
}

describe("one answer to which option is cheapest", () => {
  test.each([
    // Hybrid lowest in total ($8.09M), cloud lowest in NPV ($4.56M) at 50%: the two answers on one screen.
    {
      name: "hybrid by total, cloud by NPV",
      s: variant(50, 1, 10, 60),
      headline: "Owning costs $4.28M more than renting over 3 years (undiscounted); renting has the lowest NPV",
      caption: /^The hybrid is cheapest over 3 years \(undiscounted\); .*\. By NPV, renting is cheapest\.$/,
    },
    // Owning lowest in total, the hybrid lowest in NPV.
    {
      name: "owning by total, hybrid by NPV",
      s: variant(20, 2, 14, 60),
      headline: /^Owning saves \$7\.38M over 3 years \(undiscounted\);.*; the hybrid has the lowest NPV$/,
      caption: /^Owning is cheapest over 3 years \(undiscounted\); .*\. By NPV, the hybrid is cheapest\.$/,
    },
    {
      name: "the preset: owning both ways",
      s: comma,
      headline:
        /^Owning saves \$35\.9M over 3 years \(undiscounted\); break-even in month 4\.4; the hybrid saves \$25M$/,
      caption: /^Owning is cheapest over 3 years \(undiscounted\); owning catches up in month 4\.4\.$/,
    },
  ])("$name", ({ s, headline, caption }) => {
    const r = computeTco(s);
    if (typeof headline === "string") expect(headlineSentence(s, r, "en-US")).toBe(headline);
    else expect(headlineSentence(s, r, "en-US")).toMatch(headline);
    expect(cumulativeCaption(s, r, "en-US")).toMatch(caption);
    agrees(s, r);
  });

  test("with tax, the after-tax half names its measure and its lowest NPV too", () => {
    const s = { ...variant(50, 1, 10, 60), tax: { ratePct: 21, depreciation: "macrs-5" as const } };
    const r = computeTco(s);
    const after = headlineSentence(s, r, "en-US").split(". After tax, ")[1]!;
    expect(after).toMatch(/\(undiscounted\)/);
    if (r.afterTax!.recommendation !== "on-prem")
      expect(after).toContain(`${optionActor(r.afterTax!.recommendation)} has the lowest NPV`);
  });

  test("property: every sentence names its measure and agrees with the recommendation", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.double({ min: 0.3, max: 4, noNaN: true }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 100 }),
        (rate, price, hours, onPremPct) => {
          const s = variant(rate, Math.round(price * 100) / 100, hours, onPremPct);
          agrees(s, computeTco(s));
        },
      ),
      { numRuns: 150 },
    );
  });
});
