// A throwaway PostgreSQL cluster for the tests: Debian's PostgreSQL, `initdb` into a temporary
// folder, served on a free 127.0.0.1 port, and removed by stop(). Plain ESM JavaScript, like
// setup.mjs, because `npm test` runs it before anything is compiled.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DEBIAN_LIB = "/usr/lib/postgresql";

/** The newest installed server's bin folder (Debian keeps each major version apart), or null. */
export function postgresBin() {
  if (!existsSync(DEBIAN_LIB)) return null;
  const versions = readdirSync(DEBIAN_LIB)
    .filter((v) => existsSync(join(DEBIAN_LIB, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(DEBIAN_LIB, versions[0], "bin") : null;
}

/**
 * Installs Debian's `postgresql` when no server is installed: with apt as root, otherwise it
 * says what to run and returns false.
 */
export function ensurePostgresInstalled() {
  if (postgresBin()) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      "✖ The PostgreSQL tests need Debian's postgresql. Install with:\n    sudo apt-get update && sudo apt-get install -y postgresql",
    );
    return false;
  }
  console.log("→ Installing postgresql from Debian…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "postgresql"],
  ]) {
    if (spawnSync("apt-get", args, { stdio: "inherit", env }).status !== 0) return false;
  }
  return postgresBin() !== null;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `initdb` refuses to run as root, so as root the cluster belongs to the `postgres` user that
 * Debian's package creates; anyone else runs it as themselves.
 */
function runAs(user, command, args) {
  const result = user
    ? spawnSync("runuser", ["-u", user, "--", command, ...args], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * Starts a new cluster (trust authentication, listening on 127.0.0.1 only) and resolves to
 * `{ url(database), createDatabase(name), stop() }`. `url("postgres")` is the maintenance database.
 */
export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed");
  const user = process.getuid?.() === 0 ? "postgres" : null;
  const dir = mkdtempSync(join(tmpdir(), "gpu-tco-pg-"));
  if (user)
    chownSync(dir, Number(runAs(null, "id", ["-u", user]).trim()), Number(runAs(null, "id", ["-g", user]).trim()));
  const data = join(dir, "data");
  const port = await freePort();
  const pgCtl = join(bin, "pg_ctl");
  let started = false;
  const stop = () => {
    if (started) {
      const stopArgs = ["-D", data, "-m", "fast", "-w", "stop"];
      if (user) spawnSync("runuser", ["-u", user, "--", pgCtl, ...stopArgs], { stdio: "ignore" });
      else spawnSync(pgCtl, stopArgs, { stdio: "ignore" });
    }
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAs(user, join(bin, "initdb"), ["-D", data, "--auth=trust", "-U", "postgres", "--encoding=UTF8", "--no-sync"]);
    // fsync stays on: the kill tests check that acknowledged saves survive.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
    runAs(user, pgCtl, ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  const url = (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase(name) {
      runAs(null, join(bin, "psql"), [
        "-q",
        "-v",
        "ON_ERROR_STOP=1",
        "-d",
        url("postgres"),
        "-c",
        `CREATE DATABASE "${name}"`,
      ]);
      return url(name);
    },
    stop,
  };
}

/**
 * Runs `run(cluster)` with a throwaway cluster, and removes the cluster however `run` ends,
 * Ctrl-C included. Resolves to false (after saying why) when PostgreSQL can't be installed or started.
 */
export async function withPostgres(run) {
  if (!ensurePostgresInstalled()) return false;
  let cluster;
  try {
    cluster = await startPostgres();
  } catch (error) {
    console.error(`✖ Could not start a PostgreSQL cluster for the tests: ${error.message}`);
    return false;
  }
  const onSignal = (signal) => {
    cluster.stop();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    await run(cluster);
    return true;
  } finally {
    cluster.stop();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
