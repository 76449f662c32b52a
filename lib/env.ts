import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";

/** The default database, relative to the directory the app is started from. */
export const DEFAULT_DATABASE_URL = "file:./data/tco.db";

/** Whether a database URL names a PostgreSQL server (`postgresql://…` or `postgres://…`) rather than a SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * The URL as it can be shown in a message or a log: a password is replaced by `***`.
 * e.g. `postgresql://tco:s3cret@db:5432/tco` → `postgresql://tco:***@db:5432/tco`.
 */
export function redactedUrl(url: string): string {
  return url.replace(/^([a-z][\w+.-]*:\/\/[^:@/]*:)[^@/]*@/i, "$1***@");
}

/** Resolves a `file:` URL to an absolute path, relative to the working directory. */
export function databasePath(url: string): string {
  return resolve(url.replace(/^file:/, ""));
}

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .default(DEFAULT_DATABASE_URL)
    .refine((url) => url.startsWith("file:") || isPostgresUrl(url), {
      message:
        'must be a SQLite file URL such as "file:./data/tco.db" or a PostgreSQL URL such as "postgresql://user:password@host:5432/tco"',
    })
    .refine(
      (url) => {
        if (isPostgresUrl(url)) return true;
        const dir = dirname(databasePath(url));
        return existsSync(dir) && statSync(dir).isDirectory();
      },
      { message: "points into a folder that does not exist" },
    ),
  /** PostgreSQL only: the most connections one app instance opens (see docs/deploy.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
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
    DATABASE_POOL_SIZE: source.DATABASE_POOL_SIZE || undefined,
    PORT: source.PORT || undefined,
    NODE_ENV: source.NODE_ENV || undefined,
  });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = source[name] ?? "";
    return `${name} ${issue.message} (${name}=${name === "DATABASE_URL" ? redactedUrl(value) : value})`;
  });
  throw new EnvError(`Invalid environment:\n  ${lines.join("\n  ")}`);
}
