import { describe, expect, test } from "vitest";
import { neutraliseFormula, startsLikeFormula } from "./formula";

describe("neutraliseFormula", () => {
  test.each(["=1+1", "+x", "-x", "@x", "\tx", "\rx"])("%j gets a leading '", (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  test.each(["comma.ai", "x=1", " =1", "'quoted", "", "1-2"])("%j is left alone", (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});

describe("startsLikeFormula", () => {
  test.each(["=1+2", "+x", "-x", "@x", "\tx", "\rx"])("%j does", (text) => {
    expect(startsLikeFormula(text)).toBe(true);
  });

  test.each(["comma.ai", "x=1", " =1", "'quoted", "", "−1 (a minus sign)"])("%j does not", (text) => {
    expect(startsLikeFormula(text)).toBe(false);
  });
});
