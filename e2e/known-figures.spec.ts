import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

// Known figures, worked by hand from the presets' inputs (lib/tco/presets.ts) and fixed here, so
// a card or a PDF cell that shows another option's figure, or a wrong one, fails. Nothing below
// is read from the API: the page and the PDF are checked against these numbers, not each other.

interface Card {
  /** What the card shows. */
  shown: string;
  /** Its exact amount in the tooltip, for money cards. */
  exact?: string;
}

interface Known {
  slug: string;
  headline: RegExp;
  cards: Record<string, Card>;
  /** The PDF's figures table: row label, then the cells under Cloud, On-prem, Hybrid. */
  pdfRows: [string, string, string, string][];
  /** The PDF's stats under the table, in their order: label and value. */
  pdfStats: [string, string][];
}

const KNOWN: Known[] = [
  {
    // 600 GPUs × 720 h × $3 + 4 PB × $22.50 = $1,386,000 a month of cloud, 36 months = $49,896,000.
    // On-prem: $5M + 3 × $2,999,810 = $13,999,430. Hybrid: 540 core GPUs (0.9 of the capex) =
    // $4.5M + 3 × $6,803,829 = $24,911,487. Saved 49,896,000 − 13,999,430 = $35,896,570 (the story's
    // $35.8M), 71.9% of the cloud; ROI 35,896,570 ÷ 5M = 718%; break-even 5M ÷ (1,386,000 −
    // 2,999,810/12) = month 4.40. At 8%, annuity 2.5771: NPV cloud $42,862,277, on-prem $12,730,801,
    // hybrid $22,034,127, saving $30,131,476. IRR of −5M then 13,632,190 a year for 3 years: 267.1%.
    slug: "comma-ai-datacenter",
    headline: /^Owning saves \$35\.9M over 3 years.*break-even in month 4\.4\b/,
    cards: {
      "kpi-tco-cloud": { shown: "$49.9M", exact: "$49,896,000" },
      "kpi-tco-onPrem": { shown: "$14M", exact: "$13,999,430" },
      "kpi-tco-hybrid": { shown: "$24.9M", exact: "$24,911,487" },
      "kpi-savings": { shown: "$35.9M", exact: "$35,896,570" },
      // The card starts with the word, so it is capitalized (lib/report/words.ts); the PDF cell is not.
      "kpi-break-even": { shown: "Month 4.4" },
      "kpi-npv": { shown: "$30.1M", exact: "$30,131,476" },
      "kpi-irr": { shown: "267.1%" },
      "kpi-recommendation": { shown: "On-prem" },
      "kpi-roi": { shown: "718%" },
      "kpi-utilization-break-even": { shown: "5.5 h/day" },
      "kpi-npv-cloud": { shown: "$42.9M", exact: "$42,862,277" },
      "kpi-npv-onPrem": { shown: "$12.7M", exact: "$12,730,801" },
      "kpi-npv-hybrid": { shown: "$22M", exact: "$22,034,127" },
      // Each total over 36 × 432,000 = 15,552,000 demand hours
      "kpi-cost-per-hour-cloud": { shown: "$3.21" },
      "kpi-cost-per-hour-onPrem": { shown: "$0.90" },
      "kpi-cost-per-hour-hybrid": { shown: "$1.60" },
    },
    pdfRows: [
      ["Total cost over 3 years", "$49,896,000", "$13,999,430", "$24,911,487"],
      ["NPV of costs at 8% (annual)", "$42,862,277", "$12,730,801", "$22,034,127"],
      // Hybrid: 49,896,000 − 24,911,487 = 24,984,513, 50.1% of the cloud
      ["Saving against cloud (undiscounted)", "—", "$35,896,570", "$24,984,513"],
      ["Saving, % of cloud total", "—", "71.9%", "50.1%"],
      // Hybrid: 4.5M ÷ (1,386,000 − 6,803,829/12) = month 5.49
      ["Break-even against cloud", "—", "month 4.4", "month 5.5"],
      ["Cost per busy GPU-hour", "$3.21", "$0.90", "$1.60"],
    ],
    // Utilization break-even: the cloud costs 600 × h × 30 × 36 × $3 + 36 × $90,000 against on-prem's
    // fixed $13,999,430 → h = (13,999,430 − 3,240,000) ÷ 1,944,000 = 5.53 h a day.
    pdfStats: [
      ["IRR of owning", "267.1%"],
      ["ROI of owning", "717.9%"],
      ["Utilization break-even", "5.5 h/day"],
      ["Recommendation", "On-prem"],
    ],
  },
  {
    // 8 GPUs × 720 h × $3 = $17,280 a month of cloud, $622,080 over 3 years. On-prem: $198,636 +
    // power 8 × 0.7 kW × 24 h × 30 days × PUE 1.4 × $0.10 = $564.48 a month → $218,957.28. Break-even
    // 198,636 ÷ (17,280 − 564.48) = month 11.88 (the article's ~8,556 hours). Hybrid: all 8 GPUs are
    // core (ceil(8 × 24 × 0.75 ÷ 20) = 8), busy 18 h a day: power 8 × (0.7 × 18 + 0.1 × 6) kWh × 30 × 1.4
    // × $0.10 = $443.52, burst 1,152 h × $3 = $3,456, edge 288 h × $3 = $864 → $4,763.52 a month,
    // $370,122.72 in all; its break-even 198,636 ÷ (17,280 − 4,763.52) = month 15.87.
    // Saved $403,122.72 (64.8%); ROI 403,122.72 ÷ 198,636 = 202.9%. NPV at 8% (annuity 2.5771): cloud
    // $534,387, on-prem $216,093, hybrid $345,949, saving $318,294. IRR: 85.0%.
    slug: "h100-server",
    headline: /^Owning saves \$403K over 3 years.*break-even in month 11\.9\b/,
    cards: {
      "kpi-tco-cloud": { shown: "$622K", exact: "$622,080" },
      "kpi-tco-onPrem": { shown: "$219K", exact: "$218,957" },
      "kpi-tco-hybrid": { shown: "$370K", exact: "$370,123" },
      "kpi-savings": { shown: "$403K", exact: "$403,123" },
      "kpi-break-even": { shown: "Month 11.9" },
      "kpi-npv": { shown: "$318K", exact: "$318,294" },
      "kpi-irr": { shown: "85%" },
      "kpi-recommendation": { shown: "On-prem" },
      "kpi-roi": { shown: "203%" },
      "kpi-utilization-break-even": { shown: "8 h/day" },
      "kpi-npv-cloud": { shown: "$534K", exact: "$534,387" },
      "kpi-npv-onPrem": { shown: "$216K", exact: "$216,093" },
      "kpi-npv-hybrid": { shown: "$346K", exact: "$345,949" },
      // Each total over 36 × 5,760 = 207,360 demand hours
      "kpi-cost-per-hour-cloud": { shown: "$3.00" },
      "kpi-cost-per-hour-onPrem": { shown: "$1.06" },
      "kpi-cost-per-hour-hybrid": { shown: "$1.78" },
    },
    pdfRows: [
      ["Total cost over 3 years", "$622,080", "$218,957", "$370,123"],
      ["NPV of costs at 8% (annual)", "$534,387", "$216,093", "$345,949"],
      // Hybrid: 622,080 − 370,122.72 = 251,957.28, 40.5% of the cloud
      ["Saving against cloud (undiscounted)", "—", "$403,123", "$251,957"],
      ["Saving, % of cloud total", "—", "64.8%", "40.5%"],
      ["Break-even against cloud", "—", "month 11.9", "month 15.9"],
      ["Cost per busy GPU-hour", "$3.00", "$1.06", "$1.78"],
    ],
    // Utilization break-even: cloud 8 × h × 30 × 36 × $3 = 25,920h against 198,636 + 36 × 8 × 30 ×
    // (0.7h + 0.1(24 − h)) × 1.4 × $0.10 = 201,539.04 + 725.76h → h = 8.00 h a day.
    pdfStats: [
      ["IRR of owning", "85%"],
      ["ROI of owning", "202.9%"],
      ["Utilization break-even", "8 h/day"],
      ["Recommendation", "On-prem"],
    ],
  },
];

