import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { appEnv } from "../lib/app-process";
import { DIST_DIR } from "./support";

const root = join(import.meta.dirname, "../..");

/**
 * Builds the app once into its own folder before any fault test starts a server, so that no test
 * pays for the build inside its own timeout and the default `.next` of other work is left alone.
 */
export default function setup() {
  const started = Date.now();
  const script = 'const s = await import("./scripts/lib/setup.mjs"); s.ensurePrismaClient(); s.ensureBuild();';
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: appEnv({ NEXT_DIST_DIR: DIST_DIR }),
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`Building the app into ${DIST_DIR} failed:\n${result.stdout}${result.stderr}`);
  console.log(`fault tests: build in ${DIST_DIR} ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
