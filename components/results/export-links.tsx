import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Download links for a scenario's exports; `base` is the scenario's API path or its share link. */
export function ExportLinks({
  base,
  dirty,
  version,
  whatIf,
}: {
  base: string;
  dirty?: boolean;
  version?: number;
  whatIf?: boolean;
}) {
  const files = [
    { file: "summary.pdf", label: "PDF summary" },
    { file: "cash-flows.csv", label: "CSV cash flows" },
    { file: "scenario.xlsx", label: "Excel workbook" },
    { file: "scenario.json", label: "JSON (re-importable)" },
  ];
  return (
    <details className="relative">
      <summary className={buttonClasses("secondary", "md", "cursor-pointer list-none")}>Export</summary>
      <Card padding="none" className="absolute right-0 z-30 mt-2 w-64 p-1 shadow-lg">
        {/* The files are made on the server from the saved version, and say its number (PDF header). */}
        {whatIf ? (
          <p className="px-3 py-1.5 text-xs text-amber-800">
            These files carry saved version {version}&apos;s figures, not your what-if.
          </p>
        ) : dirty ? (
          <p className="px-3 py-1.5 text-xs text-amber-800">
            Exports use the saved version; save to include your changes.
          </p>
        ) : null}
        {files.map((f) => (
          <a
            key={f.file}
            href={`${base}/${f.file}`}
            download
            className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
          >
            {f.label}
          </a>
        ))}
      </Card>
    </details>
  );
}
