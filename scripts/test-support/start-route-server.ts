import { spawn } from "node:child_process";

/** The app's scenario routes, listening in a process of their own (route-server.ts). */
export interface RouteServer {
  origin: string;
  /** The Cookie of the user the server signed up, whose workspace the test's requests act in. */
  cookie: string;
  stop: () => Promise<void>;
}

/**
 * Starts route-server.ts through tsx on the test database (the environment's DATABASE_URL), with
 * the react-server condition the app's server code is built with.
 *
 * @example
 * const server = await startRouteServer(); // { origin: "http://127.0.0.1:40123", cookie: "better-auth.session_token=…" }
 * await server.stop();
 */
export function startRouteServer(): Promise<RouteServer> {
  const child = spawn(
    "node_modules/.bin/tsx",
    [
      "--conditions=react-server",
      "--import",
      "./scripts/test-support/route-server-hooks.mjs",
      "scripts/test-support/route-server.ts",
    ],
    { stdio: "pipe" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    child.kill();
    await exited;
  };
  let stdout = "";
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const line = stdout.split("\n").find((l) => l.startsWith("{"));
      if (!line || !stdout.includes("\n")) return;
      const ready = JSON.parse(line) as { port: number; cookie: string };
      resolve({ origin: `http://127.0.0.1:${ready.port}`, cookie: ready.cookie, stop });
    });
    child.once("exit", (code) =>
      reject(new Error(`the route server exited (${code}) before it was ready:\n${stderr}`)),
    );
  });
}
