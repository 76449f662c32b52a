// Starts the production app the way `npm start` does (scripts/start.mjs: migrate, seed, build if
// stale, serve) on a free port, for benchmarks and tests that need a real server.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sessionCookie } from "./sign-in";

const root = join(import.meta.dirname, "../..");

export interface StartOptions {
  /** The SQLite file to serve; by default a new one in a temporary folder that stop() removes. */
  databaseFile?: string;
  /** A PostgreSQL URL to serve instead of a SQLite file (the database must exist). */
  databaseUrl?: string;
  /** NEXT_DIST_DIR, so that the build doesn't replace another one; by default the environment's. */
  distDir?: string;
  /** false: leave the database without an account (a first-run test); by default the script account signs in. */
  signIn?: boolean;
  /** More environment for the server, such as TCO_SIMULATION_WORKERS. */
  env?: Record<string, string>;
}

/** Long enough for a build on a slow machine, which start.mjs runs first when the build is stale. */
const READY_WITHIN_MS = 300_000;

export interface AppProcess {
  url: string;
  /** The SQLite file served, or "" when the app serves {@link StartOptions.databaseUrl}. */
  databaseFile: string;
  /** Whether start.mjs is still running (it exits as soon as the server does). */
  running: () => boolean;
  /** Everything the app printed so far, for failure messages. */
  output: () => string;
  /** Sends `signal` to the process group (start.mjs and its `next start`) and waits until all of it has exited. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Stops the app and removes the temporary folder it was given, if any. */
  stop: () => Promise<void>;
  /**
   * The Cookie header of the script account's session (scripts/lib/sign-in.ts), signed in once the
   * app is ready ("" when started with `signIn: false`). Sessions live in the database, so it
   * works on every instance serving it.
   */
  cookie: string;
}

/**
 * The environment for a child that runs `next build` or `next start`: this one, less NODE_ENV
 * (a test runner's "test" would leak into the build), plus `overrides`.
 */
export function appEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: undefined, ...overrides };
  return env as NodeJS.ProcessEnv;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The live members of a process group. `kill(-pgid, 0)` can't tell: it also succeeds for zombies,
 * which an orphaned `next start` stays as when nobody reaps it.
 */
function liveMembers(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces; state and pgrp follow it.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === pgid && state !== "Z") pids.push(Number(entry));
    } catch {
      // Exited while we looked.
    }
  }
  return pids;
}

const live = new Set<number>();
process.once("exit", () => {
  for (const pgid of live) signalGroup(pgid, "SIGKILL");
});

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

async function killGroup(pgid: number, signal: NodeJS.Signals): Promise<void> {
  signalGroup(pgid, signal);
  const escalateAt = Date.now() + 10_000;
  while (liveMembers(pgid).length > 0) {
    if (Date.now() > escalateAt) signalGroup(pgid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  live.delete(pgid);
}

/**
 * Starts the app and resolves once /api/health answers 200. Every app started here is killed
 * when this process exits, should a caller fail before stopping it.
 */
export async function startApp(options: StartOptions = {}): Promise<AppProcess> {
  const ownDir = options.databaseFile || options.databaseUrl ? undefined : mkdtempSync(join(tmpdir(), "gpu-tco-app-"));
  const databaseFile = options.databaseUrl ? "" : (options.databaseFile ?? join(ownDir!, "tco.db"));
  const databaseUrl = options.databaseUrl ?? `file:${databaseFile}`;
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: appEnv({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...(options.distDir ? { NEXT_DIST_DIR: options.distDir } : {}),
      ...options.env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that the server start.mjs spawns can be signalled with it.
    detached: true,
  });
  const pgid = child.pid!;
  live.add(pgid);
  let log = "";
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-64 * 1024);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);

  const app: AppProcess = {
    url: `http://127.0.0.1:${port}`,
    cookie: "",
    databaseFile,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => log,
    kill: (signal = "SIGTERM") => killGroup(pgid, signal),
    stop: async () => {
      await killGroup(pgid, "SIGTERM");
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  try {
    for (;;) {
      if (!app.running()) throw new Error(`The app exited (${child.exitCode ?? child.signalCode}) before it was ready`);
      const ok = await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        if (options.signIn !== false) app.cookie = await sessionCookie(app.url);
        return app;
      }
      if (Date.now() > deadline) throw new Error(`The app was not ready within ${READY_WITHIN_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await app.stop();
    throw new Error(`${(error as Error).message}. Its output:\n${log}`);
  }
}
