import "server-only";
import { recordAudit } from "@/lib/audit/store";
import { getDb } from "@/lib/db";
import { newId } from "@/lib/db/ids";
import { readChecklist, readStored, SCENARIO_FORMAT } from "@/lib/scenarios/stored";
import { nameKey } from "@/lib/scenarios/name-key";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/scenarios/checklist-schema";

/** A saved scenario as the app uses it: the validated inputs, parsed. */
export interface StoredScenario {
  id: string;
  version: number;
  scenario: Scenario;
  checklist: Checklist;
  createdAt: Date;
  updatedAt: Date;
}

export interface RevisionSummary {
  version: number;
  name: string;
  note: string | null;
  createdAt: Date;
  /** Who saved it; null for versions saved before accounts existed (and the presets). */
  savedBy: string | null;
}

/**
 * Where a write lands and who makes it. Every query names the workspace, so an id from another
 * workspace finds nothing: to its caller it does not exist.
 */
export interface Scope {
  workspaceId: string;
  authorId: string | null;
}

/** A revision's row: the scenario as saved at `version`, its checklist, the note and who saved it. */
const revisionRow = (
  version: number,
  name: string,
  inputs: string,
  checklist: string,
  note: string | undefined,
  scope: Scope,
) => ({ version, name, inputs, checklist, format: SCENARIO_FORMAT, note: note ?? null, authorId: scope.authorId });

