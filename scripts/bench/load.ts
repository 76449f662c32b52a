import autocannon from "autocannon";
import type { BudgetRow, SectionResult } from "./measure";
import { presets } from "@/lib/tco/presets";
import { startApp, type AppProcess } from "../lib/app-process";

const DURATION = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = 50;

interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Requests = NonNullable<autocannon.Options["requests"]>;

async function run(name: string, server: AppProcess, requests: Requests): Promise<LoadResult> {
  const result = await autocannon({
    url: server.url,
    headers: { cookie: server.cookie },
    connections: CONNECTIONS,
    duration: DURATION,
    requests,
    timeout: 10,
  });
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const comma = () => structuredClone(presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario);

async function create(server: AppProcess, name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/scenarios`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: server.cookie },
    body: JSON.stringify({ scenario: { ...comma(), name } }),
  });
  if (res.status !== 201) throw new Error(`Creating a scenario answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * 20 s at 50 connections against the production build on loopback, for each of the four hot
 * paths. Saves use one scenario per connection, each sent with its current version, so every
 * save should succeed: a 409 or any error counts against the run.
 */
export async function runLoadBench(): Promise<SectionResult> {
  const server = await startApp();
  try {
    const json = { "content-type": "application/json", cookie: server.cookie };
    const readId = await create(server, "Load: read");
    const writers = await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, i) => create(server, `Load: writer ${i}`)),
    );
    const versions = new Map(writers.map((id) => [id, 1]));
    const free = new Set(writers);
    const scenario = comma();
    const results: LoadResult[] = [];
    results.push(
      await run("POST /api/tco (comma.ai preset)", server, [
        { method: "POST", path: "/api/tco", headers: json, body: JSON.stringify(scenario) },
      ]),
    );
    results.push(await run("GET /api/scenarios/:id", server, [{ method: "GET", path: `/api/scenarios/${readId}` }]));
    results.push(
      await run("GET /scenarios/:id (editor page)", server, [{ method: "GET", path: `/scenarios/${readId}` }]),
    );
    results.push(
      await run("PUT /api/scenarios/:id", server, [
        {
          method: "PUT",
          headers: json,
          // A scenario is lent to one save at a time and comes back with its new version. A save
          // that timed out never comes back, so when none is free one in use is shared (its 409, if
          // any, counts against the run and hands back the version to send next).
          setupRequest: (request, context) => {
            const id = free.values().next().value ?? writers[Math.floor(Math.random() * writers.length)]!;
            free.delete(id);
            (context as { id?: string }).id = id;
            return {
              ...request,
              path: `/api/scenarios/${id}`,
              body: JSON.stringify({
                version: versions.get(id),
                scenario: { ...scenario, name: `Load: writer v${versions.get(id)! + 1}` },
              }),
            };
          },
          onResponse: (status, body, context) => {
            const id = (context as { id: string }).id;
            if (status === 200) versions.set(id, (JSON.parse(body) as { version: number }).version);
            if (status === 409) versions.set(id, (JSON.parse(body) as { currentVersion: number }).currentVersion);
            free.add(id);
          },
        },
      ]),
    );
    results.push(
      await run(`GET / (list page, ${writers.length + 6} scenarios)`, server, [{ method: "GET", path: "/" }]),
    );

    const widths = [Math.max(...results.map((r) => r.name.length)), 9, 8, 8, 8, 7, 7];
    const row = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : c.padStart(widths[i]!))).join("  ");
    const text = [
      `${DURATION} s at ${CONNECTIONS} connections each, production build on loopback`,
      row(["endpoint", "requests", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"]),
      ...results.map((r) =>
        row([
          r.name,
          String(r.requests),
          r.rps.toFixed(0),
          String(r.p50Ms),
          String(r.p99Ms),
          String(r.non2xx),
          String(r.errors + r.timeouts),
        ]),
      ),
    ].join("\n");
    const readBudget = (name: string, figure: string): BudgetRow => {
      const r = results.find((x) => x.name === name)!;
      const clean = r.non2xx === 0 && r.errors + r.timeouts === 0;
      return {
        figure,
        measured: `p99 ${r.p99Ms} ms (${r.rps.toFixed(0)} req/s${clean ? "" : `, ${r.non2xx} non-2xx, ${r.errors + r.timeouts} errors`})`,
        budget: "p99 ≤ 100 ms",
        met: clean && r.p99Ms <= 100,
      };
    };
    const budgets = [
      readBudget("GET /api/scenarios/:id", `GET /api/scenarios/:id at ${CONNECTIONS} connections, SQLite`),
      readBudget("GET /scenarios/:id (editor page)", `Editor page at ${CONNECTIONS} connections, SQLite`),
    ];
    return { text, report: { durationSeconds: DURATION, connections: CONNECTIONS, results }, budgets };
  } finally {
    await server.stop();
  }
}
