import { scopeOf } from "@/lib/accounts/access";
import { notFound } from "@/lib/http/errors";
import { requestOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";
import { shareListResponse, shareResponse } from "@/lib/sharing/response";
import { createShare, listShares } from "@/lib/sharing/store";

const path = "/api/scenarios/[id]/shares";

/** Creates a read-only link to the scenario's current version. */
export const POST = route({ path, role: "editor" }, async ({ request, caller, params }) => {
  const share = await createShare(scopeOf(caller), params.id);
  return share ? shareResponse(share, requestOrigin(request)) : notFound();
});

export const GET = route({ path, role: "editor" }, async ({ request, caller, params }) => {
  const shares = await listShares(caller.workspace.id, params.id);
  return shares ? shareListResponse(shares, requestOrigin(request)) : notFound();
});
