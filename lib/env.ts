import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";

/** The default database, relative to the directory the app is started from. */
export const DEFAULT_DATABASE_URL = "file:./data/tco.db";

/** Resolves a `file:` URL to an absolute path, relative to the working directory. */
export function databasePath(url: string): string {
  return resolve(url.replace(/^file:/, ""));
}

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .default(DEFAULT_DATABASE_URL)
    .refine((url) => url.startsWith("file:"), {
      message: 'must be a SQLite file URL such as "file:./data/tco.db"',
    })
    .refine(
      (url) => {
        const dir = dirname(databasePath(url));
        return existsSync(dir) && statSync(dir).isDirectory();
      },
      { message: "points into a folder that does not exist" },
    ),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is invalid; its message names every bad variable. */
export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Validates the process environment. Throws an {@link EnvError} whose message names each bad
 * variable, e.g. `DATABASE_URL points into a folder that does not exist (file:/nope/tco.db)`.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse({
    DATABASE_URL: source.DATABASE_URL || undefined,
    PORT: source.PORT || undefined,
    NODE_ENV: source.NODE_ENV || undefined,
  });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} ${issue.message} (${name}=${source[name] ?? ""})`;
  });
  throw new EnvError(`Invalid environment:\n  ${lines.join("\n  ")}`);
}
