import { describe, expect, test } from "vitest";
import type { CompareRow } from "./rows";
import { differenceText, resultText, savingsChartWords } from "./text";

const hosts = { cloud: "Standard host", onPrem: "Enhanced host" };

describe("the comparison's savings chart words", () => {
  test.each([
    [
      [undefined, undefined],
      "Cumulative savings of owning (undiscounted)",
      "Above the zero line, owning is ahead of renting in that scenario.",
    ],
    [
      [hosts, { ...hosts }],
      "Cumulative savings of Enhanced host against Standard host (undiscounted)",
      "Above the zero line, Enhanced host is ahead of Standard host in that scenario.",
    ],
    [
      [hosts, undefined],
      "Cumulative savings of each scenario's on-prem option against its cloud option (undiscounted)",
      "Above the zero line, the on-prem option (Enhanced host against Standard host; owning) is ahead in that scenario.",
    ],
  ])("%j", (labels, title, subtitle) => {
    expect(savingsChartWords(labels)).toEqual({ title, subtitle });
  });
});

describe("carbon cells", () => {
  const kwh: CompareRow = { key: "kwh.onPrem", label: "", kind: "kwh", better: "lower", values: [], best: null };
  const tonnes: CompareRow = { ...kwh, key: "tonnes.onPrem", kind: "tonnes" };
  test.each([
    [kwh, 26_372_505.6, "26,372,506"],
    [tonnes, 10_549.0002, "10,549 t"],
    [tonnes, 2.7, "2.7 t"],
    [tonnes, null, "n/a"],
  ])("%#: %s", (row, value, text) => {
    expect(resultText(row, value, "USD", "en-US")).toBe(text);
  });

  test("differences keep their unit", () => {
    expect(differenceText(tonnes, 9_419, 10_549, "USD", "en-US")).toBe("−1,130 t");
    expect(differenceText(kwh, 31_395_840, 26_372_506, "USD", "en-US")).toBe("+5,023,334");
  });
});
