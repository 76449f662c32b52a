import "server-only";
import { getDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** Everything the log records; the first word is what it happened to. */
export const AUDIT_ACTIONS = [
  "scenario.created",
  "scenario.saved",
  "scenario.deleted",
  "scenario.undeleted",
  "scenario.restored",
  "share.created",
  "share.revoked",
  "member.added",
  "member.removed",
  "member.role-changed",
  "invitation.sent",
  "invitation.cancelled",
  "api-key.created",
  "api-key.revoked",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did it, as the access check knows them; the name is copied into the event. */
export interface AuditActor {
  id: string;
  name: string;
}

/** What the log says when nobody signed in did it: the first start's presets, a migration. */
const THE_APP = "GPU TCO (the app itself)";

export interface AuditEventInput {
  workspaceId: string;
  /** The person, or only their id (the name is then read in the same transaction), or null for the app. */
  actor: AuditActor | string | null;
  action: AuditAction;
  targetType: "scenario" | "share" | "member" | "invitation" | "api-key";
  targetId: string;
  targetName: string;
  /** A few words more, e.g. "version 4" or "editor → viewer". */
  detail?: string;
}

export interface AuditEvent {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorName: string;
  action: AuditAction;
  targetType: string;
  targetId: string;
  targetName: string;
  detail: string | null;
}

/** A client or the transaction of the change being logged, so the two commit or roll back together. */
type Writer = Pick<PrismaClient, "auditEvent" | "user">;

async function actorOf(db: Writer, actor: AuditEventInput["actor"]): Promise<{ id: string | null; name: string }> {
  if (actor === null) return { id: null, name: THE_APP };
  if (typeof actor !== "string") return actor;
  const user = await db.user.findUnique({ where: { id: actor }, select: { name: true, email: true } });
  return { id: actor, name: user?.name || user?.email || actor };
}

/** Records one event, in `db` (pass the change's transaction). */
export async function recordAudit(db: Writer, event: AuditEventInput): Promise<void> {
  const actor = await actorOf(db, event.actor);
  await db.auditEvent.create({
    data: {
      workspaceId: event.workspaceId,
      actorId: actor.id,
      actorName: actor.name,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      targetName: event.targetName,
      detail: event.detail ?? null,
    },
  });
}

const isAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * The workspace's events, newest first: at most `limit`, after (older than) the event at `before`
 * when given. Events often share a millisecond (a removal and its key revocations), so the next
 * page names the last event's id too, `beforeId`: the events of that same millisecond with a
 * lower id come next, in the same order as the list. The CSV asks for all of it.
 */
export async function listAudit(
  workspaceId: string,
  options: { limit?: number; before?: Date; beforeId?: string } = {},
): Promise<AuditEvent[]> {
  const { before, beforeId } = options;
  const older = before
    ? beforeId
      ? { OR: [{ createdAt: { lt: before } }, { createdAt: before, id: { lt: beforeId } }] }
      : { createdAt: { lt: before } }
    : {};
  const rows = await getDb().auditEvent.findMany({
    where: { workspaceId, ...older },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.limit,
  });
  return rows.flatMap((row) => (isAction(row.action) ? [{ ...row, action: row.action }] : []));
}

/** Records one event on its own, for changes made outside a transaction of ours (better-auth's member hooks). */
export const recordAuditNow = (event: AuditEventInput): Promise<void> => recordAudit(getDb(), event);
