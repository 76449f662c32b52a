/**
 * A rolling restart of two instances on one PostgreSQL loses nothing (issue 32, docs/deploy.md):
 * clients read and save through a balancer that, as nginx does, sends a request whose connection
 * is refused to the other instance. Each instance in turn gets SIGTERM and is replaced by a new
 * one while the load goes on; no accepted request is cut and every acknowledged save is stored.
 */
import { afterAll, expect, test } from "vitest";
import type { AppProcess } from "../../lib/app-process";
import { cleanUp, createOk, scenarioFor, startFaultApp, stored } from "../support";
import { createDatabase, expectSavesStored, type AcknowledgedSave } from "./cluster";
import type { Scenario } from "@/lib/tco/types";

afterAll(cleanUp);

type Answered = { status: number; body: { version?: number } } | { cut: string };
type Sent = Answered | { refused: true };

async function send(app: AppProcess, path: string, init: RequestInit = {}): Promise<Sent> {
  try {
    const response = await fetch(`${app.url}${path}`, {
      ...init,
      headers: { "content-type": "application/json", cookie: app.cookie },
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, body: (await response.json()) as { version?: number } };
  } catch (error) {
    const code = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code;
    // A refused connection was never accepted: a balancer may send the request elsewhere.
    return code === "ECONNREFUSED" ? { refused: true } : { cut: `${code ?? (error as Error).message} on ${path}` };
  }
}

test("SIGTERM and replace each of two instances under load: 0 requests cut, 0 saves lost", async () => {
  const databaseUrl = await createDatabase(`rolling_${process.pid}_${Date.now()}`);
  const live = await Promise.all([startFaultApp({ databaseUrl }), startFaultApp({ databaseUrl })]);
  const CLIENTS = 4;
  const ids = await Promise.all(
    Array.from({ length: CLIENTS }, (_, c) => createOk(live[c % 2]!, scenarioFor(`rolling ${c}`))),
  );
  const acknowledged: AcknowledgedSave[] = [];
  const tally = { reads: 0, saves: 0, retried: 0, cut: [] as string[], other: [] as string[] };
  let next = 0;
  let running = true;

  /** Round robin over the instances; a refused connection is retried on the next one. */
  async function balanced(path: string, init?: RequestInit): Promise<Answered> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const app = live[next++ % live.length]!;
      const sent = await send(app, path, init);
      if (!("refused" in sent)) return sent;
      tally.retried++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { cut: `no instance accepted ${path}` };
  }

  const client = async (c: number) => {
    const id = ids[c]!;
    let version = 1;
    for (let n = 0; running; n++) {
      if (n % 3 === 2) {
        const scenario: Scenario = scenarioFor(`rolling ${c} save ${n}`, 1 + (n % 50));
        const sent = await balanced(`/api/scenarios/${id}`, {
          method: "PUT",
          body: JSON.stringify({ version, scenario }),
        });
        if ("cut" in sent) tally.cut.push(sent.cut);
        else if (sent.status !== 200) tally.other.push(`save ${sent.status}`);
        else {
          version = sent.body.version!;
          acknowledged.push({ id, version, inputs: stored(scenario) });
          tally.saves++;
        }
      } else {
        const sent = await balanced(n % 3 === 0 ? `/api/scenarios/${id}` : "/api/scenarios");
        if ("cut" in sent) tally.cut.push(sent.cut);
        else if (sent.status !== 200) tally.other.push(`read ${sent.status}`);
        else tally.reads++;
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));

  for (let i = 0; i < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const old = live[0]!;
    await old.kill("SIGTERM");
    live.shift();
    live.push(await startFaultApp({ databaseUrl }));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  running = false;
  await Promise.all(clients);

  console.log(
    `rolling restart: ${tally.reads} reads and ${tally.saves} saves answered, ${tally.retried} refused connections ` +
      `retried on the other instance`,
  );
  expect(tally.cut).toEqual([]);
  expect(tally.other).toEqual([]);
  expect(tally.saves).toBeGreaterThan(20);
  expect(tally.retried).toBeGreaterThan(0);
  await expectSavesStored(databaseUrl, ids, acknowledged);
});
