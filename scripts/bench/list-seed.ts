// The list bench's scenarios, written straight into the app's SQLite file (see list.ts for why).
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { nameKey } from "@/lib/scenarios/name-key";

/** The name of the n-th bench scenario, zero-padded so that names sort as numbers. */
export const benchName = (n: number) => `Bench scenario ${String(n).padStart(5, "0")}`;

type Row = Record<string, unknown>;

/** A time in the form `template` has: Prisma's SQLite adapter may write ms since 1970 or text. */
function timeLike(template: unknown, time: number): unknown {
  if (typeof template === "number" || typeof template === "bigint") return time;
  if (typeof template === "string" && /^\d+$/.test(template)) return String(time);
  return new Date(time).toISOString();
}

/** Copies of `templates` (scenarios the app saved, with their revision and audit event) up to `count` live scenarios. */
export function seed(file: string, templateIds: string[], count: number): number {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 10000");
    const existing = (
      db.prepare(`SELECT COUNT(*) AS n FROM "Scenario" WHERE "deletedAt" IS NULL`).get() as { n: number }
    ).n;
    const templates = templateIds.map((id) => ({
      scenario: db.prepare(`SELECT * FROM "Scenario" WHERE "id" = ?`).get(id) as Row,
      revision: db.prepare(`SELECT * FROM "Revision" WHERE "scenarioId" = ?`).get(id) as Row,
      audit: db.prepare(`SELECT * FROM "AuditEvent" WHERE "targetId" = ?`).get(id) as Row,
    }));
    const insert = (table: string, row: Row) => {
      const columns = Object.keys(row);
      db.prepare(
        `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      ).run(...columns.map((c) => row[c]));
    };
    const start = Date.now() - count * 60_000;
    const write = db.transaction(() => {
      for (let n = 0; n < count - existing; n++) {
        const t = templates[n % templates.length]!;
        const id = randomBytes(16).toString("base64url");
        const name = benchName(n);
        const inputs = JSON.stringify({ ...(JSON.parse(t.scenario.inputs as string) as object), name });
        const at = start + n * 60_000;
        insert("Scenario", {
          ...t.scenario,
          id,
          name,
          nameKey: nameKey(name),
          inputs,
          createdAt: timeLike(t.scenario.createdAt, at),
          updatedAt: timeLike(t.scenario.updatedAt, at),
        });
        insert("Revision", {
          ...t.revision,
          id: `c${randomBytes(12).toString("hex")}`,
          scenarioId: id,
          name,
          inputs,
          createdAt: timeLike(t.revision.createdAt, at),
        });
        insert("AuditEvent", {
          ...t.audit,
          id: `c${randomBytes(12).toString("hex")}`,
          targetId: id,
          targetName: name,
          createdAt: timeLike(t.audit.createdAt, at),
        });
      }
    });
    write();
    return (db.prepare(`SELECT COUNT(*) AS n FROM "Scenario" WHERE "deletedAt" IS NULL`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
