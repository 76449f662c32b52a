import { authorize } from "@/lib/auth/access";
import { errorResponse, withDatabase } from "@/lib/http/responses";
import { listAudit } from "@/lib/data/audit";

const PAGE = 200;

/**
 * The workspace's audit log, newest first, a page at a time (`?before=<ISO time>&beforeId=<id>`:
 * the last event of the page before); owners only.
 */
export const GET = withDatabase(async (request: Request) => {
  const access = await authorize(request, "owner");
  if (!access.ok) return access.response;
  const before = new URL(request.url).searchParams.get("before");
  const beforeDate = before === null ? undefined : new Date(before);
  if (beforeDate && Number.isNaN(beforeDate.getTime()))
    return errorResponse(400, [
      { path: "before", message: "before must be a date and time, e.g. 2026-12-01T14:05:00Z" },
    ]);
  const beforeId = new URL(request.url).searchParams.get("beforeId") ?? undefined;
  const events = await listAudit(access.caller.workspace.id, { limit: PAGE, before: beforeDate, beforeId });
  return Response.json({ events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) });
});
