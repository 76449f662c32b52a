// Shared by the fault tests: one build directory, a scenario to send, and the few API calls they make.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { onTestFailed } from "vitest";
import { startApp, type AppProcess, type StartOptions } from "../lib/app-process";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { parseScenario } from "@/lib/scenarios/schema";

/** Built once by global-setup.ts and shared by every fault test; never the default `.next`. */
export const DIST_DIR = ".next-faults";

const apps: AppProcess[] = [];
const dirs: string[] = [];

/** Starts the app on the shared build; {@link cleanUp} stops it however the test ended. */
export async function startFaultApp(options: Omit<StartOptions, "distDir"> = {}): Promise<AppProcess> {
  const app = await startApp({ ...options, distDir: DIST_DIR });
  apps.push(app);
  // The server's own log is where a failure's cause usually is.
  onTestFailed(() => console.error(`Output of the app on ${app.url}:\n${app.output()}`));
  return app;
}

/** A temporary folder that {@link cleanUp} removes. */
export function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `gpu-tco-${label}-`));
  dirs.push(dir);
  return dir;
}

/** For afterAll: stops every app a test file started and removes its folders. */
export async function cleanUp(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => app.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A valid scenario whose name and GPU count identify one save. */
export function scenarioFor(name: string, gpus = 8): Scenario {
  const preset = presets.find((p) => p.slug === "h100-server") ?? presets[0]!;
  return { ...structuredClone(preset.scenario), name, workload: { ...preset.scenario.workload, gpus } };
}

/** The inputs as the app stores them: validated, defaults filled in, serialised. */
export function stored(scenario: Scenario): string {
  const parsed = parseScenario(scenario);
  if (!parsed.ok) throw new Error(`invalid test scenario: ${JSON.stringify(parsed.errors)}`);
  return JSON.stringify(parsed.scenario);
}

export interface Answer {
  status: number;
  body: { id?: string; version?: number; currentVersion?: number; errors?: { path: string; message: string }[] };
}

async function send(app: AppProcess, url: string, method: string, body: unknown): Promise<Answer> {
  // A bounded wait: a wedged server must fail the test, not hang it until the test times out.
  const headers = { "content-type": "application/json", cookie: app.cookie };
  const response = await fetch(url, {
    method,
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

export const create = (app: AppProcess, scenario: Scenario) =>
  send(app, `${app.url}/api/scenarios`, "POST", { scenario });

export const save = (app: AppProcess, id: string, version: number, scenario: Scenario) =>
  send(app, `${app.url}/api/scenarios/${id}`, "PUT", { version, scenario });

/** Creates a scenario and returns its id, failing loudly on anything but a 201. */
export async function createOk(app: AppProcess, scenario: Scenario): Promise<string> {
  const answer = await create(app, scenario);
  if (answer.status !== 201 || !answer.body.id)
    throw new Error(`creating a scenario answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

export interface Rows {
  scenarios: Map<string, { name: string; version: number; inputs: string }>;
  revisions: Map<string, Map<number, { name: string; inputs: string }>>;
}

/** Reads every scenario and revision straight from a database file, after an integrity check. */
export function readDatabase(file: string): Rows & { integrity: unknown } {
  // Read-write so that a database left by a killed server gets its WAL recovered, as the app would.
  const db = new Database(file, { fileMustExist: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const scenarios = new Map<string, { name: string; version: number; inputs: string }>();
    for (const row of db
      .prepare<[], { id: string; name: string; version: number; inputs: string }>(
        'SELECT id, name, version, inputs FROM "Scenario"',
      )
      .all()) {
      scenarios.set(row.id, { name: row.name, version: row.version, inputs: row.inputs });
    }
    const revisions = new Map<string, Map<number, { name: string; inputs: string }>>();
    for (const row of db
      .prepare<[], { scenarioId: string; version: number; name: string; inputs: string }>(
        'SELECT scenarioId, version, name, inputs FROM "Revision"',
      )
      .all()) {
      const versions = revisions.get(row.scenarioId) ?? new Map<number, { name: string; inputs: string }>();
      versions.set(row.version, { name: row.name, inputs: row.inputs });
      revisions.set(row.scenarioId, versions);
    }
    return { integrity, scenarios, revisions };
  } finally {
    db.close();
  }
}

/** Versions 1..n with none missing, as every scenario's revisions must be. */
export const contiguous = (versions: Iterable<number>) =>
  [...versions].sort((a, b) => a - b).every((version, index) => version === index + 1);
