import { join } from "node:path";
import Database from "better-sqlite3";
import { startApp, type AppProcess } from "../lib/app-process";
import { brokenInvariants, json, member, prepareAuthTarget, send } from "../lib/fuzz-auth-target";
import { changesState, fuzzRequests, routeFiles, type FuzzRequest, type FuzzTarget } from "../lib/fuzz-requests";
import { baseScenario } from "../lib/fuzz-values";
import { changedTables, fingerprint } from "../lib/fuzz-fingerprint";
import { authFuzzRequests } from "../lib/fuzz-requests-auth";
import { sessionCookie } from "../lib/sign-in";
import type { BudgetRow, SectionResult } from "./measure";

const COUNT = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const AUTH_COUNT = Number(process.env.FUZZ_AUTH_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const appDir = join(import.meta.dirname, "..", "..", "app");

/** Accounts of every role, API keys, scenarios and a share link: what the fuzzer aims at. */
async function prepare(server: AppProcess): Promise<{ target: FuzzTarget; workspaceId: string; keyIds: string[] }> {
  const owner = { cookie: server.cookie };
  const session = await json<{ session: { activeOrganizationId: string } }>(
    send(server, "GET", "/api/auth/get-session", owner),
  );
  const workspaceId = session.session.activeOrganizationId;
  const viewer = await member(server, workspaceId, "viewer");
  const editor = await member(server, workspaceId, "editor");
  // Open sign-up (set for this server) gives the outsider a workspace of their own.
  const outsider = await sessionCookie(server.url, {
    name: "Fuzz outsider",
    email: "fuzz-outsider@example.test",
    password: "fuzz-outsider-password",
  });
  const key = async (cookie: string, role: string) =>
    json<{ key: string; apiKey: { id: string } }>(
      send(server, "POST", "/api/keys", { cookie }, { name: `fuzz ${role}`, role }),
    );
  const ownerKey = await key(server.cookie, "owner");
  const viewerKey = await key(viewer, "viewer");
  const spare = await key(server.cookie, "viewer");
  const made = async (cookie: string, name: string) =>
    (await json<{ id: string }>(send(server, "POST", "/api/scenarios", { cookie }, { scenario: baseScenario(name) })))
      .id;
  const scenarios = [
    await made(server.cookie, "Fuzz a"),
    await made(server.cookie, "Fuzz b"),
    await made(server.cookie, "Fuzz c"),
  ];
  const share = await json<{ token: string }>(send(server, "POST", `/api/scenarios/${scenarios[0]}/shares`, owner));
  const target: FuzzTarget = {
    origin: server.url,
    cookies: { viewer, editor, owner: server.cookie, outsider },
    keys: { ownerKey: ownerKey.key, viewerKey: viewerKey.key },
    ids: {
      scenarios,
      outsiderScenario: await made(outsider, "Fuzz outsider's"),
      shareToken: share.token,
      spareKeyId: spare.apiKey.id,
    },
  };
  return { target, workspaceId, keyIds: [ownerKey.apiKey.id, viewerKey.apiKey.id] };
}

interface Finding {
  method: string;
  path: string;
  label: string;
  status: number;
  body: string;
  answer: string;
  what?: string;
}

const preview = (body: FuzzRequest["body"]) =>
  body === undefined
    ? ""
    : typeof body === "string"
      ? body.length > 200
        ? `${body.slice(0, 200)}… (${body.length} chars)`
        : body
      : `<${body.byteLength} bytes>`;

/** What the run counts and finds, over both parts (every route, then better-auth's endpoints). */
function tally() {
  return {
    byStatus: {} as Record<string, number>,
    auth: { requests: 0, byStatus: {} as Record<string, number>, byCaller: {} as Record<string, number> },
    fingerprinted: 0,
    serverErrors: [] as Finding[],
    changedByRefusal: [] as Finding[],
    brokenInvariants: [] as Finding[],
    openRedirects: [] as Finding[],
    cacheable: [] as Finding[],
  };
}
type Tally = ReturnType<typeof tally>;
const count = (counts: Record<string, number>, key: string | number) => (counts[key] = (counts[key] ?? 0) + 1);

/**
 * Sends `requests` one at a time and checks each answer: no 5xx, a refused state-changing request
 * changes no row (table fingerprints before and after), no redirect leaves the app, every /api
 * answer is `Cache-Control: private, no-store`; with `invariants`, an accepted state-changing request
 * breaks none of them.
 */
async function run(
  server: AppProcess,
  db: Database.Database,
  requests: FuzzRequest[],
  t: Tally,
  invariants?: () => string[],
): Promise<void> {
  let known: Record<string, string> | undefined;
  const broken = new Set(invariants?.() ?? []);
  for (const what of broken)
    t.brokenInvariants.push({ method: "", path: "", label: "before the run", status: 0, body: "", answer: "", what });
  for (const request of requests) {
    const before = changesState(request.method) ? (known ?? fingerprint(db)) : undefined;
    let status = 0;
    let answer = "";
    let headers = new Headers();
    try {
      const res = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      ({ status, headers } = res);
      answer = await res.text();
    } catch (error) {
      answer = (error as Error).message;
    }
    count(t.byStatus, status);
    if (request.path.startsWith("/api/auth/")) {
      t.auth.requests += 1;
      count(t.auth.byStatus, status);
      count(t.auth.byCaller, request.caller);
    }
    const finding = (what?: string): Finding => ({
      method: request.method,
      path: request.path.length > 300 ? `${request.path.slice(0, 300)}…` : request.path,
      label: request.label,
      status,
      body: preview(request.body),
      answer: answer.slice(0, 300),
      ...(what ? { what } : {}),
    });
    if (status >= 500 || status === 0) t.serverErrors.push(finding());
    const location = headers.get("location");
    if (location && !onServer(new URL(location, server.url), server.url)) t.openRedirects.push(finding(location));
    const cacheControl = headers.get("cache-control") ?? "";
    const privateNoStore = /\bprivate\b/.test(cacheControl) && /\bno-store\b/.test(cacheControl);
    if (answersData(request, status) && !privateNoStore) t.cacheable.push(finding(cacheControl || "none"));
    known = undefined;
    if (before) {
      const after = fingerprint(db);
      t.fingerprinted += 1;
      known = after;
      const tables = changedTables(before, after);
      if (status >= 400 && tables.length > 0) t.changedByRefusal.push(finding(`changed ${tables.join(", ")}`));
      if (invariants && status < 400 && tables.length > 0)
        for (const what of invariants().filter((w) => !broken.has(w))) {
          broken.add(what);
          t.brokenInvariants.push(finding(what));
        }
    }
  }
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** Whether a redirect stays on the app: better-auth writes its own absolute URLs with "localhost" for 127.0.0.1. */
const onServer = (location: URL, origin: string) => {
  const app = new URL(origin);
  return (
    location.origin === app.origin ||
    (location.protocol === app.protocol &&
      location.port === app.port &&
      LOOPBACK.has(location.hostname) &&
      LOOPBACK.has(app.hostname))
  );
};

/**
 * Whether an answer may carry someone's data, and so must not be kept by a cache: a route's
 * success or redirect. Refusals before any route (the proxy's 405, a malformed address, Node's
 * 431), Next's own path redirects (308 for "/revisions/."), preflights and the public health
 * check carry none.
 */
const answersData = (request: FuzzRequest, status: number) =>
  ((status >= 200 && status < 300) || status === 302 || status === 303) &&
  request.method !== "OPTIONS" &&
  request.path.startsWith("/api/") &&
  !request.path.startsWith("/api/health");

const histogram = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");

const list = (title: string, findings: Finding[]) => [
  `${title}: ${findings.length}`,
  ...findings
    .slice(0, 20)
    .map(
      (f) =>
        `  ${f.status} ${f.method} ${f.path} (${f.label})${f.what ? ` ${f.what}` : ""}\n    body: ${f.body}\n    answer: ${f.answer}`,
    ),
];

const zero = (figure: string, findings: Finding[]): BudgetRow => ({
  figure,
  measured: String(findings.length),
  budget: "0",
  met: findings.length === 0,
});

/**
 * Two seeded runs over HTTP against the production build, one request at a time. First every
 * route.ts × every method × every kind of caller (anonymous, each role, another workspace's owner,
 * API keys, forged credentials, another origin), with mutated, random and malformed bodies, params
 * and ids. Then better-auth's endpoints under /api/auth/ with their real bodies, mutated
 * (scripts/lib/fuzz-requests-auth.ts), as owner, editor, viewer, outsider and anonymous. Lists
 * every 5xx, every refused request after which a table changed, every redirect off the app, every
 * /api answer a cache may keep, and every accepted request that broke what the auth fuzz must never
 * change (sessions, memberships, roles, keys: scripts/lib/fuzz-auth-target.ts).
 */
export async function runFuzzBench(): Promise<SectionResult> {
  // Set before the app starts, so its child inherits it: the outsider signs up with a workspace of their own.
  process.env.AUTH_OPEN_SIGNUP = "1";
  const server = await startApp();
  const db = new Database(server.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const { target, workspaceId, keyIds } = await prepare(server);
    const authTarget = await prepareAuthTarget(server, db, target.cookies, workspaceId, {
      ownerKey: target.keys.ownerKey,
      liveKeyIds: keyIds,
    });
    const routes = routeFiles(appDir);
    const requests = fuzzRequests(target, routes, COUNT, SEED);
    const authRequests = authFuzzRequests(authTarget, AUTH_COUNT, SEED);
    const t = tally();
    const started = performance.now();
    await run(server, db, requests, t);
    await run(server, db, authRequests, t, () => brokenInvariants(db, authTarget));
    const seconds = (performance.now() - started) / 1000;
    if (!server.running()) throw new Error(`The app exited during the fuzz run. Its output:\n${server.output()}`);
    const total = requests.length + authRequests.length;
    const text = [
      `seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${routes.length} route files, ${total} requests ` +
        `(${requests.length} to every route, ${authRequests.length} to better-auth's endpoints) in ` +
        `${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s), ${t.fingerprinted} state-changing ones ` +
        `fingerprinted around`,
      `by status: ${histogram(t.byStatus)}`,
      `on /api/auth/*: ${t.auth.requests} requests; by caller: ${histogram(t.auth.byCaller)}; by status: ${histogram(t.auth.byStatus)}`,
      ...list("answers ≥ 500 (or no answer)", t.serverErrors),
      ...list("refused requests that changed rows", t.changedByRefusal),
      ...list("accepted requests that broke an invariant", t.brokenInvariants),
      ...list("redirects to another origin", t.openRedirects),
      ...list("/api answers with data (2xx, 3xx) without Cache-Control: private, no-store", t.cacheable),
    ].join("\n");
    return {
      text,
      report: { seed: SEED, requests: total, seconds, ...t },
      budgets: [
        {
          figure: "Fuzz: requests sent",
          measured: total.toLocaleString("en-US"),
          budget: "≥ 10,000",
          met: total >= 10_000,
        },
        {
          figure: "Fuzz: requests on /api/auth/*",
          measured: t.auth.requests.toLocaleString("en-US"),
          budget: "≥ 10,000",
          met: t.auth.requests >= 10_000,
        },
        zero("Fuzz: 5xx answers", t.serverErrors),
        zero("Fuzz: rows changed by refused requests", t.changedByRefusal),
        zero("Fuzz: accepted auth requests that broke an invariant", t.brokenInvariants),
        zero("Fuzz: redirects to another origin", t.openRedirects),
        zero("Fuzz: /api answers a cache may keep", t.cacheable),
      ],
    };
  } finally {
    db.close();
    await server.stop();
  }
}
