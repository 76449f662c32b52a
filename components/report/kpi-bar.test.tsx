import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { computeTco } from "@/lib/tco/compute";
import { presets } from "@/lib/tco/presets";
import { KpiDetails } from "./kpi-bar";

test("cost per GPU-hour is labelled per busy GPU-hour (TCO ÷ the hours of work, not the list price less a discount)", () => {
  const scenario = presets[0]!.scenario;
  const html = renderToStaticMarkup(
    <KpiDetails scenario={scenario} result={computeTco(scenario, { sensitivity: false })} locale="en-US" />,
  );
  expect(html).toContain("Per busy GPU-hour, Cloud");
  expect(html).not.toMatch(/>Per GPU-hour,/);
});