type Row = {
  id: string;
  version: number;
  inputs: string;
  checklist: string;
  format: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A scenario row as read from the database, its JSON parsed, upgraded and checked (else UnreadableScenarioError). */
export function fromRow(row: Row): StoredScenario {
  return {
    id: row.id,
    version: row.version,
    ...readStored(row, `Scenario ${row.id} (version ${row.version})`),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Longest scenario name the schema accepts (lib/scenarios/schema.ts). */
const NAME_MAX = 120;
const NUMBERED = /^(.*) \((\d+)\)$/;

/**
 * `name`, or the first free "name (n)" when a live scenario already has it, so the list never
 * shows two scenarios under one name. A name that already ends in "(n)" counts on from its root.
 *
 * @example
 * freeName("comma.ai-style datacenter", ["comma.ai-style datacenter"]); // "comma.ai-style datacenter (2)"
 * freeName("Plan (2)", ["Plan", "Plan (2)"]);                          // "Plan (3)"
 */
export function freeName(name: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  const root = NUMBERED.exec(name)?.[1] ?? name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${root.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * Saves a new scenario (already validated) as version 1, with its first revision. Every way of
 * making one (a preset, a copy, an import, New scenario) comes through here, so here the name is
 * made unique among live scenarios; the returned scenario carries the name it was saved under.
 */
export async function createScenario(
  scope: Scope,
  input: Scenario,
  checklist: Checklist = {},
  note?: string,
): Promise<StoredScenario> {
  const id = newId();
  const checklistJson = JSON.stringify(checklist);
  return getDb().$transaction(async (tx) => {
    const root = (NUMBERED.exec(input.name)?.[1] ?? input.name).slice(0, NAME_MAX - 8);
    const similar = await tx.scenario.findMany({
      where: { workspaceId: scope.workspaceId, deletedAt: null, name: { startsWith: root } },
      select: { name: true },
    });
    const name = freeName(
      input.name,
      similar.map((r) => r.name),
    );
    const scenario = name === input.name ? input : { ...input, name };
    const inputs = JSON.stringify(scenario);
    const row = await tx.scenario.create({
      data: {
        id,
        name,
        nameKey: nameKey(name),
        inputs,
        checklist: checklistJson,
        format: SCENARIO_FORMAT,
        version: 1,
        workspaceId: scope.workspaceId,
        revisions: { create: revisionRow(1, name, inputs, checklistJson, note, scope) },
      },
    });
    await recordAudit(tx, {
      workspaceId: scope.workspaceId,
      actor: scope.authorId,
      action: "scenario.created",
      targetType: "scenario",
      targetId: id,
      targetName: name,
      detail: note,
    });
    // What was just written, as written: read back, it would be parsed a second time for nothing.
    return { id, version: 1, scenario, checklist, createdAt: row.createdAt, updatedAt: row.updatedAt };
  });
}

/** One live scenario of the workspace, or null when the id is unknown, deleted or another workspace's. */
export async function getScenario(workspaceId: string, id: string): Promise<StoredScenario | null> {
  // Every read of a scenario (the API, the editor, exports) starts here: as plain SQL it skips
  // Prisma's query compiler, about half of what the query cost.
  const [row] = await getDb().$queryRaw<Row[]>`
    SELECT "id", "version", "inputs", "checklist", "format", "createdAt", "updatedAt" FROM "Scenario"
    WHERE "id" = ${id} AND "workspaceId" = ${workspaceId} AND "deletedAt" IS NULL`;
  return row ? fromRow(row) : null;
}

/**
 * How long a save may wait for a connection and then run. Prisma's defaults (2 s, 5 s) turn a burst
 * of saves larger than the PostgreSQL pool into errors; this waits instead, and the pool's own
 * limit (postgres-client.ts) still answers 503 when no connection frees up.
 */
const SAVE_TRANSACTION = { maxWait: 15_000, timeout: 20_000 };

export type UpdateResult =
  { status: "ok"; scenario: StoredScenario } | { status: "conflict"; currentVersion: number } | { status: "not-found" };

/**
 * Saves new inputs over `expectedVersion`. The version check and the write are one statement, so
 * two saves racing from the same version can't both win: the loser gets a conflict. On SQLite
 * a write transaction holds the whole database. On PostgreSQL (READ COMMITTED, its default) the
 * UPDATE takes the scenario's row lock: a racing save waits for it, then re-checks the version
 * against the committed row, no longer matches, and updates nothing.
 */
export async function updateScenario(
  scope: Scope,
  id: string,
  expectedVersion: number,
  scenario: Scenario,
  checklist?: Checklist,
  note?: string,
  action: "scenario.saved" | "scenario.restored" = "scenario.saved",
): Promise<UpdateResult> {
  const inputs = JSON.stringify(scenario);
  return getDb().$transaction(async (tx) => {
    const current = await tx.scenario.findFirst({ where: { id, workspaceId: scope.workspaceId, deletedAt: null } });
    if (!current) return { status: "not-found" } as const;
    const checklistJson = checklist ? JSON.stringify(checklist) : current.checklist;
    const { count } = await tx.scenario.updateMany({
      where: { id, workspaceId: scope.workspaceId, version: expectedVersion, deletedAt: null },
      data: {
        name: scenario.name,
        nameKey: nameKey(scenario.name),
        inputs,
        checklist: checklistJson,
        format: SCENARIO_FORMAT,
        version: { increment: 1 },
      },
    });
    if (count === 0) {
      // Read again: on PostgreSQL the save that won may have committed after `current` was read.
      const winner = await tx.scenario.findFirst({ where: { id }, select: { version: true, deletedAt: true } });
      if (!winner || winner.deletedAt) return { status: "not-found" } as const;
      return { status: "conflict", currentVersion: winner.version } as const;
    }
    const version = expectedVersion + 1;
    await tx.revision.create({
      data: { scenarioId: id, ...revisionRow(version, scenario.name, inputs, checklistJson, note, scope) },
    });
    await recordAudit(tx, {
      workspaceId: scope.workspaceId,
      actor: scope.authorId,
      action,
      targetType: "scenario",
      targetId: id,
      targetName: scenario.name,
      detail: note ?? `version ${version}`,
    });
    const { createdAt, updatedAt } = await tx.scenario.findUniqueOrThrow({
      where: { id },
      select: { createdAt: true, updatedAt: true },
    });
    const saved = { scenario, checklist: checklist ?? readChecklist(current.checklist, `Scenario ${id}`) };
    return { status: "ok", scenario: { id, version, ...saved, createdAt, updatedAt } } as const;
  }, SAVE_TRANSACTION);
}

/**
 * Soft-deletes a scenario and revokes its share links (undeleting it does not bring them back);
 * returns false when it was unknown, already deleted or another workspace's.
 */
export async function deleteScenario(scope: Scope, id: string): Promise<boolean> {
  const { workspaceId } = scope;
  return getDb().$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.scenario.updateMany({
      where: { id, workspaceId, deletedAt: null },
      data: { deletedAt: now },
    });
    if (count === 0) return false;
    const { count: links } = await tx.share.updateMany({
      where: { scenarioId: id, revokedAt: null },
      data: { revokedAt: now },
    });
    const { name } = await tx.scenario.findUniqueOrThrow({ where: { id }, select: { name: true } });
    await recordAudit(tx, {
      workspaceId,
      actor: scope.authorId,
      action: "scenario.deleted",
      targetType: "scenario",
      targetId: id,
      targetName: name,
      detail: links > 0 ? `${links} share link${links === 1 ? "" : "s"} revoked` : undefined,
    });
    return true;
  });
}

/** Brings back a soft-deleted scenario of the workspace; returns it, or null when the id is unknown there. */
export async function undeleteScenario(scope: Scope, id: string): Promise<StoredScenario | null> {
  const { workspaceId } = scope;
  await getDb().$transaction(async (tx) => {
    const { count } = await tx.scenario.updateMany({
      where: { id, workspaceId, deletedAt: { not: null } },
      data: { deletedAt: null },
    });
    if (count === 0) return;
    const { name } = await tx.scenario.findUniqueOrThrow({ where: { id }, select: { name: true } });
    await recordAudit(tx, {
      workspaceId,
      actor: scope.authorId,
      action: "scenario.undeleted",
      targetType: "scenario",
      targetId: id,
      targetName: name,
    });
  });
  return getScenario(workspaceId, id);
}

/**
 * The saved versions of a live scenario, newest first, with who saved each; null when the id is
 * unknown. `before` and `take` read a page of them: at most `take` versions older than `before`.
 */
export async function listRevisions(
  workspaceId: string,
  id: string,
  page: { before?: number; take?: number } = {},
): Promise<RevisionSummary[] | null> {
  const scenario = await getDb().scenario.findFirst({
    where: { id, workspaceId, deletedAt: null },
    select: { id: true },
  });
  if (!scenario) return null;
  const rows = await getDb().revision.findMany({
    where: { scenarioId: id, ...(page.before === undefined ? {} : { version: { lt: page.before } }) },
    orderBy: { version: "desc" },
    take: page.take,
    select: { version: true, name: true, note: true, createdAt: true, author: { select: { name: true } } },
  });
  return rows.map(({ author, ...row }) => ({ ...row, savedBy: author?.name ?? null }));
}

/**
 * One saved version's inputs, or null when the version is unknown or the scenario is unknown in
 * this workspace or deleted (a deleted scenario's history is as hidden as the scenario itself).
 */
export async function getRevision(
  workspaceId: string,
  id: string,
  version: number,
): Promise<{ scenario: Scenario; checklist: Checklist; createdAt: Date } | null> {
  const row = await getDb().revision.findFirst({
    where: { scenarioId: id, version, scenario: { workspaceId, deletedAt: null } },
  });
  if (!row) return null;
  return { ...readStored(row, `Scenario ${id}, version ${version}`), createdAt: row.createdAt };
}

/**
 * Restores an old version by saving its inputs as a new version; nothing is overwritten. Given
 * `expectedVersion` (the version the user has on screen), a newer save makes it a conflict.
 */
export async function restoreRevision(
  scope: Scope,
  id: string,
  version: number,
  expectedVersion?: number,
): Promise<UpdateResult> {
  const revision = await getRevision(scope.workspaceId, id, version);
  const current = await getScenario(scope.workspaceId, id);
  if (!revision || !current) return { status: "not-found" };
  return updateScenario(
    scope,
    id,
    expectedVersion ?? current.version,
    revision.scenario,
    revision.checklist,
    `Restored from version ${version}`,
    "scenario.restored",
  );
}

/** How many scenario rows exist, deleted ones included (the seed runs only on an empty database). */
export async function countAllScenarios(): Promise<number> {
  return getDb().scenario.count();
}
