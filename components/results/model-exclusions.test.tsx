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