/** The cells of the PDF table row whose label is `label`, as pdftotext's layout mode lines them up. */
function pdfRow(layout: string, label: string): string[] | undefined {
  const line = layout.split("\n").find((l) => l.trimStart().startsWith(`${label}  `));
  return line
    ?.trimStart()
    .slice(label.length)
    .trim()
    .split(/\s{2,}/);
}

/** The stats under the table: a line of labels, then a line of values in the same columns. */
function pdfStats(layout: string): [string, string][] {
  const lines = layout.split("\n");
  const at = lines.findIndex((l) => l.trimStart().startsWith("IRR of owning  "));
  if (at < 0) return [];
  const cells = (line: string | undefined) => (line ?? "").trim().split(/\s{2,}/);
  const values = cells(lines[at + 1]);
  return cells(lines[at]).map((label, i) => [label, values[i] ?? ""]);
}

async function expectCard(page: Page, testId: string, card: Card) {
  const element = page.getByTestId(testId);
  await expect(element.getByText(card.shown, { exact: true }), `${testId} shows ${card.shown}`).toBeVisible();
  if (card.exact) await expect(element.locator("[title]"), `${testId} exact`).toHaveAttribute("title", card.exact);
}

for (const known of KNOWN) {
  test(`${known.slug}: the KPI cards and the PDF's table show the hand-worked figures, each under its option`, async ({
    page,
    request,
  }) => {
    // Sixteen cards and a PDF render on a shared two-core machine.
    test.slow();
    const id = await createFromPreset(request, known.slug, unique(`Known ${known.slug}`));
    await page.goto(`/scenarios/${id}`);
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    await expect(page.getByTestId("headline")).toHaveText(known.headline);
    for (const [testId, card] of Object.entries(known.cards)) await expectCard(page, testId, card);

    const response = await request.get(`/api/scenarios/${id}/summary.pdf`);
    expect(response.status()).toBe(200);
    const path = test.info().outputPath(`${known.slug}.pdf`);
    writeFileSync(path, await response.body());
    const layout = execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
    for (const [label, ...cells] of known.pdfRows) expect(pdfRow(layout, label), `PDF row "${label}"`).toEqual(cells);
    expect(pdfStats(layout), "PDF stats").toEqual(known.pdfStats);
  });
}
