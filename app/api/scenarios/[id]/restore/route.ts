import { POST as undelete } from "../undelete/route";

/** When `/restore` was renamed `/undelete` (RFC 9745's date form: seconds since 1970). */
const DEPRECATED_SINCE = "@1796083200";

/**
 * The old name of `POST /api/scenarios/:id/undelete`, easy to mistake for restoring a revision.
 * It answers as before for one more release, saying it is deprecated and where it moved.
 */
export async function POST(request: Request, ctx: RouteContext<"/api/scenarios/[id]/restore">) {
  const { id } = await ctx.params;
  const response = await undelete(request, { params: ctx.params });
  response.headers.set("Deprecation", DEPRECATED_SINCE);
  response.headers.set("Link", `</api/scenarios/${encodeURIComponent(id)}/undelete>; rel="successor-version"`);
  return response;
}
