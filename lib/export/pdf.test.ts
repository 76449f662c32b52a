import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { MODEL_EXCLUSIONS } from "@/lib/report/exclusions";
import { pdfFileName, renderSummaryPdf, type SummaryPdfInput } from "./pdf";
import { articleCheck, HOSTILE_NAME, preset, tempFile } from "@/scripts/test-support/export";

const generatedAt = new Date("2026-11-29T14:05:00Z");

async function render(scenario: Scenario, extra: Partial<SummaryPdfInput> = {}) {
  const result = computeTco(scenario);
  const pdf = await renderSummaryPdf({ scenario, result, version: 3, generatedAt, ...extra });
  const file = tempFile("summary.pdf", pdf);
  const run = (tool: string, args: string[]) => {
    const out = spawnSync(tool, args, { encoding: "utf8" });
    expect(out.status, out.stderr).toBe(0);
    return out.stdout;
  };
  const pages = Number(/^Pages:\s+(\d+)/m.exec(run("pdfinfo", [file]))?.[1]);
  return {
    pdf,
    file,
    result,
    pages,
    layout: run("pdftotext", ["-layout", file, "-"]),
    // Reading order with whitespace collapsed: wrapped sentences come back whole.
    prose: run("pdftotext", [file, "-"]).replace(/\s+/g, " "),
  };
}

