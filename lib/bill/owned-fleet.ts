import { pickHardware } from "@/lib/catalog/picks";
import { formatMoney } from "@/lib/format";
import { uncreditedResidual } from "@/lib/tco/uncredited-residual";
import type { Scenario } from "@/lib/tco/types";
import type { Hardware } from "@/lib/catalog/schema";
import type { BillOwnedFleet, RuleTotal } from "./types";

/** The electricity price a bill's owned side starts from when nothing better is known: a placeholder to review. */
export const PLACEHOLDER_PRICE_PER_KWH = 0.1;
const DEFAULT_PUE = 1.4;

const number = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 2 });

/**
 * An amount of the bill in its currency with Intl; a BillingCurrency Intl does not know (the
 * file's own text) is written after the number instead of failing the import.
 *
 * @example
 * billMoney(13_500_000, "USD"); // "$13,500,000"
 * billMoney(12.5, "US dollars"); // "12.5 US dollars"
 */
export function billMoney(x: number, currency: string): string {
  try {
    return formatMoney(x, currency, "en-US");
  } catch {
    return `${number(x)} ${currency}`;
  }
}

/**
 * The GPU model most of the bill's GPU-hours ran on, by the built-in rules that counted them (a
 * user's rule and the GPU clouds' "any GPU" rules name no model). Null when no rule names one.
 *
 * @example
 * billGpuModel([{ gpu: "H100", gpuHours: 1536, … }, { source: "user", gpuHours: 8, … }]); // "H100"
 */
