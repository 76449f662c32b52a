import { z } from "zod";
import { PRICING_KINDS } from "@/lib/catalog/providers";

/*
 * The price and hardware catalogs as they are stored (JSON files in lib/catalog/data/) and served
 * (GET /api/catalog). A figure no source gives is absent, never 0: a price is a positive number or
 * the entry does not exist; a hardware fact is an object with its own source or it is left out.
 */

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: "must be a real calendar date",
    },
  );

const httpsUrlSchema = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });

/** Whether `asOf` is the date the source itself states, or the day the page was read (the source states none). */
export const dateBasisSchema = z.enum(["stated", "retrieved"]);

/**
 * How a cloud price is bought.
 *
 * @example
 * pricingKindSchema.parse("commit-1y"); // a 1-year commitment (savings plan, reservation)
 */
export const pricingKindSchema = z.enum(PRICING_KINDS);
export type PricingKind = z.infer<typeof pricingKindSchema>;

/**
 * One cloud GPU price. `pricePerGpuHour` is the instance price divided by `gpusPerInstance`.
 *
 * @example
 * cloudPriceSchema.parse({ id: "aws-p5-48xlarge-us-east-1-on-demand", provider: "aws", gpu: "H100",
 *   instanceType: "p5.48xlarge", gpusPerInstance: 8, region: "us-east-1", kind: "on-demand",
 *   pricePerGpuHour: 6.88, currency: "USD", asOf: "2026-11-09", dateBasis: "stated",
 *   sourceUrl: "https://…", publisher: "AWS price list" }); // 55.04 / 8
 */
export const cloudPriceSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower-case letters, digits and dashes" }),
  provider: z.string().regex(/^[a-z0-9-]+$/, { error: "must be a lower-case provider id such as aws" }),
  gpu: z.string().min(1).max(40),
  gpuVariant: z.string().max(60).optional(),
  instanceType: z.string().min(1).max(120),
  gpusPerInstance: z.number().int({ error: "must be a whole number" }).min(1).max(72),
  region: z.string().min(1).max(60),
  kind: pricingKindSchema,
  pricePerGpuHour: z.number().positive({ error: "must be more than 0: a missing price is left out, never 0" }),
  pricePerInstanceHour: z.number().positive().optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "must be a 3-letter currency code" }),
  asOf: isoDateSchema,
  dateBasis: dateBasisSchema,
  sourceUrl: httpsUrlSchema,
  publisher: z.string().min(1).max(300),
  note: z.string().max(400).optional(),
});
export type CloudPrice = z.infer<typeof cloudPriceSchema>;

/**
 * One sourced figure of a server: its value, the date, where it was published.
 *
 * @example
 * hardwareFactSchema.parse({ value: 10200, asOf: "2026-07-05", dateBasis: "stated", url: "https://…" });
 */
export const hardwareFactSchema = z.strictObject({
  value: z.number().positive({ error: "must be more than 0: a figure no source gives is left out" }),
  asOf: isoDateSchema,
  dateBasis: dateBasisSchema,
  url: httpsUrlSchema,
  note: z.string().max(400).optional(),
});
export type HardwareFact = z.infer<typeof hardwareFactSchema>;

/** The facts a server entry gives, each from its own source. */
export const HARDWARE_FACTS = ["listPrice", "fullLoadWatts", "idleWatts", "lifetimeYears"] as const;

/**
 * An 8-GPU server. Every fact is optional: absent means no public source gives it, and then
 * `unknown` says why, so what is unknown stays unknown with its reason, never a guess.
 *
 * @example
 * hardwareSchema.parse({ id: "dgx-h200", system: "NVIDIA DGX H200", gpu: "H200", gpusPerServer: 8,
 *   currency: "USD", fullLoadWatts: { value: 10200, … },
 *   unknown: { listPrice: "NVIDIA publishes no price", idleWatts: "…", lifetimeYears: "…" } }).listPrice; // undefined
 */
