import { describe, expect, test } from "vitest";
import { savingsChartWords } from "./text";

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
