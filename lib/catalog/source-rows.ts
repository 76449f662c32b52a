import { getPath } from "@/lib/object-path";
import type { PriceSource, Scenario } from "@/lib/tco/types";
import { kindName, providerName } from "./providers";

/** One line of the "Where the prices come from" list of a report. */
export interface SourceRow {
  field: string;
  kind: PriceSource["kind"];
  currency?: string;
  /** "AWS p5.48xlarge (us-east-1), H100, on-demand" */
  what: string;
  asOf: string;
  /** True when the source states no date and `asOf` is the day it was read. */
  undated: boolean;
  url: string;
  value: number;
  filled: number;
  /** The field's value now, when it differs from what the pick filled: the user typed over it. */
  overriddenWith?: unknown;
}

/**
 * The report rows of a scenario's picked sources, each marked when the field no longer holds the
 * figure the pick wrote (typed over after picking), so a report never passes off a typed number
 * as the catalog's.
 *
 * @example
 * sourceRows({ ...s, cloud: { ...s.cloud, pricePerGpuHour: 2.5 }, sources: [p5Source] })[0].overriddenWith; // 2.5
 */
export function sourceRows(scenario: Scenario): SourceRow[] {
  return (scenario.sources ?? []).map((source: PriceSource) => {
    const now = getPath(scenario, source.field);
    const who = source.provider === "hardware" ? source.item : `${providerName(source.provider)} ${source.item}`;
    return {
      field: source.field,
      kind: source.kind,
      ...(source.currency ? { currency: source.currency } : {}),
      what: `${who}, ${source.gpu}, ${kindName(source.kind).toLowerCase()}`,
      asOf: source.asOf,
      undated: source.dateBasis === "retrieved",
      url: source.url,
      value: source.value,
      filled: source.filled,
      ...(now !== source.filled ? { overriddenWith: now } : {}),
    };
  });
}
