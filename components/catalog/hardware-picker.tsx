"use client";

import { pickHardware } from "@/lib/catalog/picks";
import { wattsText } from "@/lib/catalog/watts";
import { getPath } from "@/lib/object-path";
import { createFormatter } from "@/lib/format/formatter";
import type { Hardware } from "@/lib/catalog/schema";
import { CatalogPicker, type DraftProps } from "./catalog-picker";

const FIELDS = [
  "onPrem.capex.compute",
  "onPrem.opex.power.activeWattsPerGpu",
  "onPrem.opex.power.idleWattsPerGpu",
  "onPrem.lifetimeYears",
];

/**
 * "Pick from catalog" beside capex and power: choose a server or a workstation card; its list price (× the servers
 * the workload needs), power and lifetime fill the fields their sources give, and the rest stay.
 */
export function HardwarePicker(props: DraftProps) {
  const { draft } = props;
  const gpusValue = getPath(draft, "workload.gpus");
  const gpus = typeof gpusValue === "number" && gpusValue > 0 ? gpusValue : 8;
  const powerMetered = getPath(draft, "onPrem.opex.power") !== undefined;
  const f = createFormatter("USD", "en-US");
  return (
    <CatalogPicker<Hardware>
      {...props}
      fields={FIELDS}
      buttonLabel="Pick server from catalog"
      panelLabel="Server catalog"
      intro={() => (
        <p className="text-xs text-slate-500">
          Fills compute capex with the list price × the servers {gpus} GPUs need,
          {powerMetered
            ? " busy and idle watts per GPU with the server's full-load and idle power shared by its GPUs,"
            : " (turn on power metering to fill power too),"}{" "}
          and the lifetime.
        </p>
      )}
      entries={(catalog) => catalog.hardware.entries}
      entryKey={(h) => h.id}
      row={(h) => ({
        name: h.system,
        detail: [
          h.fullLoadWatts
            ? `${wattsText(h.fullLoadWatts.value, f.number)} at full load`
            : "full-load power not published",
          h.idleWatts ? `${wattsText(h.idleWatts.value, f.number)} idle` : "idle power not published",
          h.lifetimeYears ? `${h.lifetimeYears.value}-year life` : "lifetime not published",
        ].join(" · "),
        price: h.listPrice ? (
          f.money(h.listPrice.value)
        ) : (
          <span className="font-normal text-slate-500" title={h.unknown?.listPrice}>
            price not published
          </span>
        ),
      })}
      choose={(h) => {
        const pick = pickHardware(h, gpus, powerMetered);
        const left = pick.missing;
        return {
          pick,
          notice:
            left.length > 0
              ? {
                  text:
                    `Not filled, as no public source gives it: ${left.join(", ")}. ` +
                    `${left.length === 1 ? "That field keeps its value." : "Those fields keep their values."}`,
                  tone: "warning",
                }
              : undefined,
        };
      }}
    />
  );
}