export function billGpuModel(byRule: readonly RuleTotal[]): string | null {
  const hours = new Map<string, number>();
  for (const rule of byRule) {
    if (!rule.gpu || rule.gpu === "any" || !(rule.gpuHours > 0)) continue;
    hours.set(rule.gpu, (hours.get(rule.gpu) ?? 0) + rule.gpuHours);
  }
  return [...hours.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

/**
 * The catalog server for a GPU model: the first entry (the catalog's own order, its reference
 * system first) for that model with a list price, one with full-load power too when there is one.
 *
 * @example
 * catalogServer(hardware, "H100")?.id; // "dgx-h100"
 */
export function catalogServer(hardware: readonly Hardware[], gpu: string | null): Hardware | null {
  if (gpu === null) return null;
  const same = hardware.filter((e) => e.gpu.toLowerCase() === gpu.toLowerCase());
  return same.find((e) => e.listPrice && e.fullLoadWatts) ?? same.find((e) => e.listPrice) ?? same[0] ?? null;
}

/**
 * The owned side of a bill's scenario, sized for the bill's fleet instead of the starting point's
 * one server: whole catalog servers for the peak GPUs at the catalog's list price, their power at
 * full load per GPU (idle power when the catalog has it), their lifetime, each recorded as a source.
 * The starting point's other capex lines grow with the fleet (placeholders stay placeholders, in
 * proportion). With no catalog server for the bill's GPU model, compute capex is the starting
 * point's placeholder grown likewise, and `basis` says so. Either way the on-prem figures are to
 * be reviewed (`review.onPrem`).
 *
 * @example
 * // 288 H100s at peak, the DGX H100 ($375,000, 10,200 W, 5 years): 36 servers
 * ownedFleet(base, byRule, 288, hardware).scenario.onPrem.capex.compute; // 13,500,000
 */
export function ownedFleet(
  base: Scenario,
  byRule: readonly RuleTotal[],
  peakGpus: number,
  hardware: readonly Hardware[],
  currency: string,
): { scenario: Scenario; fleet: BillOwnedFleet } {
  const gpu = billGpuModel(byRule);
  const entry = catalogServer(hardware, gpu);
  const perServer = entry?.gpusPerServer ?? 8;
  const servers = Math.max(1, Math.ceil(peakGpus / perServer));
  const owned = servers * perServer;
  const grow = base.workload.gpus > 0 ? owned / base.workload.gpus : owned;
  const capex = base.onPrem.capex;
  const scaled = {
    compute: capex.compute * grow,
    storage: capex.storage * grow,
    network: capex.network * grow,
    facility: capex.facility * grow,
  };
  const basePower = base.onPrem.opex.power;
  let onPrem: Scenario["onPrem"] = { ...base.onPrem, capex: scaled };
  let sources = base.sources ?? [];
  const currencyOk = !entry || entry.currency === currency;
  if (entry && currencyOk) {
    const pick = pickHardware(entry, peakGpus, true);
    const filled = new Map(pick.writes.map((w) => [w.path, w.value as number]));
    const active = filled.get("onPrem.opex.power.activeWattsPerGpu");
    onPrem = {
      ...onPrem,
      capex: { ...scaled, compute: filled.get("onPrem.capex.compute") ?? scaled.compute },
      lifetimeYears: filled.get("onPrem.lifetimeYears") ?? onPrem.lifetimeYears,
      opex: {
        ...onPrem.opex,
        power:
          active === undefined
            ? basePower
            : {
                activeWattsPerGpu: active,
                idleWattsPerGpu: filled.get("onPrem.opex.power.idleWattsPerGpu") ?? basePower?.idleWattsPerGpu ?? 0,
                pue: basePower?.pue ?? DEFAULT_PUE,
                pricePerKwh: basePower?.pricePerKwh ?? PLACEHOLDER_PRICE_PER_KWH,
              },
      },
    };
    const replaced = new Set(pick.sources.map((s) => s.field));
    sources = [...sources.filter((s) => !replaced.has(s.field)), ...pick.sources];
  }
  const fleet: BillOwnedFleet = {
    gpu,
    entry:
      entry && currencyOk
        ? {
            id: entry.id,
            system: entry.system,
            gpusPerServer: entry.gpusPerServer,
            listPrice: entry.listPrice?.value ?? null,
            fullLoadWatts: entry.fullLoadWatts?.value ?? null,
          }
        : null,
    servers,
    basis: [
      basis(gpu, entry, currencyOk, servers, owned, peakGpus, onPrem, currency),
      residualWords({ ...base, onPrem }, currency),
    ]
      .filter(Boolean)
      .join(" "),
  };
  return {
    scenario: {
      ...base,
      onPrem,
      ...(sources.length > 0 ? { sources } : {}),
      review: { onPrem: true },
    },
    fleet,
  };
}

/** The book value a lifetime longer than the horizon leaves out while residual credit is off, in words. */
function residualWords(s: Scenario, currency: string): string {
  const left = uncreditedResidual(s);
  if (left === null) return "";
  return (
    `The servers last ${number(s.onPrem.lifetimeYears)} years, longer than the ${number(s.horizonYears)}-year ` +
    `horizon: ${billMoney(left, currency)} of book value at its end is not credited (switch on "Credit residual ` +
    `value at the end" in the editor to count it).`
  );
}

function basis(
  gpu: string | null,
  entry: Hardware | null,
  currencyOk: boolean,
  servers: number,
  owned: number,
  peak: number,
  onPrem: Scenario["onPrem"],
  currency: string,
): string {
  const fleet =
    `${number(servers)} server${servers === 1 ? "" : "s"} of ${entry?.gpusPerServer ?? 8} GPUs (${number(owned)} ` +
    `GPUs for the peak of ${number(peak)})`;
  const compute = billMoney(onPrem.capex.compute, currency);
  if (entry && currencyOk) {
    const lacks = [
      entry.listPrice ? "" : "list price",
      entry.fullLoadWatts ? "" : "power at full load",
      entry.idleWatts ? "" : "power at idle (0 W until you enter it)",
    ].filter(Boolean);
    return [
      `On-prem priced as ${fleet} of the catalog's ${entry.system}, the catalog's server for the bill's ${gpu} GPUs: ` +
        `compute capex ${compute}${entry.listPrice ? "" : " (a placeholder: the catalog has no list price)"}.`,
      lacks.length > 0 ? `The catalog lacks its ${lacks.join(" and ")}.` : "",
      `Electricity price, PUE, maintenance, staff and the other on-prem lines are placeholders to review.`,
    ]
      .filter(Boolean)
      .join(" ");
  }
  const why =
    gpu === null
      ? "no rule that counted the bill's GPUs names their model"
      : entry
        ? `the catalog's ${entry.system} is priced in ${entry.currency}, not ${currency}`
        : `the catalog has no server with ${gpu} GPUs`;
  return (
    `No catalog server matches (${why}): on-prem is ${fleet} at the starting point's placeholder price, compute ` +
    `capex ${compute}. Replace it with a quote or pick a server from the catalog in the editor.`
  );
}
