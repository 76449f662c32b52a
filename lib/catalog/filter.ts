import type { PricingKind } from "@/lib/catalog/schema";
import type { Catalogs } from "./load";

/** The values the filters of GET /api/catalog accept: every GPU and provider the catalogs hold. */
export function catalogFilterValues(catalogs: Catalogs): { gpus: string[]; providers: string[] } {
  const gpus = new Set([...catalogs.cloud.entries.map((e) => e.gpu), ...catalogs.hardware.entries.map((e) => e.gpu)]);
  const providers = new Set(catalogs.cloud.entries.map((e) => e.provider));
  return { gpus: [...gpus].sort(), providers: [...providers].sort() };
}

/**
 * Both catalogs narrowed to one GPU, one provider and/or one pricing kind. The hardware catalog has
 * neither provider nor pricing kind, so those filters leave it whole (a server is bought, not rented).
 *
 * @example
 * filterCatalogs(c, { gpu: "H100", provider: "aws", kind: "commit-3y" }).cloud.entries.map((e) => e.instanceType); // ["p5.48xlarge", "p5.4xlarge"]
 */
export function filterCatalogs(
  catalogs: Catalogs,
  filter: { gpu?: string; provider?: string; kind?: PricingKind },
): Catalogs {
  const { gpu, provider, kind } = filter;
  return {
    cloud: {
      ...catalogs.cloud,
      entries: catalogs.cloud.entries.filter(
        (e) => (!gpu || e.gpu === gpu) && (!provider || e.provider === provider) && (!kind || e.kind === kind),
      ),
    },
    hardware: { ...catalogs.hardware, entries: catalogs.hardware.entries.filter((e) => !gpu || e.gpu === gpu) },
  };
}
