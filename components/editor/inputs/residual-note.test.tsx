import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { ResidualNote } from "./residual-note";

const base = presets[0]!.scenario;
// What a catalog pick leaves: a 5-year server in a 4-year horizon, residual credit off.
const picked = {
  ...base,
  horizonYears: 4,
  onPrem: {
    ...base.onPrem,
    lifetimeYears: 5,
    creditResidualValue: false,
    capex: { ...base.onPrem.capex, compute: 3_306_000, storage: 0, network: 0 },
  },
} as Scenario;
const note = (s: Scenario | null) =>
  renderToStaticMarkup(<ResidualNote scenario={s} locale="en-US" setField={() => {}} />);

test("the book value a shorter horizon leaves out is said beside the switch, with the credit offered", () => {
  const html = note(picked);
  expect(html).toContain("$661,200 of book value");
  expect(html).toContain("Credit the residual value");
});

test("nothing when the credit is on, nothing is left, or the draft is invalid", () => {
  expect(note({ ...picked, onPrem: { ...picked.onPrem, creditResidualValue: true } })).toBe("");
  expect(note({ ...picked, horizonYears: 5 })).toBe("");
  // The editor passes null while the draft doesn't parse.
  expect(note(null)).toBe("");
});
