import { route } from "@/lib/http/route";
import type { Parsed } from "@/lib/validation/field-error";
import { listAudit } from "@/lib/audit/store";

const PAGE = 200;

/** `?before=<ISO time>&beforeId=<id>`: where the page starts (the last event of the page before). */
function readAuditQuery(search: URLSearchParams): Parsed<{ before?: Date; beforeId?: string }> {
  const before = search.get("before");
  const beforeDate = before === null ? undefined : new Date(before);
  if (beforeDate && Number.isNaN(beforeDate.getTime()))
    return {
      ok: false,
      errors: [
        {
          path: "before",
          code: "invalid_format",
          message: "before must be a date and time, e.g. 2026-12-01T14:05:00Z",
        },
      ],
    };
  return { ok: true, value: { before: beforeDate, beforeId: search.get("beforeId") ?? undefined } };
}

/** The workspace's audit log, newest first, a page at a time; owners only. */
export const GET = route({ role: "owner", query: readAuditQuery }, async ({ caller, query }) => {
  const events = await listAudit(caller.workspace.id, { limit: PAGE, ...query });
  return Response.json({ events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) });
});
