import { comparisonCsv } from "@/lib/export/compare-csv";
import { comparisonWorkbook } from "@/lib/export/compare-xlsx";
import { XLSX_CONTENT_TYPE } from "@/lib/export/xlsx";
import { comparisonFileName } from "@/lib/export/pdf/compare-document";
import { queuedPdf } from "@/lib/export/pdf-queue";
import { localeFromAcceptLanguage } from "@/lib/format";
import { route } from "@/lib/http/route";
import { loadComparison, parseIds } from "@/lib/compare/load";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

const EXTENSIONS = { "comparison.csv": "csv", "comparison.pdf": "pdf", "comparison.xlsx": "xlsx" } as const;

/** The compare page as a download: `comparison.csv`, `comparison.pdf` or `comparison.xlsx` (a live model), for the same `?ids=…&base=…`. */
export const GET = route(
  {
    path: "/compare/export/[file]",
    role: "viewer",
    params: ({ file }) =>
      Object.hasOwn(EXTENSIONS, file)
        ? { ok: true, value: EXTENSIONS[file as keyof typeof EXTENSIONS] }
        : { ok: false, response: plain(404, "Not found") },
    query: (search) => ({
      ok: true,
      value: { ids: parseIds(search.get("ids") ?? ""), base: search.get("base") ?? undefined },
    }),
  },
  async ({ request, caller, params: extension, query: { ids, base } }) => {
    const comparison = await loadComparison(caller.workspace.id, ids, base);
    if (comparison.entries.length < 2) return plain(404, "A comparison needs two to four scenarios that exist.");
    let body: BodyInit;
    if (extension === "csv") body = comparisonCsv(comparison);
    else if (extension === "xlsx") body = new Uint8Array(await comparisonWorkbook(comparison.entries));
    else {
      const pdf = await queuedPdf({
        kind: "comparison",
        input: {
          ...comparison,
          generatedAt: new Date(),
          locale: localeFromAcceptLanguage(request.headers.get("accept-language")),
        },
      });
      body = new Uint8Array(pdf);
    }
    return new Response(body, {
      headers: {
        "Content-Type": { csv: "text/csv; charset=utf-8", pdf: "application/pdf", xlsx: XLSX_CONTENT_TYPE }[extension],
        "Content-Disposition": `attachment; filename="${comparisonFileName(extension)}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
