import { describe, expect, test } from "vitest";
import { presets } from "./presets";
import { templateOf, templates } from "./templates";

describe("templates of a new scenario", () => {
  test("from scratch first, then every preset once, each named as the address names it", () => {
    expect(templates.map((t) => t.from)).toEqual(["blank", ...presets.map((p) => p.slug)]);
    for (const t of templates) {
      expect(templateOf(t.from)).toBe(t);
      expect(t.detail).toMatch(/\.$/);
    }
  });

  test("the blank one's prices are dated the day it is opened; a preset keeps its sources' date", () => {
    expect(templateOf("blank")!.scenario("2026-12-06").pricesAsOf).toBe("2026-12-06");
    expect(templateOf("h100-server")!.scenario("2026-12-06")).toBe(
      presets.find((p) => p.slug === "h100-server")!.scenario,
    );
  });

  test("a name no template has is none", () => {
    for (const from of ["", "new", "Blank", "h100-server ", "__proto__", "toString"])
      expect(templateOf(from)).toBeUndefined();
  });
});
