import { createFormatter } from "@/lib/report/formatter";
import { wattsText } from "@/lib/catalog/watts";
import type { Hardware, HardwareFact } from "@/lib/validation/catalog";

function Fact({
  fact,
  reason,
  show,
  locale,
}: {
  fact: HardwareFact | undefined;
  reason: string | undefined;
  show: (v: number) => string;
  locale: string;
}) {
  if (!fact) {
    return (
      <>
        <span className="text-slate-500 italic">not published</span>
        {reason ? <span className="block max-w-56 text-left text-xs text-slate-500 sm:ml-auto">{reason}</span> : null}
      </>
    );
  }
  const f = createFormatter("USD", locale);
  return (
    <>
      <span className="tabular font-medium text-slate-900">{show(fact.value)}</span>
      <span className="block text-xs text-slate-500">
        <a href={fact.url} className="underline underline-offset-2" rel="noreferrer" target="_blank">
          {fact.dateBasis === "stated" ? f.date(fact.asOf) : `read ${f.date(fact.asOf)}`}
        </a>
      </span>
    </>
  );
}

/** The server and workstation-card catalog: each figure with its own date and source; an absent figure says so, and why. */
export function HardwareTable({ entries, locale }: { entries: Hardware[]; locale: string }) {
  const f = createFormatter("USD", locale);
  const kw = (w: number) => wattsText(w, f.number);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm" aria-label="Servers and workstation cards">
        <thead className="bg-slate-50 text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Server
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              GPUs
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              List price
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Power, full load
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Power, idle
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Typical lifetime
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((h) => (
            <tr key={h.id} data-testid="hardware-row">
              <td className="px-3 py-2 text-slate-900">{h.system}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {h.gpusPerServer} × {h.gpu}
                {h.gpuVariant ? <span className="block text-xs text-slate-500">{h.gpuVariant}</span> : null}
              </td>
              <td className="px-3 py-2 text-right">
                <Fact
                  fact={h.listPrice}
                  reason={h.unknown?.listPrice}
                  show={(v) => createFormatter(h.currency, locale).money(v)}
                  locale={locale}
                />
              </td>
              <td className="px-3 py-2 text-right">
                <Fact fact={h.fullLoadWatts} reason={h.unknown?.fullLoadWatts} show={kw} locale={locale} />
              </td>
              <td className="px-3 py-2 text-right">
                <Fact fact={h.idleWatts} reason={h.unknown?.idleWatts} show={kw} locale={locale} />
              </td>
              <td className="px-3 py-2 text-right">
                <Fact
                  fact={h.lifetimeYears}
                  reason={h.unknown?.lifetimeYears}
                  show={(v) => `${f.number(v)} years`}
                  locale={locale}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