export const hardwareSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    system: z.string().min(1).max(160),
    gpu: z.string().min(1).max(40),
    gpuVariant: z.string().max(60).optional(),
    gpusPerServer: z.number().int().min(1).max(72),
    currency: z.string().regex(/^[A-Z]{3}$/),
    listPrice: hardwareFactSchema.optional(),
    fullLoadWatts: hardwareFactSchema.optional(),
    idleWatts: hardwareFactSchema.optional(),
    lifetimeYears: hardwareFactSchema.optional(),
    unknown: z
      .strictObject(
        Object.fromEntries(HARDWARE_FACTS.map((k) => [k, z.string().min(10).max(400).optional()])) as Record<
          (typeof HARDWARE_FACTS)[number],
          z.ZodOptional<z.ZodString>
        >,
      )
      .optional(),
  })
  .superRefine((h, ctx) => {
    for (const fact of HARDWARE_FACTS) {
      const reason = h.unknown?.[fact];
      if (!h[fact] && !reason)
        ctx.addIssue({
          code: "custom",
          path: ["unknown", fact],
          message: `${fact} is absent: say why no public source gives it`,
        });
      if (h[fact] && reason)
        ctx.addIssue({
          code: "custom",
          path: ["unknown", fact],
          message: `${fact} is given: it cannot also be unknown`,
        });
    }
  });
export type Hardware = z.infer<typeof hardwareSchema>;

const uniqueIds = <T extends { id: string }>(entries: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (seen.has(e.id))
      ctx.addIssue({ code: "custom", path: ["entries", i, "id"], message: `id ${e.id} appears twice` });
    seen.add(e.id);
  });
};

/** A catalog file: which catalog it is, the day it was compiled, and entries of unique ids. */
const catalogFile = <Catalog extends string, Entry extends z.ZodType<{ id: string }>>(catalog: Catalog, entry: Entry) =>
  z
    .strictObject({
      catalog: z.literal(catalog),
      compiledOn: isoDateSchema,
      description: z.string().max(600).optional(),
      entries: z.array(entry),
    })
    .superRefine((file, ctx) => uniqueIds(file.entries, ctx));

/** A cloud price file: `cloud-prices-YYYY-MM-DD….json`. */
export const cloudCatalogFileSchema = catalogFile("cloud-prices", cloudPriceSchema);
export type CloudCatalogFile = z.infer<typeof cloudCatalogFileSchema>;

/** A hardware file: `hardware-YYYY-MM-DD….json`. */
export const hardwareCatalogFileSchema = catalogFile("hardware", hardwareSchema);
export type HardwareCatalogFile = z.infer<typeof hardwareCatalogFileSchema>;

/**
 * The filters of GET /api/catalog: each is optional; a GPU or provider must be one the catalogs hold,
 * in any case ("h100" is H100), a pricing kind one of the four kinds.
 *
 * @example
 * catalogQuerySchema({ gpus: ["H100"], providers: ["aws"] }).parse({ gpu: "h100", kind: "commit-3y" }); // { gpu: "H100", kind: "commit-3y" }
 */
export function catalogQuerySchema(known: { gpus: string[]; providers: string[] }) {
  const oneOf = (name: string, values: string[]) =>
    z
      .string()
      .transform((v) => values.find((known) => known.toLowerCase() === v.trim().toLowerCase()) ?? v)
      .refine((v) => values.includes(v), {
        error: `${name} must be one of ${values.join(", ")}`,
        params: { code: "not_an_option" },
      })
      .optional();
  return z.strictObject(
    {
      gpu: oneOf("gpu", known.gpus),
      provider: oneOf("provider", known.providers),
      kind: z
        .enum(pricingKindSchema.options, { error: `kind must be one of ${pricingKindSchema.options.join(", ")}` })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `${issue.keys.join(", ")}: only gpu, provider and kind filter the catalog`
          : undefined,
    },
  );
}
