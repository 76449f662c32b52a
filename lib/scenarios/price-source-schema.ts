import { z } from "zod/mini";
import type { PriceSource } from "@/lib/tco/types";

const KINDS = [
  "on-demand",
  "commit-1y",
  "commit-3y",
  "spot",
  "list-price",
  "full-load-power",
  "idle-power",
  "lifetime",
] as const;

const msg = (name: string, what: string) => ({ error: `sources: ${name} ${what}` });

/** Text of 1 to `max` characters, every way to fail named after the field. */
const text = (name: string, max: number, notText = "must be text") =>
  z
    .string(msg(name, notText))
    .check(z.minLength(1, msg(name, "must not be empty")), z.maxLength(max, msg(name, "is too long")));

/**
 * One picked catalog entry as a scenario records it (`scenario.sources[]`). Messages start with
 * "sources:" so the editor and the API can show them as they are.
 *
 * @example
 * priceSourceSchema.parse({ field: "cloud.pricePerGpuHour", provider: "aws", item: "p5.48xlarge", gpu: "H100",
 *   kind: "on-demand", value: 6.88, filled: 6.88, asOf: "2026-11-09", url: "https://…" });
 */
export const priceSourceSchema = z.strictObject(
  {
    field: text("field", 80, "must be a field path"),
    provider: text("provider", 60),
    item: text("item", 160),
    gpu: text("gpu", 40),
    kind: z.enum(KINDS, msg("kind", `must be one of ${KINDS.join(", ")}`)),
    value: z.number(msg("value", "must be a number")).check(z.positive(msg("value", "must be more than 0"))),
    filled: z.number(msg("filled", "must be a number")).check(z.minimum(0, msg("filled", "must be 0 or more"))),
    currency: z.optional(
      z
        .string(msg("currency", "must be text"))
        .check(z.regex(/^[A-Z]{3}$/, msg("currency", "must be a 3-letter code"))),
    ),
    asOf: z
      .string(msg("asOf", "must be text"))
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, msg("asOf", "must be a date written YYYY-MM-DD"))),
    dateBasis: z.optional(z.enum(["stated", "retrieved"], msg("dateBasis", 'must be "stated" or "retrieved"'))),
    url: z.url({ protocol: /^https?$/, error: "sources: url must be an http(s) address" }),
    entry: z.optional(
      z
        .string(msg("entry", "must be text"))
        .check(
          z.regex(/^[a-z0-9-]{1,120}$/, msg("entry", "must be a catalog id: lower-case letters, digits and dashes")),
        ),
    ),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `sources: ${issue.keys.join(", ")} is not a known field`
        : "sources: each source must be an object",
  },
) satisfies z.ZodMiniType<PriceSource>;

/** The optional list of picked sources; at most 50, one per filled field in practice. */
export const priceSourcesSchema = z.optional(
  z
    .array(priceSourceSchema, { error: "sources must be a list" })
    .check(z.maxLength(50, { error: "sources must hold at most 50 entries" })),
);
