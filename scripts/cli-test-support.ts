import { spawn } from "node:child_process";

/** What a command-line run printed and how it ended. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the project's CLIs as a user would: a separate process through tsx, without the
 * react-server condition, so an import of a server-only module fails here too.
 *
 * @example
 * const run = await runCli("scripts/tco.ts", ["-"], JSON.stringify(scenario)); // { status: 0, stdout: "{…}", stderr: "" }
 */
export function runCli(script: string, args: string[], stdin = ""): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/tsx", [script, ...args], { stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
