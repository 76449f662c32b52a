/**
 * How a cloud price is bought, in the order a picker lists them. Kept apart from the catalog's
 * zod schema (lib/catalog/schema.ts) so the editor's picker lists them without loading zod.
 */
export const PRICING_KINDS = ["on-demand", "commit-1y", "commit-3y", "spot"] as const;

/**
 * Display names of the providers the catalogs use by id. An id without a name shows as itself.
 *
 * @example
 * providerName("gcp"); // "Google Cloud"
 * providerName("vast"); // "vast"
 */
export function providerName(id: string): string {
  return PROVIDER_NAMES[id] ?? id;
}

const PROVIDER_NAMES: Record<string, string> = {
  aws: "AWS",
  azure: "Azure",
  gcp: "Google Cloud",
  lambda: "Lambda",
  coreweave: "CoreWeave",
  runpod: "RunPod",
  nebius: "Nebius",
};

/**
 * Words for a pricing kind, as a finance reader says them.
 *
 * @example
 * kindName("commit-1y"); // "1-year commitment"
 */
export function kindName(kind: string): string {
  return KIND_NAMES[kind] ?? kind;
}

const KIND_NAMES: Record<string, string> = {
  "on-demand": "On-demand",
  "commit-1y": "1-year commitment",
  "commit-3y": "3-year commitment",
  spot: "Spot",
  "list-price": "List price",
  "full-load-power": "Power at full load",
  "idle-power": "Power at idle",
  lifetime: "Lifetime",
};
