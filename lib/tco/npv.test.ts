import { describe, expect, test } from "vitest";
import { npv } from "./npv";

const monthly100 = [0, ...Array<number>(12).fill(100)];

describe("npv", () => {
  test.each([
    ["annual: $100 a month for a year at 12% → 1,200 / 1.12", monthly100, 12, "annual", 1200 / 1.12],
    ["monthly: the same, each month / 1.12^(m/12)", monthly100, 12, "monthly", 1129.151598960105],
    ["month 0 is never discounted", [1000], 50, "annual", 1000],
    [
      "annual, 2 years at 10%: 500 + 1,200/1.1 + 1,200/1.21",
      [500, ...Array<number>(24).fill(100)],
      10,
      "annual",
      2582.6446280991736,
    ],
    ["monthly at 0% is the plain sum", [500, ...Array<number>(24).fill(100)], 0, "monthly", 2900],
    [
      "annual: a residual credit in the last month is discounted with its year",
      [0, ...Array<number>(11).fill(0), -110],
      10,
      "annual",
      -100,
    ],
    ["monthly: month 12 / 1.1", [0, ...Array<number>(11).fill(0), -110], 10, "monthly", -100],
    [
      "annual: months past the last full year are paid at the end of their year",
      [0, ...Array<number>(18).fill(100)],
      12,
      "annual",
      1200 / 1.12 + 600 / 1.12 ** 2,
    ],
  ] as const)("%s", (_name, flows, rate, discounting, expected) => {
    expect(npv(flows, rate, discounting)).toBeCloseTo(expected, 9);
  });
});
