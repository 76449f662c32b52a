import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { recordAudit, type AuditActor } from "@/lib/audit/store";
import { getDb } from "@/lib/db";
import { newId } from "@/lib/db/ids";
import { AppError } from "@/lib/http/errors";
import { ROLES, atLeast } from "@/lib/accounts/roles";
import { workspaceRoleSchema, type ApiKeyCreate, type WorkspaceRole } from "@/lib/accounts/keys-schema";

/** Every key starts so, which lets a leaked key be recognised (and a Bearer token told from a session). */
export const API_KEY_PREFIX = "tco_";
const KEY_SHAPE = /^tco_[A-Za-z0-9_-]{43}$/;

export interface ApiKeySummary {
  id: string;
  name: string;
  /** The first characters, e.g. `tco_Hx3k9QzA`, to tell keys apart; never enough to use. */
  start: string;
  role: WorkspaceRole;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** Who a valid key acts for, and the role written on the key (the caller caps it by membership). */
export interface ApiKeyIdentity {
  keyId: string;
  user: { id: string; name: string; email: string };
  workspaceId: string;
  role: WorkspaceRole;
}

// A key carries 256 random bits, so a fast hash is enough: nobody can search that space, and a
// slow one would cost every API request. What is stored can't be sent back as a key.
const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

const SUMMARY = { id: true, name: true, start: true, role: true, createdAt: true, lastUsedAt: true } as const;
const toSummary = (row: {
  id: string;
  name: string;
  start: string;
  role: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiKeySummary => ({
  ...row,
  role: workspaceRoleSchema.parse(row.role),
});

export type CreatedApiKey = { key: string; summary: ApiKeySummary };

/**
 * Makes a key for `creator` in `workspaceId`, whose role there is `creatorRole`, and logs it. The
 * clear key is in the answer and nowhere else: it can't be shown again.
 */
export async function createApiKey(
  creator: AuditActor,
  workspaceId: string,
  creatorRole: WorkspaceRole,
  input: ApiKeyCreate,
): Promise<CreatedApiKey> {
  if (!atLeast(creatorRole, input.role)) {
    const message = `role can be at most ${creatorRole}, your own role in this workspace`;
    throw new AppError("role_too_high", message, { errors: [{ path: "role", code: "role_too_high", message }] });
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await getDb().$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: {
        id: newId(),
        name: input.name,
        start: key.slice(0, 12),
        hash: hashKey(key),
        userId: creator.id,
        workspaceId,
        role: input.role,
      },
      select: SUMMARY,
    });
    await recordAudit(tx, {
      workspaceId,
      actor: creator,
      action: "api-key.created",
      targetType: "api-key",
      targetId: created.id,
      targetName: created.name,
      detail: created.role,
    });
    return created;
  });
  return { key, summary: toSummary(row) };
}

/** The user's live keys in the workspace, newest first. */
export async function listApiKeys(userId: string, workspaceId: string): Promise<ApiKeySummary[]> {
  const rows = await getDb().apiKey.findMany({
    where: { userId, workspaceId, revokedAt: null },
    orderBy: { createdAt: "desc" },
    select: SUMMARY,
  });
  return rows.map(toSummary);
}

/** Revokes one of the user's keys in the workspace, and logs it; false when there is no such live key. */
export async function revokeApiKey(user: AuditActor, workspaceId: string, keyId: string): Promise<boolean> {
  return getDb().$transaction(async (tx) => {
    const { count } = await tx.apiKey.updateMany({
      where: { id: keyId, userId: user.id, workspaceId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) return false;
    const { name } = await tx.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: { name: true } });
    await recordAudit(tx, {
      workspaceId,
      actor: user,
      action: "api-key.revoked",
      targetType: "api-key",
      targetId: keyId,
      targetName: name,
    });
    return true;
  });
}

/**
 * Revokes the keys a user holds in a workspace: every one (they left it, or their account is
 * gone), or, given the role they dropped to, those above it, so a later promotion doesn't bring
 * them back.
 */
export async function revokeMemberApiKeys(
  userId: string,
  workspaceId: string,
  droppedTo?: WorkspaceRole,
): Promise<number> {
  const above = droppedTo ? { role: { in: ROLES.filter((role) => !atLeast(droppedTo, role)) } } : {};
  const { count } = await getDb().apiKey.updateMany({
    where: { userId, workspaceId, revokedAt: null, ...above },
    data: { revokedAt: new Date() },
  });
  return count;
}

// A busy script would otherwise write a row on every request; the date a person reads ("used
// today at 14:05") needs no finer grain than a minute.
const LAST_USED_GRAIN_MS = 60_000;

/**
 * The identity behind a Bearer key, or null when it is malformed, unknown or revoked (alike, so
 * the answer says nothing about which). Records when the key was last used.
 */
export async function resolveApiKey(key: string): Promise<ApiKeyIdentity | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const row = await getDb().apiKey.findUnique({
    where: { hash: hashKey(key) },
    include: { user: { select: { id: true, name: true, email: true } } },
  });
  if (!row || row.revokedAt) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_GRAIN_MS) {
    await getDb().apiKey.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { keyId: row.id, user: row.user, workspaceId: row.workspaceId, role: workspaceRoleSchema.parse(row.role) };
}
