import type { Database, Transaction } from './client.js';

/**
 * Work to do once a transaction has committed (and never if it rolls back): the local wake-up of
 * the outbox dispatcher, for one. A wake-up through NOTIFY would cost the transaction a notifying
 * commit, which PostgreSQL serializes across all connections.
 */
type CommitHook = (db: Database) => void;

const hooksOf = new WeakMap<Transaction, CommitHook[]>();

/** Makes `db.transaction` run the hooks its transactions registered, after their commit. */
export function trackCommits(db: Database): Database {
  const begin = db.transaction.bind(db);
  db.transaction = (async (run: (tx: Transaction) => Promise<unknown>, config?: Parameters<Database['transaction']>[1]) => {
    const hooks: CommitHook[] = [];
    const result = await begin(async (tx) => {
      hooksOf.set(tx, hooks);
      return run(tx);
    }, config);
    for (const hook of hooks) hook(db);
    return result;
  }) as Database['transaction'];
  return db;
}

/** Registers `hook` to run after `tx` commits; false when `tx` is not tracked (the caller does without). */
export function onCommit(tx: Transaction, hook: CommitHook): boolean {
  const hooks = hooksOf.get(tx);
  if (!hooks) return false;
  if (!hooks.includes(hook)) hooks.push(hook);
  return true;
}
