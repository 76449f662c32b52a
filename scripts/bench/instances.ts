import autocannon from "autocannon";
import { presets } from "@/lib/tco/presets";
import { startApp, type AppProcess } from "../lib/app-process";
import { startPostgres } from "../lib/postgres.mjs";

const DURATION = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = 50;
/** The build the fault tests make; built here if missing or stale. */
const DIST_DIR = ".next-faults";

type Requests = NonNullable<autocannon.Options["requests"]>;
interface Row {
  setup: string;
  endpoint: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const comma = () => structuredClone(presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario);
const json = { "content-type": "application/json" };

async function create(app: AppProcess, name: string): Promise<string> {
  const res = await fetch(`${app.url}/api/scenarios`, {
    method: "POST",
    headers: { ...json, cookie: app.cookie },
    body: JSON.stringify({ scenario: { ...comma(), name } }),
  });
  if (res.status !== 201) throw new Error(`Creating a scenario answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * The same load split evenly over the instances, all at once: req/s is the sum, p50 and p99 the
 * slower instance's (autocannon reports percentiles per run, which can't be merged exactly).
 */
async function load(apps: AppProcess[], requests: (app: AppProcess, index: number) => Requests) {
  const runs = await Promise.all(
    apps.map((app, i) =>
      autocannon({
        url: app.url,
        headers: { cookie: app.cookie },
        connections: CONNECTIONS / apps.length,
        duration: DURATION,
        requests: requests(app, i),
        timeout: 10,
      }),
    ),
  );
  return {
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
    p50Ms: Math.max(...runs.map((r) => r.latency.p50)),
    p99Ms: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

async function measure(setup: string, apps: AppProcess[]): Promise<Row[]> {
  const first = apps[0]!;
  const readId = await create(first, "Load: read");
  const writers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => create(first, `Load: writer ${i}`)));
  const scenario = comma();
  // Each instance gets its own writers, each saved from its current version: no save should conflict.
  const all = apps.map((_, i) => writers.filter((_, w) => w % apps.length === i).map((id) => ({ id, version: 1 })));
  const pools = all.map((slots) => [...slots]);
  const rows: Row[] = [];
  rows.push({
    setup,
    endpoint: "GET /api/scenarios/:id",
    ...(await load(apps, () => [{ method: "GET", path: `/api/scenarios/${readId}` }])),
  });
  rows.push({
    setup,
    endpoint: "PUT /api/scenarios/:id",
    ...(await load(apps, (app, i) => [
      {
        method: "PUT",
        headers: { ...json, cookie: app.cookie },
        setupRequest: (request, context) => {
          // A scenario no other request is saving; a save that timed out never gives its own back,
          // so then one in use is shared (and may answer 409, which the table shows).
          const slot = pools[i]!.pop() ?? all[i]![Math.floor(Math.random() * all[i]!.length)]!;
          (context as { slot?: typeof slot }).slot = slot;
          return {
            ...request,
            path: `/api/scenarios/${slot.id}`,
            body: JSON.stringify({
              version: slot.version,
              scenario: { ...scenario, name: `Load: v${slot.version + 1}` },
            }),
          };
        },
        onResponse: (status, body, context) => {
          const slot = (context as { slot: { id: string; version: number } }).slot;
          if (status === 200) slot.version = (JSON.parse(body) as { version: number }).version;
          // A 409 after a timed-out save that did land: carry on from the version it names.
          if (status === 409) slot.version = (JSON.parse(body) as { currentVersion: number }).currentVersion;
          if (!pools[i]!.includes(slot)) pools[i]!.push(slot);
        },
      },
    ])),
  });
  rows.push({
    setup,
    endpoint: `GET / (${writers.length + 6} scenarios)`,
    ...(await load(apps, () => [{ method: "GET", path: "/" }])),
  });
  return rows;
}

/** `GET /api/scenarios/:id`, `PUT` and `GET /` at 50 connections: SQLite, PostgreSQL, and two instances on PostgreSQL. */
export async function runInstancesBench(): Promise<{ text: string; report: object }> {
  const rows: Row[] = [];
  const sqlite = await startApp({ distDir: DIST_DIR });
  try {
    rows.push(...(await measure("1 instance, SQLite", [sqlite])));
  } finally {
    await sqlite.stop();
  }
  const cluster = await startPostgres();
  try {
    for (const count of [1, 2]) {
      const databaseUrl = cluster.createDatabase(`bench_${count}`);
      const apps: AppProcess[] = [];
      try {
        for (let i = 0; i < count; i++) apps.push(await startApp({ distDir: DIST_DIR, databaseUrl }));
        rows.push(...(await measure(`${count} instance${count > 1 ? "s" : ""}, PostgreSQL`, apps)));
      } finally {
        await Promise.all(apps.map((app) => app.stop()));
      }
    }
  } finally {
    cluster.stop();
  }
  const header = ["set-up", "endpoint", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"];
  const cells = rows.map((r) => [
    r.setup,
    r.endpoint,
    r.rps.toFixed(0),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ");
  const text = [
    `${DURATION} s at ${CONNECTIONS} connections per endpoint and set-up`,
    line(header),
    ...cells.map(line),
  ].join("\n");
  return { text, report: { durationSeconds: DURATION, connections: CONNECTIONS, rows } };
}
