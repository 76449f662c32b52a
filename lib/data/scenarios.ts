import "server-only";
import { getDb } from "@/lib/data/db";
import { newId } from "@/lib/data/ids";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/validation/checklist";

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
}

type Row = {
  id: string;
  version: number;
  inputs: string;
  checklist: string;
  createdAt: Date;
  updatedAt: Date;
};

function fromRow(row: Row): StoredScenario {
  return {
    id: row.id,
    version: row.version,
    scenario: JSON.parse(row.inputs) as Scenario,
    checklist: JSON.parse(row.checklist) as Checklist,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Saves a new scenario (already validated) as version 1, with its first revision. */
export async function createScenario(scenario: Scenario, checklist: Checklist = {}, note?: string): Promise<StoredScenario> {
  const id = newId();
  const inputs = JSON.stringify(scenario);
  const checklistJson = JSON.stringify(checklist);
  const row = await getDb().scenario.create({
    data: {
      id,
      name: scenario.name,
      inputs,
      checklist: checklistJson,
      version: 1,
      revisions: { create: { version: 1, name: scenario.name, inputs, checklist: checklistJson, note: note ?? null } },
    },
  });
  return fromRow(row);
}

/**
 * Every live scenario, most recently changed first, optionally filtered by a case-insensitive
 * substring of the name. The filter runs here rather than as SQL LIKE, where "%" and "_" in a
 * search would act as wildcards.
 */
export async function listScenarios(search?: string): Promise<StoredScenario[]> {
  const rows = await getDb().scenario.findMany({ where: { deletedAt: null }, orderBy: { updatedAt: "desc" } });
  const needle = search?.toLowerCase();
  return (needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows).map(fromRow);
}

/** One live scenario, or null when the id is unknown or deleted. */
export async function getScenario(id: string): Promise<StoredScenario | null> {
  const row = await getDb().scenario.findFirst({ where: { id, deletedAt: null } });
  return row ? fromRow(row) : null;
}

export type UpdateResult =
  | { status: "ok"; scenario: StoredScenario }
  | { status: "conflict"; currentVersion: number }
  | { status: "not-found" };

/**
 * Saves new inputs over `expectedVersion`. The version check and the write are one statement, so
 * two saves racing from the same version can't both win: the loser gets a conflict.
 */
export async function updateScenario(
  id: string,
  expectedVersion: number,
  scenario: Scenario,
  checklist?: Checklist,
  note?: string,
): Promise<UpdateResult> {
  const inputs = JSON.stringify(scenario);
  return getDb().$transaction(async (tx) => {
    const current = await tx.scenario.findFirst({ where: { id, deletedAt: null } });
    if (!current) return { status: "not-found" } as const;
    const checklistJson = checklist ? JSON.stringify(checklist) : current.checklist;
    const { count } = await tx.scenario.updateMany({
      where: { id, version: expectedVersion, deletedAt: null },
      data: { name: scenario.name, inputs, checklist: checklistJson, version: { increment: 1 } },
    });
    if (count === 0) return { status: "conflict", currentVersion: current.version } as const;
    const version = expectedVersion + 1;
    await tx.revision.create({
      data: { scenarioId: id, version, name: scenario.name, inputs, checklist: checklistJson, note: note ?? null },
    });
    const row = await tx.scenario.findUniqueOrThrow({ where: { id } });
    return { status: "ok", scenario: fromRow(row) } as const;
  });
}

/** Soft-deletes a scenario; returns false when it was unknown or already deleted. */
export async function deleteScenario(id: string): Promise<boolean> {
  const { count } = await getDb().scenario.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
  return count > 0;
}

/** Brings back a soft-deleted scenario; returns it, or null when the id is unknown. */
export async function undeleteScenario(id: string): Promise<StoredScenario | null> {
  const db = getDb();
  await db.scenario.updateMany({ where: { id, deletedAt: { not: null } }, data: { deletedAt: null } });
  return getScenario(id);
}

/** The saved versions of a live scenario, newest first, or null when the id is unknown. */
export async function listRevisions(id: string): Promise<RevisionSummary[] | null> {
  const scenario = await getDb().scenario.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
  if (!scenario) return null;
  return getDb().revision.findMany({
    where: { scenarioId: id },
    orderBy: { version: "desc" },
    select: { version: true, name: true, note: true, createdAt: true },
  });
}

/** One saved version's inputs, or null when the scenario or version is unknown. */
export async function getRevision(id: string, version: number): Promise<{ scenario: Scenario; checklist: Checklist; createdAt: Date } | null> {
  const row = await getDb().revision.findFirst({ where: { scenarioId: id, version } });
  if (!row) return null;
  return { scenario: JSON.parse(row.inputs) as Scenario, checklist: JSON.parse(row.checklist) as Checklist, createdAt: row.createdAt };
}

/**
 * Restores an old version by saving its inputs as a new version; nothing is overwritten. Given
 * `expectedVersion` (the version the user has on screen), a newer save makes it a conflict.
 */
export async function restoreRevision(id: string, version: number, expectedVersion?: number): Promise<UpdateResult> {
  const revision = await getRevision(id, version);
  const current = await getScenario(id);
  if (!revision || !current) return { status: "not-found" };
  return updateScenario(id, expectedVersion ?? current.version, revision.scenario, revision.checklist, `Restored from version ${version}`);
}

/** How many scenario rows exist, deleted ones included (the seed runs only on an empty database). */
export async function countAllScenarios(): Promise<number> {
  return getDb().scenario.count();
}
