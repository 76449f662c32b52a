import "server-only";
import { getDb } from "@/lib/db";
import { nameKey } from "@/lib/scenarios/name-key";
import { fromRow, type StoredScenario } from "@/lib/scenarios/store";
import { Prisma } from "@/lib/generated/prisma/client";
import { SCENARIO_PAGE_SIZE, type ScenarioListQuery, type ScenarioSort } from "@/lib/scenarios/list-query";

/** One page of a workspace's live scenarios, and how many match in all. */
export interface ScenarioPage {
  scenarios: StoredScenario[];
  /** Live scenarios matching the search, on every page. */
  total: number;
  page: number;
  pageSize: number;
  /** Pages there are: at least 1, which may be empty. */
  pageCount: number;
}

// Each order ends on the id, so scenarios saved in the same millisecond (or named alike) keep
// their places from one page to the next. The indexes (workspaceId, deletedAt, updatedAt, id)
// and (workspaceId, deletedAt, nameKey, id) serve these in either direction.
const ORDER: Record<ScenarioSort, Prisma.Sql> = {
  "updated-desc": Prisma.sql`"updatedAt" DESC, "id" DESC`,
  "updated-asc": Prisma.sql`"updatedAt" ASC, "id" ASC`,
  "name-asc": Prisma.sql`"nameKey" ASC, "id" ASC`,
  "name-desc": Prisma.sql`"nameKey" DESC, "id" DESC`,
};

/** `text` as a LIKE pattern that matches it literally anywhere: "%" and "_" in a search are not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the workspace's live scenarios: searched by name (case-insensitive substring, the same
 * on SQLite and PostgreSQL: see {@link nameKey}), in the order asked for, `pageSize` at a time.
 * A page past the last one is empty. The SQL is plain enough for both databases: LIKE with an
 * explicit ESCAPE, LIMIT and OFFSET; the page's rows are then read by id.
 */
export async function listScenarioPage(
  workspaceId: string,
  query: ScenarioListQuery,
  pageSize: number = SCENARIO_PAGE_SIZE,
): Promise<ScenarioPage> {
  const db = getDb();
  const search = query.q
    ? Prisma.sql` AND "nameKey" LIKE ${containsPattern(nameKey(query.q))} ESCAPE '\\'`
    : Prisma.empty;
  const where = Prisma.sql`WHERE "workspaceId" = ${workspaceId} AND "deletedAt" IS NULL${search}`;
  const [counted, ids] = await Promise.all([
    db.$queryRaw<{ n: bigint | number }[]>`SELECT COUNT(*) AS "n" FROM "Scenario" ${where}`,
    db.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "Scenario" ${where} ORDER BY ${ORDER[query.sort]} LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`,
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db.scenario.findMany({ where: { id: { in: ids.map((r) => r.id) }, workspaceId, deletedAt: null } });
  const total = Number(counted[0]?.n ?? 0);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    scenarios: ids.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [fromRow(row)] : [];
    }),
    total,
    page: query.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/**
 * Folds again every name whose stored key differs from {@link nameKey}: the migration that added
 * the key filled it with the database's LOWER(), which on SQLite leaves non-ASCII letters as they
 * were. Run by prepare-db after migrating; returns how many keys it changed. The UPDATE is raw so
 * that Prisma does not move `updatedAt`, which the list sorts by.
 */
export async function refreshNameKeys(): Promise<number> {
  const db = getDb();
  const rows = await db.scenario.findMany({ select: { id: true, name: true, nameKey: true } });
  const stale = rows.filter((row) => row.nameKey !== nameKey(row.name));
  for (const row of stale)
    await db.$executeRaw`UPDATE "Scenario" SET "nameKey" = ${nameKey(row.name)} WHERE "id" = ${row.id}`;
  return stale.length;
}
