/**
 * Two production servers on one PostgreSQL, requests alternating between them: nothing one
 * instance answers is hidden from or contradicted by the other, and killing one loses nothing
 * it acknowledged. Runs when `npm test` provides a PostgreSQL cluster (TCO_TEST_POSTGRES_URL).
 */
import { afterAll, describe, expect, test } from "vitest";
import type { AppProcess } from "../../lib/app-process";
import { cleanUp, createOk, save, scenarioFor, startFaultApp, stored } from "../support";
import { createDatabase, expectSavesStored, withClient, type AcknowledgedSave } from "./cluster";
import { presets } from "@/lib/tco/presets";

afterAll(cleanUp);

async function get(app: AppProcess, path: string) {
  const response = await fetch(`${app.url}${path}`, {
    headers: { cookie: app.cookie },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, text: await response.text() };
}

async function getJson<T>(app: AppProcess, path: string): Promise<T> {
  const { status, text } = await get(app, path);
  if (status !== 200) throw new Error(`GET ${path} on ${app.url} answered ${status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

type Revisions = { revisions: { version: number }[] };
const versionsOf = async (app: AppProcess, id: string) =>
  (await getJson<Revisions>(app, `/api/scenarios/${id}/revisions`)).revisions
    .map((r) => r.version)
    .sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("two app instances on one PostgreSQL", () => {
  let a: AppProcess;
  let b: AppProcess;
  let databaseUrl: string;

  test("both start at once on an empty database: migrated once, the presets seeded once", async () => {
    databaseUrl = await createDatabase(`multi_${process.pid}_${Date.now()}`);
    [a, b] = await Promise.all([startFaultApp({ databaseUrl }), startFaultApp({ databaseUrl })]);
    for (const app of [a, b]) {
      const { scenarios } = await getJson<{ scenarios: { name: string }[] }>(app, "/api/scenarios");
      expect(scenarios).toHaveLength(presets.length);
    }
  });

  test("a save on A is in B's list, B's API and B's editor at once, and the other way round", async () => {
    const id = await createOk(a, scenarioFor("made on A"));
    let version = 1;
    for (let n = 0; n < 6; n++) {
      const [writer, reader] = n % 2 === 0 ? [a, b] : [b, a];
      const name = `save ${n} through ${writer === a ? "A" : "B"}`;
      const answer = await save(writer, id, version, scenarioFor(name, 8 + n));
      expect(answer.status).toBe(200);
      version = answer.body.version!;
      // The very next request, on the other instance.
      const list = await getJson<{ scenarios: { id: string; name: string; version: number }[] }>(
        reader,
        "/api/scenarios",
      );
      expect(list.scenarios.find((s) => s.id === id)).toMatchObject({ name, version });
      const one = await getJson<{ version: number; scenario: { name: string } }>(reader, `/api/scenarios/${id}`);
      expect(one).toMatchObject({ version, scenario: { name } });
      const home = await get(reader, "/");
      expect(home.status).toBe(200);
      expect(home.text).toContain(name);
      const editor = await get(reader, `/scenarios/${id}`);
      expect(editor.status).toBe(200);
      expect(editor.text).toContain(name);
    }
  });

  test("two clients saving the same version through A and through B: one 200, one 409, revisions contiguous", async () => {
    const id = await createOk(b, scenarioFor("raced across instances"));
    const ROUNDS = 20;
    let version = 1;
    const applied = new Map<number, string>();
    for (let round = 0; round < ROUNDS; round++) {
      const viaA = scenarioFor(`round ${round} via A`, 1 + round);
      const viaB = scenarioFor(`round ${round} via B`, 100 + round);
      const answers = await Promise.all([save(a, id, version, viaA), save(b, id, version, viaB)]);
      const statuses = answers.map((x) => x.status).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const winner = answers.findIndex((x) => x.status === 200);
      const loser = answers[1 - winner]!;
      expect(answers[winner]!.body.version).toBe(version + 1);
      expect(loser.body.currentVersion).toBe(version + 1);
      version += 1;
      applied.set(version, stored(winner === 0 ? viaA : viaB));
    }
    for (const app of [a, b]) expect(await versionsOf(app, id)).toEqual(oneTo(ROUNDS + 1));
    await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ version: number; inputs: string }>(
        'SELECT version, inputs FROM "Revision" WHERE "scenarioId" = $1',
        [id],
      );
      for (const row of rows)
        if (row.version > 1) expect(row.inputs, `version ${row.version}`).toBe(applied.get(row.version));
    });
  });

  test("a share link revoked on A answers 404 on B at once", async () => {
    const id = await createOk(a, scenarioFor("shared across instances"));
    const created = await fetch(`${a.url}/api/scenarios/${id}/shares`, {
      method: "POST",
      headers: { cookie: a.cookie },
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    expect((await get(b, `/s/${token}`)).status).toBe(200);
    const revoked = await fetch(`${a.url}/api/scenarios/${id}/shares/${token}`, {
      method: "DELETE",
      headers: { cookie: a.cookie },
    });
    expect(revoked.status).toBe(204);
    expect((await get(b, `/s/${token}`)).status).toBe(404);
    expect((await get(b, `/s/${token}/scenario.json`)).status).toBe(404);
    const shares = await getJson<{ shares: unknown[] }>(b, `/api/scenarios/${id}/shares`);
    expect(shares.shares).toEqual([]);
  });

  test("A killed with SIGKILL mid-burst: every save it acknowledged is there, and B keeps serving", async () => {
    const WRITERS = 4;
    const KILL_AFTER = 60;
    const ids = await Promise.all(
      Array.from({ length: WRITERS * 2 }, (_, w) => createOk(w % 2 === 0 ? a : b, scenarioFor(`burst ${w}`))),
    );
    const acknowledged: AcknowledgedSave[] = [];
    const tally = { viaA: 0, viaB: 0, inFlightAtKill: 0, inFlight: 0, unanswered: 0 };
    let killed: Promise<void> | undefined;

    // Writers 0, 2, 4… save through A until it dies; 1, 3, 5… through B, and must never fail.
    const writer = async (w: number) => {
      const app = w % 2 === 0 ? a : b;
      const id = ids[w]!;
      let version = 1;
      for (let n = 0; app === a || n < 40; n++) {
        const scenario = scenarioFor(`burst ${w} save ${n}`, 1 + n);
        tally.inFlight++;
        const answer = await save(app, id, version, scenario).catch((error: unknown) => {
          if (app === a && killed) return undefined;
          throw error;
        });
        tally.inFlight--;
        if (!answer) {
          tally.unanswered++;
          return;
        }
        expect(answer.status, `writer ${w} save ${n}: ${JSON.stringify(answer.body)}`).toBe(200);
        version = answer.body.version!;
        acknowledged.push({ id, version, inputs: stored(scenario) });
        tally[app === a ? "viaA" : "viaB"]++;
        if (app === a && tally.viaA === KILL_AFTER) {
          tally.inFlightAtKill = tally.inFlight;
          killed = a.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS * 2 }, (_, w) => writer(w)));
    await killed;
    expect(a.running()).toBe(false);
    expect(tally.inFlightAtKill).toBeGreaterThan(0);

    await expectSavesStored(databaseUrl, ids, acknowledged);
    // B serves every scenario, A's included, with contiguous revisions, and still saves.
    for (const id of ids) {
      const current = await getJson<{ version: number }>(b, `/api/scenarios/${id}`);
      expect(await versionsOf(b, id)).toEqual(oneTo(current.version));
      expect((await save(b, id, current.version, scenarioFor("after the kill"))).status).toBe(200);
    }
    expect((await get(b, "/api/health")).status).toBe(200);
    console.log(
      `multi-instance kill: ${tally.viaA} saves acknowledged by A before and around the SIGKILL (${tally.inFlightAtKill} in flight, ` +
        `${tally.unanswered} never answered), ${tally.viaB} by B; all ${acknowledged.length} found; B served and saved throughout`,
    );
  });
});
