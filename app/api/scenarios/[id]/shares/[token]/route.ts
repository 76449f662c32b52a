import { scopeOf } from "@/lib/accounts/access";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { revokeShare } from "@/lib/sharing/store";

/** Revokes a link; from then on it answers the same 404 as a token that never existed. */
export const DELETE = route(
  { path: "/api/scenarios/[id]/shares/[token]", role: "editor" },
  async ({ caller, params: { id, token } }) => {
    if (!(await revokeShare(scopeOf(caller), id, token))) return notFound();
    return new Response(null, { status: 204 });
  },
);
