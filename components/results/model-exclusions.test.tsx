import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import { ModelExclusions } from "./model-exclusions";

test("the prices' date is written as the app writes dates, and the formulas are a link to the model, not a file path", () => {
  const html = renderToStaticMarkup(
    <ModelExclusions scenario={{ ...presets[0]!.scenario, pricesAsOf: "2024-08-22" }} locale="en-US" />,
  );
  expect(html).toContain("Prices as of Aug 22, 2024.");
  expect(html).not.toContain("2024-08-22");
  expect(html).not.toContain("docs/model.md");
  expect(html).toMatch(/<a [^>]*href="\/model"/);
});

test("a scenario's own description comes with the word that its figures are not recomputed; none without one", () => {
  const preset = presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario;
  const leased = { ...preset, financing: { kind: "lease", monthlyRatePct: 3, termMonths: 36 } as const };
  const html = renderToStaticMarkup(<ModelExclusions scenario={leased} locale="en-US" />);
  expect(html).toContain("figures quoted in it are not recomputed when the inputs change");
  const bare = renderToStaticMarkup(<ModelExclusions scenario={{ ...preset, description: "" }} locale="en-US" />);
  expect(bare).not.toContain("not recomputed");
});
