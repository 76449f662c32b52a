import { comparisonCsv } from "@/lib/export/compare-csv";
import { comparisonFileName } from "@/lib/export/pdf/compare-document";
import { queuedPdf } from "@/lib/export/pdf-queue";
import { localeFromAcceptLanguage } from "@/lib/format";
import { authorize } from "@/lib/auth/access";
import { withDatabase } from "@/lib/http/responses";
import { loadComparison, parseIds } from "@/lib/report/load-comparison";

const plain = (status: number, text: string) => new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** The compare page as a download: `comparison.csv` or `comparison.pdf`, for the same `?ids=…&base=…`. */
export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/compare/export/[file]">) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const { file } = await ctx.params;
  if (file !== "comparison.csv" && file !== "comparison.pdf") return plain(404, "Not found");
  const url = new URL(request.url);
  const comparison = await loadComparison(access.caller.workspace.id, parseIds(url.searchParams.get("ids") ?? ""), url.searchParams.get("base") ?? undefined);
  if (comparison.entries.length < 2) return plain(404, "A comparison needs two to four scenarios that exist.");
  const extension = file === "comparison.csv" ? "csv" : "pdf";
  let body: BodyInit;
  if (extension === "csv") body = comparisonCsv(comparison);
  else {
    const drawn = await queuedPdf({ kind: "comparison", input: { ...comparison, generatedAt: new Date(), locale: localeFromAcceptLanguage(request.headers.get("accept-language")) } });
    if (!drawn.ok) return drawn.response;
    body = new Uint8Array(drawn.pdf);
  }
  return new Response(body, {
    headers: {
      "Content-Type": extension === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "Content-Disposition": `attachment; filename="${comparisonFileName(extension)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
