// What a refused request must leave alone: a digest of every table, compared before and after it.
import { createHash } from "node:crypto";
import type Database from "better-sqlite3";

/** Tables left out of {@link fingerprint}: bookkeeping that a refusal is meant to write. */
const UNFINGERPRINTED = new Set([
  "_prisma_migrations",
  "sqlite_sequence",
  // A refused sign-in is counted here: that is how the sign-in limit works (lib/accounts/sign-in-limits.ts).
  "SignInLimit",
]);

/**
 * Columns left out of {@link fingerprint}, by table: a key's last use is recorded whatever the
 * answer, because a refused call is still a use of the key that its owner should see.
 */
const UNFINGERPRINTED_COLUMNS: Record<string, ReadonlySet<string>> = { ApiKey: new Set(["lastUsedAt"]) };

/**
 * Each table's row count and a hash of its rows, read on `db` (a read-only connection to the
 * SQLite file the app serves): two fingerprints differ where any row was added, removed or changed.
 */
export function fingerprint(db: Database.Database): Record<string, string> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const result: Record<string, string> = {};
  for (const table of tables) {
    if (UNFINGERPRINTED.has(table)) continue;
    const hash = createHash("sha1");
    let rows = 0;
    const skipped = UNFINGERPRINTED_COLUMNS[table];
    const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]).filter(
      (c) => !skipped?.has(c),
    );
    const list = columns.map((c) => `"${c}"`).join(", ");
    for (const row of db.prepare(`SELECT ${list} FROM "${table}" ORDER BY rowid`).raw().iterate()) {
      hash.update(
        JSON.stringify(row, (_k, v: unknown) =>
          typeof v === "bigint" ? String(v) : v instanceof Buffer ? v.toString("base64") : v,
        ),
      );
      rows += 1;
    }
    result[table] = `${rows}:${hash.digest("hex").slice(0, 16)}`;
  }
  return result;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
}
