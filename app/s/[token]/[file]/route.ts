import { withDatabase } from "@/lib/http/responses";
import { getSharedRevision } from "@/lib/data/shares";
import { exportResponse, isExportFile } from "@/lib/export/respond";
import { localeFromAcceptLanguage } from "@/lib/format";

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

/** The shared revision's downloads, under the share link. */
export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/s/[token]/[file]">) => {
  const { token, file } = await ctx.params;
  if (!isExportFile(file)) return notFound();
  const shared = await getSharedRevision(token);
  if (!shared) return notFound();
  const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
  return exportResponse(
    file,
    { scenario: shared.scenario, checklist: shared.checklist, version: shared.version, sharedAt: shared.createdAt, locale },
    { "Referrer-Policy": "no-referrer" },
  );
});
