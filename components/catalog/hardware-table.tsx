import { createFormatter } from "@/lib/format/formatter";
import { wattsText } from "@/lib/catalog/watts";
import type { Hardware, HardwareFact } from "@/lib/catalog/schema";
import { Table, TableBody, TableCell, TableColumns, TableRow, numericColumns } from "@/components/ui/table";

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
        {reason ? (
          <span className="block max-w-56 text-left text-xs whitespace-normal text-slate-500 sm:ml-auto">{reason}</span>
        ) : null}
      </>
    );
  }
  const f = createFormatter("USD", locale);
  return (
    <>
      <span className="font-medium text-slate-900">{show(fact.value)}</span>
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
    <Table aria-label="Servers and workstation cards">
      <TableColumns
        columns={[
          "Server",
          "GPUs",
          ...numericColumns("List price", "Power, full load", "Power, idle", "Typical lifetime"),
        ]}
      />
      <TableBody>
        {entries.map((h) => (
          <TableRow key={h.id} data-testid="hardware-row">
            <TableCell className="text-slate-900">{h.system}</TableCell>
            <TableCell className="whitespace-nowrap">
              {h.gpusPerServer} × {h.gpu}
              {h.gpuVariant ? <span className="block text-xs text-slate-500">{h.gpuVariant}</span> : null}
            </TableCell>
            <TableCell numeric>
              <Fact
                fact={h.listPrice}
                reason={h.unknown?.listPrice}
                show={(v) => createFormatter(h.currency, locale).money(v)}
                locale={locale}
              />
            </TableCell>
            <TableCell numeric>
              <Fact fact={h.fullLoadWatts} reason={h.unknown?.fullLoadWatts} show={kw} locale={locale} />
            </TableCell>
            <TableCell numeric>
              <Fact fact={h.idleWatts} reason={h.unknown?.idleWatts} show={kw} locale={locale} />
            </TableCell>
            <TableCell numeric>
              <Fact
                fact={h.lifetimeYears}
                reason={h.unknown?.lifetimeYears}
                show={(v) => `${f.number(v)} years`}
                locale={locale}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
