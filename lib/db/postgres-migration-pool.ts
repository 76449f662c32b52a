import pg from "pg";

const TEXT = 25;

/**
 * PostgreSQL catalog types that `pg` returns as plain strings but `@prisma/adapter-pg` 6.19 refuses
 * to describe ("Column type 'name' could not be deserialized", prisma/orm#27403): `"char"`, `name`,
 * `int2vector`, `regproc`, `xid`, `oidvector`, `pg_node_tree`, `name[]`, `regclass`, `regtype`.
 * Prisma's schema engine reads them when it inspects the database during `migrate deploy`.
 */
const CATALOG_STRING_TYPES = new Set([18, 19, 22, 24, 28, 30, 194, 1003, 2205, 2206]);

type QueryResult = { fields?: { dataTypeID: number }[] };

function describeAsText<T>(result: T): T {
  for (const field of (result as QueryResult).fields ?? []) {
    if (CATALOG_STRING_TYPES.has(field.dataTypeID)) field.dataTypeID = TEXT;
  }
  return result;
}

type AnyQuery = (...args: unknown[]) => unknown;

/** Makes `target.query` describe catalog-typed columns as text; promise-returning calls only, which are all adapter-pg makes. */
function patchQuery(target: { query: unknown }): void {
  const query = (target.query as AnyQuery).bind(target);
  target.query = (...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise ? result.then(describeAsText) : result;
  };
}

/**
 * A pool for the migration adapter only (prisma.config.ts): results whose columns have catalog
 * types are described as text, which is what their values already are. The app's own queries
 * never read such columns and use a plain pool. Remove once the adapter maps these types itself.
 */
export function migrationPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  patchQuery(pool);
  const patched = new WeakSet<object>();
  // Transactions run on a client taken from the pool.
  pool.on("acquire", (client) => {
    if (patched.has(client)) return;
    patched.add(client);
    patchQuery(client);
  });
  return pool;
}
