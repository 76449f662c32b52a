import type { AuditAction, AuditEvent } from "@/lib/data/audit";
import { Timestamp } from "@/components/ui/timestamp";

const ACTION_WORDS: Record<AuditAction, string> = {
  "scenario.created": "created scenario",
  "scenario.saved": "saved scenario",
  "scenario.deleted": "deleted scenario",
  "scenario.undeleted": "brought back scenario",
  "scenario.restored": "restored an old version of",
  "share.created": "shared a read-only link to",
  "share.revoked": "revoked a link to",
  "member.added": "added member",
  "member.removed": "removed member",
  "member.role-changed": "changed the role of",
  "invitation.sent": "invited",
  "invitation.cancelled": "cancelled the invitation of",
  "api-key.created": "created API key",
  "api-key.revoked": "revoked API key",
};

/** The workspace's audit log, newest first: when, who, what they did to what. */
export function AuditTable({ events, locale }: { events: readonly AuditEvent[]; locale: string }) {
  if (events.length === 0) return <p className="text-sm text-slate-500">Nothing has happened in this workspace yet.</p>;
  return (
    <table className="w-full text-left text-sm" data-testid="audit-log">
      <thead className="border-b border-slate-200 text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            When
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Who
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            What
          </th>
          <th scope="col" className="py-2 font-medium">
            Detail
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-4 whitespace-nowrap text-slate-600 tabular-nums">
              <Timestamp value={event.createdAt} locale={locale} />
            </td>
            <td className="py-2 pr-4 text-slate-900">{event.actorName}</td>
            <td className="py-2 pr-4 text-slate-700">
              {ACTION_WORDS[event.action]} <span className="font-medium text-slate-900">{event.targetName}</span>
            </td>
            <td className="py-2 text-slate-600">{event.detail ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
