import { EnvError, parseEnv, type Env } from "@/lib/env";

/** Ends a command-line script with a plain message on stderr and exit code 1: no stack trace. */
export function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** The validated environment, or {@link fail} with the message naming each bad variable. */
export function envOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}
