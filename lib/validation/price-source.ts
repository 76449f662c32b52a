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
    field: z
      .string(msg("field", "must be a field path"))
      .check(z.minLength(1, msg("field", "must not be empty")), z.maxLength(80, msg("field", "is too long"))),
    provider: z
      .string(msg("provider", "must be text"))
      .check(z.minLength(1, msg("provider", "must not be empty")), z.maxLength(60, msg("provider", "is too long"))),
    item: z
      .string(msg("item", "must be text"))
      .check(z.minLength(1, msg("item", "must not be empty")), z.maxLength(160, msg("item", "is too long"))),
    gpu: z
      .string(msg("gpu", "must be text"))
      .check(z.minLength(1, msg("gpu", "must not be empty")), z.maxLength(40, msg("gpu", "is too long"))),
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
