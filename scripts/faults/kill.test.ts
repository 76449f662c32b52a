/**
 * The server is killed with SIGKILL (no shutdown, no flush) in the middle of a burst of saves:
 * after a restart every save it answered is there, the file passes integrity_check, and the
 * app serves and saves again.
 */
import { afterAll, expect, test } from "vitest";
import {
  cleanUp,
  contiguous,
  create,
  createOk,
  readDatabase,
  save,
  scenarioFor,
  startFaultApp,
  stored,
} from "./support";

afterAll(cleanUp);

const WRITERS = 6; // clients each saving their own scenario, one save after another
const KILL_AFTER = 150; // answered saves before the kill

interface Answered {
  id: string;
  version: number;
  name: string;
  inputs: string;
}

test("every save answered before a SIGKILL is there after a restart", async () => {
  const app = await startFaultApp();
  const ids = await Promise.all(Array.from({ length: WRITERS }, (_, w) => createOk(app, scenarioFor(`writer ${w}`))));

  const answered: Answered[] = [];
  const tally = { sent: 0, inFlight: 0, inFlightAtKill: 0, unanswered: 0 };
  let killed: Promise<void> | undefined;

  /** Sends one request; undefined when it got no answer, which only the kill may cause. */
  async function request<T>(send: () => Promise<T>): Promise<T | undefined> {
    tally.sent++;
    tally.inFlight++;
    try {
      return await send();
    } catch (error) {
      if (!killed) throw error;
      tally.unanswered++;
      return undefined;
    } finally {
      tally.inFlight--;
    }
  }
  const onAnswer = (entry: Answered) => {
    answered.push(entry);
    if (answered.length !== KILL_AFTER) return;
    tally.inFlightAtKill = tally.inFlight;
    // Not awaited: the clients keep sending until the dead server stops answering them.
    killed = app.kill("SIGKILL");
  };

  const writer = async (w: number) => {
    const id = ids[w]!;
    let version = 1;
    for (let n = 0; ; n++) {
      const scenario = scenarioFor(`writer ${w} save ${n}`, 1 + n);
      const answer = await request(() => save(app, id, version, scenario));
      if (!answer) return;
      if (answer.status !== 200) throw new Error(`save answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      version = answer.body.version!;
      onAnswer({ id, version, name: scenario.name, inputs: stored(scenario) });
    }
  };
  // A client creating new scenarios alongside, so that inserts are cut off too.
  const creator = async () => {
    for (let n = 0; ; n++) {
      const scenario = scenarioFor(`created ${n}`, 1 + n);
      const answer = await request(() => create(app, scenario));
      if (!answer) return;
      if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      onAnswer({ id: answer.body.id!, version: 1, name: scenario.name, inputs: stored(scenario) });
    }
  };
  await Promise.all([...ids.map((_, w) => writer(w)), creator()]);
  await killed;
  expect(app.running()).toBe(false);
  // The kill landed mid-burst: requests were on their way; each was written whole or not at all.
  expect(tally.inFlightAtKill).toBeGreaterThan(0);

  const db = readDatabase(app.databaseFile);
  expect(db.integrity).toBe("ok");
  for (const entry of answered) {
    expect(db.revisions.get(entry.id)?.get(entry.version), `${entry.name} (version ${entry.version})`).toEqual({
      name: entry.name,
      inputs: entry.inputs,
    });
  }
  for (const [id, scenario] of db.scenarios) {
    const versions = db.revisions.get(id)!;
    expect(contiguous(versions.keys()), `revisions of ${scenario.name}`).toBe(true);
    expect(versions.size).toBe(scenario.version);
    expect(versions.get(scenario.version)?.inputs).toBe(scenario.inputs);
  }

  const restarted = await startFaultApp({ databaseFile: app.databaseFile });
  for (const entry of answered.filter(({ version }) => version === 1)) {
    const response = await fetch(`${restarted.url}/api/scenarios/${entry.id}`, {
      headers: { cookie: restarted.cookie },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { scenario: { name: string } }).scenario.name).toBe(entry.name);
  }
  for (const id of ids) {
    const current = readDatabase(app.databaseFile).scenarios.get(id)!;
    const after = await save(restarted, id, current.version, scenarioFor("after the restart"));
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(current.version + 1);
  }
  console.log(
    `kill: ${tally.sent} requests sent, ${answered.length} answered 200/201, ${tally.inFlightAtKill} in flight at the SIGKILL, ` +
      `${tally.unanswered} never answered; all ${answered.length} answered saves found after restart; integrity_check ok; ` +
      `${ids.length} saves after restart answered 200`,
  );
});
