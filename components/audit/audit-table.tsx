import type { AuditAction, AuditEvent } from "@/lib/audit/store";
import { Table, TableBody, TableCell, TableColumns, TableRow } from "@/components/ui/table";
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
    <Table look="ruled" data-testid="audit-log">
      <TableColumns columns={["When", "Who", "What", "Detail"]} />
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id} className="align-top">
            <TableCell className="tabular whitespace-nowrap text-slate-600">
              <Timestamp value={event.createdAt} locale={locale} />
            </TableCell>
            <TableCell className="text-slate-900">{event.actorName}</TableCell>
            <TableCell className="text-slate-700">
              {ACTION_WORDS[event.action]} <span className="font-medium text-slate-900">{event.targetName}</span>
            </TableCell>
            <TableCell className="text-slate-600">{event.detail ?? ""}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
