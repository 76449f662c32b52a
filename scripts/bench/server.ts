import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface BenchServer {
  url: string;
  databaseFile: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the production app (building it first if stale) on a free loopback port with a fresh
 * SQLite file, as `npm start` would, and waits for its health check.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), "gpu-tco-bench-"));
  const databaseFile = join(dir, "tco.db");
  const port = await freePort();
  const child = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: `file:${databaseFile}` },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was ready`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error("The app did not become ready within 5 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    databaseFile,
    stop: async () => {
      // The whole process group: start.mjs and the next server it spawned.
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // Already gone.
      }
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
