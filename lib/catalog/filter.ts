import type { Catalogs } from "./load";

/** The values the filters of GET /api/catalog accept: every GPU and provider the catalogs hold. */
export function catalogFilterValues(catalogs: Catalogs): { gpus: string[]; providers: string[] } {
  const gpus = new Set([...catalogs.cloud.entries.map((e) => e.gpu), ...catalogs.hardware.entries.map((e) => e.gpu)]);
  const providers = new Set(catalogs.cloud.entries.map((e) => e.provider));
  return { gpus: [...gpus].sort(), providers: [...providers].sort() };
}

/**
 * Both catalogs narrowed to one GPU and/or one provider. The hardware catalog has no provider, so
 * a provider filter leaves it whole (a server is bought, not rented from a provider).
 *
 * @example
 * filterCatalogs(c, { gpu: "H100", provider: "aws" }).cloud.entries.map((e) => e.instanceType); // ["p5.48xlarge"]
 */
export function filterCatalogs(catalogs: Catalogs, filter: { gpu?: string; provider?: string }): Catalogs {
  const { gpu, provider } = filter;
  return {
    cloud: {
      ...catalogs.cloud,
      entries: catalogs.cloud.entries.filter((e) => (!gpu || e.gpu === gpu) && (!provider || e.provider === provider)),
    },
    hardware: { ...catalogs.hardware, entries: catalogs.hardware.entries.filter((e) => !gpu || e.gpu === gpu) },
  };
}
