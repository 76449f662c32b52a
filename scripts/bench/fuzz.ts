import { join } from "node:path";
import Database from "better-sqlite3";
import { startApp, type AppProcess } from "../lib/app-process";
import {
  baseScenario,
  changedTables,
  changesState,
  fingerprint,
  fuzzRequests,
  routeFiles,
  type FuzzRequest,
  type FuzzTarget,
} from "../lib/fuzz-requests";
import { sessionCookie } from "../lib/sign-in";
import type { SectionResult } from "./measure";

const COUNT = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const appDir = join(import.meta.dirname, "..", "..", "app");

async function send(
  server: AppProcess,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`setup: ${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}
const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

/** A member of the owner's workspace with `role`, through better-auth's invitation, as a person joins. */
async function member(server: AppProcess, workspaceId: string, role: "viewer" | "editor"): Promise<string> {
  const account = { name: `Fuzz ${role}`, email: `fuzz-${role}@example.test`, password: `fuzz-${role}-password` };
  const owner = { cookie: server.cookie };
  const invitation = await json<{ id: string }>(
    send(server, "POST", "/api/auth/organization/invite-member", owner, {
      email: account.email,
      role,
      organizationId: workspaceId,
    }),
  );
  const cookie = await sessionCookie(server.url, account);
  await send(server, "POST", "/api/auth/organization/accept-invitation", { cookie }, { invitationId: invitation.id });
  await send(server, "POST", "/api/auth/organization/set-active", { cookie }, { organizationId: workspaceId });
  return cookie;
}

/** Accounts of every role, API keys, scenarios and a share link: what the fuzzer aims at. */
async function prepare(server: AppProcess): Promise<FuzzTarget> {
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
  return {
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
}

interface Finding {
  method: string;
  path: string;
  label: string;
  status: number;
  body: string;
  answer: string;
  tables?: string[];
}

const preview = (body: FuzzRequest["body"]) =>
  body === undefined
    ? ""
    : typeof body === "string"
      ? body.length > 200
        ? `${body.slice(0, 200)}… (${body.length} chars)`
        : body
      : `<${body.byteLength} bytes>`;

/**
 * ≥ 10,000 seeded requests over HTTP to the production build, one at a time: every route.ts ×
 * every method × every kind of caller (anonymous, each role, another workspace's owner, API
 * keys, forged credentials, another origin), with mutated, random and malformed bodies, params and
 * ids. Counts answers by status; lists every 5xx, and every refused state-changing request after
 * which a table's fingerprint (rows and their contents, read from the served SQLite file) changed.
 */
export async function runFuzzBench(): Promise<SectionResult> {
  // Set before the app starts, so its child inherits it: the outsider signs up with a workspace of their own.
  process.env.AUTH_OPEN_SIGNUP = "1";
  const server = await startApp();
  const db = new Database(server.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const target = await prepare(server);
    const routes = routeFiles(appDir);
    const requests = fuzzRequests(target, routes, COUNT, SEED);
    const byStatus: Record<string, number> = {};
    const serverErrors: Finding[] = [];
    const changedByRefusal: Finding[] = [];
    let fingerprinted = 0;
    let known: Record<string, string> | undefined;
    const started = performance.now();
    for (const request of requests) {
      const before = changesState(request.method) ? (known ?? fingerprint(db)) : undefined;
      let status: number;
      let answer = "";
      try {
        const res = await fetch(`${server.url}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: "manual",
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        answer = await res.text();
      } catch (error) {
        status = 0;
        answer = (error as Error).message;
      }
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      const finding = (): Finding => ({
        method: request.method,
        path: request.path,
        label: request.label,
        status,
        body: preview(request.body),
        answer: answer.slice(0, 300),
      });
      if (status >= 500 || status === 0) serverErrors.push(finding());
      known = undefined;
      if (before) {
        const after = fingerprint(db);
        fingerprinted += 1;
        known = after;
        const tables = changedTables(before, after);
        if (status >= 400 && tables.length > 0) changedByRefusal.push({ ...finding(), tables });
      }
    }
    const seconds = (performance.now() - started) / 1000;
    if (!server.running()) throw new Error(`The app exited during the fuzz run. Its output:\n${server.output()}`);

    const statuses = Object.entries(byStatus).sort(([a], [b]) => Number(a) - Number(b));
    const list = (findings: Finding[]) =>
      findings
        .slice(0, 20)
        .map(
          (f) =>
            `  ${f.status} ${f.method} ${f.path} (${f.label})${f.tables ? ` changed ${f.tables.join(", ")}` : ""}\n    body: ${f.body}\n    answer: ${f.answer}`,
        );
    const text = [
      `seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${routes.length} route files, ${requests.length} requests in ${seconds.toFixed(1)} s (${(requests.length / seconds).toFixed(0)}/s), ${fingerprinted} state-changing ones fingerprinted around`,
      `by status: ${statuses.map(([s, n]) => `${s}: ${n}`).join(", ")}`,
      `answers ≥ 500 (or no answer): ${serverErrors.length}`,
      ...list(serverErrors),
      `refused requests that changed rows: ${changedByRefusal.length}`,
      ...list(changedByRefusal),
    ].join("\n");
    return {
      text,
      report: {
        seed: SEED,
        requests: requests.length,
        seconds,
        byStatus,
        fingerprinted,
        serverErrors,
        changedByRefusal,
      },
      budgets: [
        {
          figure: "Fuzz: requests sent",
          measured: requests.length.toLocaleString("en-US"),
          budget: "≥ 10,000",
          met: requests.length >= 10_000,
        },
        {
          figure: "Fuzz: 5xx answers",
          measured: String(serverErrors.length),
          budget: "0",
          met: serverErrors.length === 0,
        },
        {
          figure: "Fuzz: rows changed by refused requests",
          measured: String(changedByRefusal.length),
          budget: "0",
          met: changedByRefusal.length === 0,
        },
      ],
    };
  } finally {
    db.close();
    await server.stop();
  }
}
