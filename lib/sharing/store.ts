import "server-only";
import { randomBytes } from "node:crypto";
import { recordAudit } from "@/lib/audit/store";
import { getDb } from "@/lib/db";
import type { Scope } from "@/lib/scenarios/store";
import { readStored } from "@/lib/scenarios/stored";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/scenarios/checklist-schema";

export interface ShareSummary {
  token: string;
  version: number;
  createdAt: Date;
}

/** What a share link shows: the revision it pins, and whether the scenario has moved on since. */
export interface SharedRevision {
  token: string;
  scenarioId: string;
  createdAt: Date;
  version: number;
  currentVersion: number;
  scenario: Scenario;
  checklist: Checklist;
  savedAt: Date;
}

/** A share token: 192 random bits, URL-safe, so links can't be guessed or enumerated. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Pins the scenario's current version behind a new read-only link, and logs it; null when the id is unknown in the workspace. */
export async function createShare(scope: Scope, scenarioId: string): Promise<ShareSummary | null> {
  return getDb().$transaction(async (tx) => {
    const scenario = await tx.scenario.findFirst({
      where: { id: scenarioId, workspaceId: scope.workspaceId, deletedAt: null },
      select: { version: true, name: true },
    });
    if (!scenario) return null;
    const share = await tx.share.create({
      data: { token: newToken(), scenarioId, version: scenario.version },
      select: { token: true, version: true, createdAt: true },
    });
    // The log names the scenario, never the token: whoever reads the log can't open the link.
    await recordAudit(tx, {
      workspaceId: scope.workspaceId,
      actor: scope.authorId,
      action: "share.created",
      targetType: "scenario",
      targetId: scenarioId,
      targetName: scenario.name,
      detail: `version ${share.version}`,
    });
    return share;
  });
}

/** The scenario's live (unrevoked) links, newest first; null when the id is unknown in the workspace. */
export async function listShares(workspaceId: string, scenarioId: string): Promise<ShareSummary[] | null> {
  const scenario = await getDb().scenario.findFirst({
    where: { id: scenarioId, workspaceId, deletedAt: null },
    select: { id: true },
  });
  if (!scenario) return null;
  return getDb().share.findMany({
    where: { scenarioId, revokedAt: null },
    orderBy: { createdAt: "desc" },
    select: { token: true, version: true, createdAt: true },
  });
}

/** Revokes one link of this scenario, and logs it; false when there is no such live link in the workspace. */
export async function revokeShare(scope: Scope, scenarioId: string, token: string): Promise<boolean> {
  return getDb().$transaction(async (tx) => {
    const { count } = await tx.share.updateMany({
      where: { token, scenarioId, revokedAt: null, scenario: { workspaceId: scope.workspaceId } },
      data: { revokedAt: new Date() },
    });
    if (count === 0) return false;
    const share = await tx.share.findUniqueOrThrow({
      where: { token },
      select: { version: true, scenario: { select: { name: true } } },
    });
    await recordAudit(tx, {
      workspaceId: scope.workspaceId,
      actor: scope.authorId,
      action: "share.revoked",
      targetType: "scenario",
      targetId: scenarioId,
      targetName: share.scenario.name,
      detail: `version ${share.version}`,
    });
    return true;
  });
}

/**
 * The revision behind a live link, or null when the token is unknown, revoked, or its scenario
 * was deleted: the three look the same from outside, so a token reveals nothing.
 */
export async function getSharedRevision(token: string): Promise<SharedRevision | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const share = await getDb().share.findFirst({
    where: { token, revokedAt: null, scenario: { deletedAt: null } },
    include: { scenario: { select: { version: true } } },
  });
  if (!share) return null;
  const revision = await getDb().revision.findFirst({
    where: { scenarioId: share.scenarioId, version: share.version },
  });
  if (!revision) return null;
  return {
    token: share.token,
    scenarioId: share.scenarioId,
    createdAt: share.createdAt,
    version: share.version,
    currentVersion: share.scenario.version,
    ...readStored(revision, `Scenario ${share.scenarioId}, version ${share.version}`),
    savedAt: revision.createdAt,
  };
}
