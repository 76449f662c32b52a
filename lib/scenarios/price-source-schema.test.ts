import { describe, expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import { parseScenario } from "./schema";

const scenario = () =>
  structuredClone(presets.find((p) => p.slug === "h100-server")!.scenario) as unknown as Record<string, unknown>;
const source = {
  field: "cloud.pricePerGpuHour",
  provider: "aws",
  item: "p5.48xlarge (us-east-1)",
  gpu: "H100",
  kind: "on-demand",
  value: 6.88,
  filled: 6.88,
  currency: "USD",
  asOf: "2026-11-09",
  url: "https://example.com/aws",
};

describe("scenario.sources", () => {
  test("is optional: a scenario without it parses as before", () => {
    const parsed = parseScenario(scenario());
    expect(parsed.ok && parsed.scenario.sources).toBeUndefined();
  });

  test("a picked source is kept as given", () => {
    const parsed = parseScenario({ ...scenario(), sources: [source] });
    expect(parsed.ok && parsed.scenario.sources).toEqual([source]);
  });

  test.each([
    [
      { ...source, url: "javascript:alert(1)" },
      "sources.0.url",
      "invalid_format",
      "sources: url must be an http(s) address",
    ],
    [{ ...source, value: 0 }, "sources.0.value", "out_of_range", "sources: value must be more than 0"],
    [
      { ...source, kind: "free" },
      "sources.0.kind",
      "not_an_option",
      expect.stringContaining("sources: kind must be one of on-demand"),
    ],
    [
      { ...source, asOf: "9 Nov 2026" },
      "sources.0.asOf",
      "invalid_format",
      "sources: asOf must be a date written YYYY-MM-DD",
    ],
    [{ ...source, secret: 1 }, "sources.0.secret", "unknown_field", "sources.0.secret is not a known field"],
  ])("a bad source is refused by path: %j", (bad, path, code, message) => {
    const parsed = parseScenario({ ...scenario(), sources: [bad] });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors).toContainEqual({ path, code, message });
  });

  test("more than 50 sources are refused", () => {
    const parsed = parseScenario({ ...scenario(), sources: Array.from({ length: 51 }, () => source) });
    expect(!parsed.ok && parsed.errors[0]).toEqual({
      path: "sources",
      code: "too_long",
      message: "sources must hold at most 50 entries",
    });
  });
});
