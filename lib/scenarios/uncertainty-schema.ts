import { z } from "zod/mini";
import type { Distribution, UncertainInput, UncertaintyRange } from "@/lib/tco/types";
import { isUncertainInput, UNCERTAIN_INPUTS } from "@/lib/tco/uncertainty/inputs";
import type { FieldErrorCode } from "@/lib/validation/field-error";
import { words } from "@/lib/scenarios/uncertainty-fit";

/*
 * The Monte Carlo input. The shape (runs, seed, 1–12 ranges of known inputs, each input once,
 * low < high) is checked by `uncertaintySchema`; whether each range fits the scenario (low ≤ its
 * value ≤ high, inside the field's range) needs the rest of the scenario, so `uncertaintyErrors`
 * (lib/scenarios/uncertainty-fit.ts, no zod, for the editor) checks it and the scenario schema calls it. Every message names the range and its input.
 */

const MAX_SEED = 4_294_967_295;
const MAX_RANGES = 12;
const DISTRIBUTIONS: readonly Distribution[] = ["triangular", "uniform"];

function whole(path: string, min: number, max: number) {
  const error = `${path} must be a whole number between ${words(min)} and ${words(max)}`;
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${path} is required` : `${path} must be a finite number`),
    })
    .check(z.int({ error, abort: true }), z.minimum(min, { error }), z.maximum(max, { error }));
}

type Issue = { path: (string | number)[]; message: string; params: { code: FieldErrorCode } };

function readRange(raw: unknown, i: number, seen: Set<string>, issues: Issue[]): UncertaintyRange | null {
  const at = `uncertainty.ranges.${i}`;
  const fail = (key: string | null, code: FieldErrorCode, message: string) => {
    issues.push({ path: key === null ? [i] : [i, key], message, params: { code } });
    return null;
  };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return fail(null, "wrong_type", `${at} must be an object { input, low, high, distribution }`);
  }
  const r = raw as Record<string, unknown>;
  const before = issues.length;
  for (const key of Object.keys(r)) {
    if (!["input", "low", "high", "distribution"].includes(key))
      fail(key, "unknown_field", `${at}.${key} is not a known field`);
  }
  const input = r.input;
  if (typeof input !== "string" || !isUncertainInput(input)) {
    const what = input === undefined ? "is required" : `must be one of ${UNCERTAIN_INPUTS.join(", ")}`;
    fail("input", input === undefined ? "required" : "not_an_option", `${at}.input ${what}`);
  } else if (seen.has(input)) {
    fail("input", "duplicate", `${at}.input: ${input} already has a range; each input can have one`);
  } else {
    seen.add(input);
  }
  const name = typeof input === "string" ? ` (${input})` : "";
  for (const key of ["low", "high"] as const) {
    const v = r[key];
    if (typeof v !== "number" || !Number.isFinite(v)) {
      if (v === undefined) fail(key, "required", `${at}.${key}${name} is required`);
      else fail(key, "wrong_type", `${at}.${key}${name} must be a finite number`);
    }
  }
  const distribution = r.distribution ?? "triangular";
  if (!DISTRIBUTIONS.includes(distribution as Distribution)) {
    fail("distribution", "not_an_option", `${at}.distribution${name} must be "triangular" or "uniform"`);
  }
  if (issues.length > before) return null;
  const low = r.low as number;
  const high = r.high as number;
  if (!(low < high))
    return fail(
      "low",
      "range_misfit",
      `${at}.low${name} must be below its high: ${words(low)} is not below ${words(high)}`,
    );
  return { input: input as UncertainInput, low, high, distribution: distribution as Distribution };
}

const rangesSchema = z.pipe(
  z
    .array(z.unknown(), { error: "uncertainty.ranges must be a list of ranges" })
    .check(
      z.minLength(1, { error: "uncertainty.ranges must have at least 1 range" }),
      z.maxLength(MAX_RANGES, { error: `uncertainty.ranges must have at most ${MAX_RANGES} ranges` }),
    ),
  z.transform((list: unknown[], ctx) => {
    const issues: Issue[] = [];
    const seen = new Set<string>();
    const ranges = list.map((raw, i) => readRange(raw, i, seen, issues));
    for (const issue of issues) ctx.issues.push({ code: "custom", input: list, ...issue });
    return issues.length > 0 ? z.NEVER : (ranges as UncertaintyRange[]);
  }),
);

/**
 * Zod schema of `uncertainty`: runs 100–100,000 (default 10,000), seed 0–4,294,967,295 (default
 * 1), and 1–12 ranges { input, low, high, distribution ("triangular" by default) }, each input at
 * most once and low below high.
 *
 * @example
 * uncertaintySchema.parse({ ranges: [{ input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75 }] });
 * // { runs: 10000, seed: 1, ranges: [{ input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" }] }
 */
export const uncertaintySchema = z.strictObject(
  {
    runs: z._default(whole("uncertainty.runs", 100, 100_000), 10_000),
    seed: z._default(whole("uncertainty.seed", 0, MAX_SEED), 1),
    ranges: rangesSchema,
  },
  {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return "uncertainty must be an object { runs, seed, ranges }";
      return issue.keys.map((key) => `uncertainty.${key} is not a known field`).join("; ");
    },
  },
);
