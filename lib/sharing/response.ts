import type { Share, SharesResponse } from "@/lib/sharing/answers";
import type { ShareSummary } from "@/lib/sharing/store";

/** A share link as JSON, its URL on `origin` (the host the client reached). */
function shareItem(share: ShareSummary, origin: string): Share {
  return {
    token: share.token,
    url: new URL(`/s/${share.token}`, origin).toString(),
    revision: share.version,
    createdAt: share.createdAt.toISOString(),
  };
}

/** `POST /api/scenarios/:id/shares`: 201 with the new link. */
export function shareResponse(share: ShareSummary, origin: string): Response {
  return Response.json(shareItem(share, origin), { status: 201 });
}

/** `GET /api/scenarios/:id/shares`. */
export function shareListResponse(shares: ShareSummary[], origin: string): Response {
  const body: SharesResponse = { shares: shares.map((share) => shareItem(share, origin)) };
  return Response.json(body);
}
