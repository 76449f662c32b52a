import { build } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as Engine from "./engine-entry";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");

/**
 * The engine built as the app ships it: one bundle, as Next builds `lib/tco` for the server and the
 * browser. Imported straight from the sources under tsx (which runs the bench), every closure the
 * engine makes also goes through tsx's `__name` (it keeps function names), a third of the time of
 * a full `computeTco`, which no user's copy pays.
 *
 * @example
 * const { computeTco } = await shippedEngine();
 */
export function shippedEngine(): Promise<typeof Engine> {
  built ??= bundle();
  return built;
}

let built: Promise<typeof Engine> | undefined;

async function bundle(): Promise<typeof Engine> {
  const outfile = join(root, "test-results", "bench-engine-bundle.mjs");
  await build({
    entryPoints: [join(here, "engine-entry.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "@": root },
    outfile,
    logLevel: "error",
  });
  return (await import(pathToFileURL(outfile).href)) as typeof Engine;
}
