import { authorize, scopeOf } from "@/lib/auth/access";
import { notFound, withDatabase } from "@/lib/http/responses";
import { revokeShare } from "@/lib/data/shares";

/** Revokes a link; from then on it answers the same 404 as a token that never existed. */
export const DELETE = withDatabase(
  async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/shares/[token]">) => {
    const access = await authorize(request, "editor");
    if (!access.ok) return access.response;
    const { id, token } = await ctx.params;
    if (!(await revokeShare(scopeOf(access.caller), id, token))) return notFound();
    return new Response(null, { status: 204 });
  },
);
