/**
 * Two clients save the same scenario in a tight loop, each from the version it last saw: every
 * save is applied or refused with a 409, and the revisions are exactly the applied saves.
 */
import { afterAll, expect, test } from "vitest";
import { cleanUp, createOk, readDatabase, save, scenarioFor, startFaultApp, stored } from "./support";

afterAll(cleanUp);

const SAVES_PER_CLIENT = 150;

test("two clients saving one scenario: each save is applied once or gets a 409, and no revision is lost or doubled", async () => {
  const app = await startFaultApp();
  const id = await createOk(app, scenarioFor("raced"));
  const applied = new Map<number, { client: string; inputs: string }>();
  const tally = { sent: 0, ok: 0, conflicts: 0 };

  const client = async (name: string) => {
    let version = 1;
    for (let n = 0; n < SAVES_PER_CLIENT; n++) {
      const scenario = scenarioFor(`${name} save ${n}`, 1 + n);
      tally.sent++;
      const answer = await save(app, id, version, scenario);
      if (answer.status === 200) {
        const saved = answer.body.version!;
        expect(saved, `${name} save ${n}: a version answered twice`).toBe(version + 1);
        expect(applied.has(saved), `version ${saved} answered to two saves`).toBe(false);
        applied.set(saved, { client: `${name} save ${n}`, inputs: stored(scenario) });
        version = saved;
        tally.ok++;
      } else if (answer.status === 409) {
        expect(answer.body.currentVersion).toBeGreaterThan(version);
        version = answer.body.currentVersion!;
        tally.conflicts++;
      } else {
        throw new Error(`${name} save ${n} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    }
  };
  await Promise.all([client("A"), client("B")]);

  // Without contention the test would prove nothing.
  expect(tally.conflicts).toBeGreaterThan(0);
  const db = readDatabase(app.databaseFile);
  expect(db.integrity).toBe("ok");
  const revisions = db.revisions.get(id)!;
  const scenario = db.scenarios.get(id)!;
  // Version 1 is the create; versions 2..N are the applied saves, one each, none missing.
  expect(scenario.version).toBe(1 + tally.ok);
  expect([...revisions.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 1 + tally.ok }, (_, i) => i + 1));
  for (const [version, entry] of applied) {
    expect(revisions.get(version)?.inputs, `version ${version} (${entry.client})`).toBe(entry.inputs);
  }
  expect(scenario.inputs).toBe(revisions.get(scenario.version)?.inputs);
  console.log(
    `concurrent saves: ${tally.sent} sent by 2 clients, ${tally.ok} applied (200), ${tally.conflicts} refused (409), 0 other; ` +
      `revisions 1..${scenario.version} contiguous, each 200 matches its revision's inputs`,
  );
});
