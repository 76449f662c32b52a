import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { computeTco } from "@/lib/tco/compute";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { KpiBar, KpiDetails } from "./kpi-bar";

test("cost per GPU-hour is labelled per busy GPU-hour (TCO ÷ the hours of work, not the list price less a discount)", () => {
  const scenario = presets[0]!.scenario;
  const html = renderToStaticMarkup(
    <KpiDetails scenario={scenario} result={computeTco(scenario, { sensitivity: false })} locale="en-US" />,
  );
  expect(html).toContain("Per busy GPU-hour, Cloud");
  expect(html).not.toMatch(/>Per GPU-hour,/);
});

test("a scenario with no hardware says so instead of 'Hardware paid in cash'", () => {
  const base = presets[0]!.scenario;
  const scenario = {
    ...base,
    onPrem: { ...base.onPrem, capex: { compute: 0, storage: 0, network: 0, facility: 0 } },
  } as Scenario;
  const html = renderToStaticMarkup(
    <KpiBar scenario={scenario} result={computeTco(scenario, { sensitivity: false })} locale="en-US" />,
  );
  expect(html).toContain("No hardware to pay for.");
  expect(html).not.toContain("Hardware paid in cash");
});
