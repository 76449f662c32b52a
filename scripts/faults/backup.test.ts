/**
 * `npm run backup` while the server is answering saves, then the restore README.md describes:
 * the restored database, served by a new server, holds everything saved before the backup began.
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import {
  cleanUp,
  contiguous,
  createOk,
  readDatabase,
  save,
  scenarioFor,
  startFaultApp,
  stored,
  tempDir,
} from "./support";

afterAll(cleanUp);

const SCENARIOS = 20;

function npmRunBackup(
  databaseFile: string,
  target: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "backup", "--", target], {
      cwd: join(import.meta.dirname, "../.."),
      env: { ...process.env, DATABASE_URL: `file:${databaseFile}` },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

test("a backup taken while saves are being answered restores into a server that has every scenario saved before it", async () => {
  const app = await startFaultApp();
  const ids = await Promise.all(
    Array.from({ length: SCENARIOS }, (_, n) => createOk(app, scenarioFor(`backed up ${n}`))),
  );

  // Saves keep arriving during the whole backup; the ones answered before it began must be in it.
  const answered: { id: string; version: number; inputs: string }[] = [];
  let saving = true;
  const saver = async (id: string) => {
    let version = 1;
    for (let n = 0; saving; n++) {
      const scenario = scenarioFor(`saved ${n}`, 1 + n);
      const answer = await save(app, id, version, scenario);
      expect(answer.status).toBe(200);
      version = answer.body.version!;
      answered.push({ id, version, inputs: stored(scenario) });
    }
  };
  const savers = ids.slice(0, 4).map(saver);
  while (answered.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));

  const dir = tempDir("backup");
  const before = answered.length;
  const backup = await npmRunBackup(app.databaseFile, join(dir, "backup.db"));
  const during = answered.length - before;
  saving = false;
  await Promise.all(savers);

  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
  const path = backup.stdout.trim().split("\n").at(-1)!;
  expect(path).toBe(join(dir, "backup.db"));
  expect(backup.stdout).toMatch(/integrity_check: ok/);
  // The server kept answering saves while the backup ran.
  expect(during).toBeGreaterThan(0);

  // The restore, as README.md says: the backup copied over the database file, no -wal or -shm.
  const restored = join(tempDir("restored"), "tco.db");
  copyFileSync(path, restored);
  expect(existsSync(`${restored}-wal`)).toBe(false);
  const server = await startFaultApp({ databaseFile: restored });
  const list = (await (await fetch(`${server.url}/api/scenarios`, { headers: { cookie: server.cookie } })).json()) as {
    scenarios: { id: string }[];
  };
  const listed = new Set(list.scenarios.map((s) => s.id));
  for (const id of ids) expect(listed.has(id), `scenario ${id}`).toBe(true);

  const db = readDatabase(restored);
  expect(db.integrity).toBe("ok");
  for (const entry of answered.slice(0, before)) {
    expect(db.revisions.get(entry.id)?.get(entry.version)?.inputs, `${entry.id} version ${entry.version}`).toBe(
      entry.inputs,
    );
  }
  // A consistent snapshot: each scenario's row and revisions agree, whatever was mid-save.
  for (const [id, scenario] of db.scenarios) {
    const versions = db.revisions.get(id)!;
    expect(contiguous(versions.keys()) && versions.size === scenario.version, `revisions of ${scenario.name}`).toBe(
      true,
    );
    expect(versions.get(scenario.version)?.inputs).toBe(scenario.inputs);
  }
  const after = await save(server, ids[0]!, db.scenarios.get(ids[0]!)!.version, scenarioFor("after the restore"));
  expect(after.status).toBe(200);
  console.log(
    `backup: ${SCENARIOS} scenarios and ${answered.length} saves answered (${before} before the backup began, ${during} while it ran); ` +
      `restored copy served all ${SCENARIOS} scenarios and all ${before} earlier saves; integrity_check ok`,
  );
});
