import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

const ENDS_TRANSACTION = /^\s*(COMMIT|ROLLBACK)\b/i;
const ROLLBACK = { sql: "ROLLBACK", args: [], argTypes: [] };

/**
 * SQLite rolls a transaction back on its own after an I/O error, a full disk or a busy commit.
 * Prisma's engine then runs its own COMMIT or ROLLBACK, which fails ("no transaction is active"),
 * and only releases the adapter's transaction lock when that statement succeeds: the lock stays
 * taken and every later write waits forever. This makes ending a transaction always release it.
 */
function releaseOnFailure(tx: Transaction): Transaction {
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await tx.rollback();
  };
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: (query) => tx.queryRaw(query),
    executeRaw: async (query) => {
      if (!ENDS_TRANSACTION.test(query.sql)) return tx.executeRaw(query);
      try {
        return await tx.executeRaw(query);
      } catch (error) {
        const isRollback = /^\s*ROLLBACK/i.test(query.sql);
        // A COMMIT that failed may leave the transaction open, and the next BEGIN would then fail.
        if (!isRollback) await tx.executeRaw(ROLLBACK).catch(() => 0);
        await release();
        if (isRollback && error instanceof Error && /no transaction is active/i.test(error.message)) return 0;
        throw error;
      }
    },
    commit: release,
    rollback: release,
  };
}

/**
 * The better-sqlite3 driver adapter, with two changes for data that must not be lost: a commit
 * is on disk before the save is answered (synchronous=FULL; better-sqlite3 builds SQLite with
 * NORMAL for WAL, which can lose the last commits on power loss), and a failed commit or rollback
 * can't wedge the connection (see {@link releaseOnFailure}).
 */
export function durableSqliteAdapter(
  config: ConstructorParameters<typeof PrismaBetterSQLite3>[0],
): PrismaBetterSQLite3 {
  const factory = new PrismaBetterSQLite3(config);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    await adapter.executeScript("PRAGMA synchronous = FULL");
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => releaseOnFailure(await startTransaction(isolationLevel));
    return adapter;
  };
  return factory;
}