// Formatted independently of lib/export and lib/format, so a formatting slip there shows up here.
const usd = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);
const oneDecimal = (value: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(value);

describe("renderSummaryPdf", () => {
  // Issue 33: a bill's scenario prices its owned side from the catalog and placeholders.
  test("a scenario whose on-prem side is to review says so by every on-prem figure; confirmed, it does not", async () => {
    const scenario = preset("comma-ai-datacenter");
    const marked = await render({ ...scenario, review: { onPrem: true } });
    expect(marked.prose).toContain("On-prem figures are TO REVIEW: the owned side was priced from the catalog");
    expect(marked.layout).toMatch(/On-prem \(to\s+review\)/);
    expect(marked.layout).toMatch(/Hybrid \(to\s+review\)/);
    expect(marked.prose.match(/TO REVIEW: /g)?.length).toBe(1 + 4);
    const plain = await render(scenario);
    expect(plain.prose).not.toMatch(/to review/i);
    // The mark changes no figure.
    expect(marked.result).toEqual(plain.result);
  });

  test("the comma.ai preset: a 1–3 page PDF whose figures read back exactly", async () => {
    const { pdf, pages, layout, prose, result } = await render(preset("comma-ai-datacenter"), {
      sharedAt: new Date("2026-12-01T09:00:00Z"),
    });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);

    expect(layout).toContain("comma.ai-style datacenter (600 GPUs)");
    expect(layout).toContain("Generated Nov 29, 2026, 2:05 PM UTC");
    expect(layout).toContain("Prices as of Jan 1, 2026");
    expect(layout).toContain("Currency USD");
    expect(layout).toContain("Version 3");
    expect(layout).toContain("Shared Dec 1, 2026");
    for (const total of [result.totals.cloud, result.totals.onPrem, result.totals.hybrid])
      expect(layout).toContain(usd(total));
    for (const npv of [result.npv.cloud, result.npv.onPrem, result.npv.hybrid]) expect(layout).toContain(usd(npv));
    expect(layout).toContain(usd(result.savings.total));
    const month = `month ${oneDecimal(result.breakEvenMonth!)}`;
    expect(layout).toContain(month);
    expect(layout).toContain(`${oneDecimal(result.savings.pct!)}%`);
    expect(layout).toMatch(/Recommendation\s[\s\S]*On-prem/);
    expect(prose).toContain(
      `Owning saves $${oneDecimal(result.savings.total / 1e6)}M over 3 years (undiscounted); break-even in ${month}`,
    );

    expect(prose).toContain("What the model leaves out");
    for (const exclusion of MODEL_EXCLUSIONS) {
      expect(prose).toContain(exclusion.title);
      expect(prose).toContain(exclusion.detail);
    }
    expect(prose).toContain("75 machines × 8 GPUs = 600 GPUs");
    expect(layout).toMatch(/Page 1 of \d/);
  });

  test("the article's comma.ai check: headline, ROI and break-even as the contract states them", async () => {
    const { prose, layout } = await render(articleCheck());
    expect(prose).toContain("Owning saves $35.8M over 3 years (undiscounted); break-even in month 4.4");
    expect(layout).toContain("$49,800,000");
    expect(layout).toContain("$14,000,000");
    expect(layout).toContain("$35,800,000");
    expect(layout).toContain("716%");
    expect(layout).toContain("month 4.4");
  });

  test("a saving that is negative reads as a cost, in words", async () => {
    const epochs = preset("cost-per-epoch");
    const { prose } = await render({ ...epochs, workload: { gpus: 1, gpuHoursPerDay: 24, growthPctPerYear: 0 } });
    expect(prose).toMatch(/Enhanced host costs \$\d[\d,.]*K? more than Standard host over 1 year/);
    expect(prose).toContain("costs");
    expect(prose).not.toMatch(/saves -/);
  });

  test("where cost per unit is set, the headline and the recommendation speak per unit", async () => {
    const { prose } = await render(preset("cost-per-epoch"));
    expect(prose).toContain(
      "Enhanced host costs 9.4% less per epoch than Standard host (undiscounted): $0.0096 against $0.0106",
    );
    expect(prose).toContain(
      "Lowest present cost for the same work (NPV at 8%, annual discounting): Enhanced host, which also costs least " +
        "per epoch (undiscounted).",
    );
    // The tables and the chart's legend name the options as the scenario does.
    expect(prose).toMatch(/Standard host\s+Enhanced host\s+Hybrid/);
    expect(prose).not.toMatch(/Cloud\s+On-prem\s+Hybrid/);
    expect(prose).toContain("What moves the saving of Enhanced host against Standard host");
    expect(prose).toContain("IRR of Enhanced host");
    expect(prose).toContain("Saving of Enhanced host against Standard host");
    expect(prose).not.toContain("the cloud is cheaper");
  });

  test("the nine-factor checklist is printed with the answers given", async () => {
    const { prose, layout } = await render(preset("comma-ai-datacenter"), {
      checklist: { load: "on-prem", team: "cloud", regions: "on-prem" },
    });
    expect(prose).toContain("Decision checklist");
    expect(prose).toContain("2 toward owning, 1 toward renting, 6 factors not answered.");
    const line = (factor: string) => layout.split("\n").find((l) => l.includes(factor)) ?? "";
    expect(line("High, predictable load")).toMatch(/Variable or spiky load\s+Owning$/);
    expect(line("A strong infra team")).toMatch(/A small team with no infra specialists\s+Renting$/);
    expect(line("One region is enough")).toMatch(/Needs several regions\s+Owning$/);
    expect(line("ML is the core business")).toMatch(/Not answered$/);
    expect(layout.match(/Not answered/g)).toHaveLength(6);
  });

  test("numbers and dates follow the locale, with separators Helvetica can draw", async () => {
    const scenario = preset("idle-workstations");
    const { layout, result } = await render(scenario, { locale: "fr-FR" });
    // French groups thousands with U+202F, which Helvetica lacks; the PDF uses a no-break space.
    const total = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 })
      .format(result.totals.cloud)
      .replace(/[\u202F\u00A0]/g, " ");
    expect(layout.replace(/\u00A0/g, " ")).toContain(total);
    expect(layout).toContain("29 nov. 2026");
  });

  test("a hostile name and description render as literal text, without crashing", async () => {
    const base = preset("comma-ai-datacenter");
    const scenario: Scenario = {
      ...base,
      name: HOSTILE_NAME,
      description: `${HOSTILE_NAME}\nSecond line with "quotes", commas, & ampersands; emoji 👩‍👩‍👧 and RTL ‏שלום‏.`,
      workload: { ...base.workload, unitName: "<b>epoch</b> 🧪", unitsPerGpuHour: { onPrem: 2, cloud: 1 } },
    };
    const { layout, prose, pages } = await render(scenario);
    expect(pages).toBeLessThanOrEqual(3);
    expect(layout).toContain(`<script>alert(1)</script> "Q4" plan, 'draft'`);
    expect(prose).toContain(`Second line with "quotes", commas, & ampersands;`);
    expect(layout).toContain("Cost per <b>epoch</b> ?");
    // Characters Helvetica cannot draw come out as "?", never as other letters.
    expect(layout).toContain("'draft' ? ????? ???????");
  });

  // Issue 33: the editor warns about old prices; the PDF in a board pack must too.
  test("prices more than six months old on the report's day are named in the PDF; fresh ones are not", async () => {
    const comma = preset("comma-ai-datacenter");
    const old = await render({ ...comma, pricesAsOf: "2025-01-01" });
    expect(old.prose).toContain(
      "The prices typed here are as of Jan 1, 2025, 1 year and 10 months before this report: check them before deciding.",
    );
    const fresh = await render({ ...comma, pricesAsOf: "2026-11-01" });
    expect(fresh.prose).not.toContain("months old");
  });

  test("a 10-year scenario with every cost line, a 120-character name and a 2,000-character description fits in 3 pages", async () => {
    const base = preset("comma-ai-hidden-costs");
    const scenario: Scenario = {
      ...base,
      name: "A very long scenario name that goes on and on about a datacenter in a far away region "
        .repeat(2)
        .slice(0, 120),
      description: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. "
        .repeat(25)
        .slice(0, 2000),
      horizonYears: 10,
      workload: {
        ...base.workload,
        growthPctPerYear: 20,
        unitName: "epoch",
        unitsPerGpuHour: { onPrem: 30, cloud: 28 },
      },
      onPrem: {
        ...base.onPrem,
        creditResidualValue: true,
        opex: {
          ...base.onPrem.opex,
          power: { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pue: 1.3, pricePerKwh: 0.1 },
          softwareAnnual: 50_000,
          otherAnnual: 25_000,
          variableCostPerGpuHour: 0.05,
        },
      },
      cloud: { ...base.cloud, egressTbPerMonth: 10, egressPricePerTb: 50, supportPct: 3, otherMonthly: 1000 },
      transition: { migrationCost: 250_000, dualRunMonths: 3 },
    };
    const { pages, layout } = await render(scenario);
    expect(pages).toBeLessThanOrEqual(3);
    expect(layout).toContain("Year 10");
  });

  test("names in any script the fonts cover read back from the PDF as typed, in the title, the prose and the tables", async () => {
    const base = preset("comma-ai-datacenter");
    const name = "Zürich, Łódź, 東京 – Ελλάδα, Москва";
    const scenario: Scenario = {
      ...base,
      name,
      description: "Racks in Kraków and 大阪, priced in Tiếng Việt.",
      workload: { ...base.workload, unitName: "エポック", unitsPerGpuHour: { onPrem: 2, cloud: 1 } },
    };
    const { layout, prose, file } = await render(scenario);
    expect(layout).toContain(name);
    expect(prose).toContain("Racks in Kraków and 大阪, priced in Tiếng Việt.");
    expect(layout).toContain("Cost per エポック");
    expect(layout).not.toMatch(/Z\?rich|\?\?d\?|\?\? –/);
    // The fallback fonts are embedded, as subsets of the glyphs used.
    const fonts = spawnSync("pdffonts", [file], { encoding: "utf8" }).stdout;
    expect(fonts).toMatch(/\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+NotoSansJP-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  test("page 1 rasterises (poppler draws every vector path and glyph)", async () => {
    const { file } = await render(preset("hybrid-three-tier"));
    const out = spawnSync("pdftoppm", ["-png", "-r", "30", "-f", "1", "-l", "1", file, `${file}-page`], {
      encoding: "utf8",
    });
    expect(out.status, out.stderr).toBe(0);
    expect(out.stderr).toBe("");
    expect(existsSync(`${file}-page-1.png`)).toBe(true);
  });
});

describe("pdfFileName", () => {
  test("a safe ASCII name with a summary suffix", () => {
    expect(pdfFileName("comma.ai-style datacenter")).toBe("comma-ai-style-datacenter-summary.pdf");
    expect(pdfFileName(HOSTILE_NAME)).toBe("script-alert-1-script-q4-plan-draft-summary.pdf");
    expect(pdfFileName("🚀")).toBe("scenario-summary.pdf");
  });
});

describe("how it is paid and how much to own", () => {
  test("a cash scenario says so, with the right-sizing sentence", async () => {
    const scenario = preset("hybrid-three-tier");
    const { prose, result } = await render(scenario);
    expect(prose).toContain("How it is paid and how much to own");
    expect(prose).toContain("Hardware paid in cash.");
    const best = result.rightSizing!.best;
    expect(prose).toContain(`Own ${best.coreGpus} GPUs and rent the rest: NPV $`);
    expect(prose).toContain("GPUs owned");
  });

  test.each([
    [
      { kind: "loan", ratePct: 8, downPaymentPct: 20, termMonths: 36 } as const,
      "Hardware on a 36-month loan at 8% APR, 20% down.",
      "Total interest",
    ],
    [
      { kind: "lease", monthlyRatePct: 3, termMonths: 24 } as const,
      "Hardware on a 24-month operating lease at 3% of its cost a month.",
      "Paid beyond the hardware's cost",
    ],
  ])("%j: the terms, the payment and what it costs beyond the hardware", async (financing, phrase, cost) => {
    const scenario = { ...preset("h100-server"), financing };
    const { prose, result } = await render(scenario);
    expect(prose).toContain(phrase);
    expect(prose).toContain(cost);
    expect(prose).toContain(usd(result.financing!.interest));
    // IRR under financing is on the financed cash flows, not the cash price ROI keeps.
    if (result.irrPct !== null) expect(prose).toContain(`yearly, on the ${financing.kind}'s cash flows`);
    expect(prose).toContain("saving / (capex + migration)");
  });
});
