import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.js';
import { isOtherLiveProcess } from '../lib/process-alive.js';
import type { Storage } from '../lib/storage.js';
import { findFiles } from '../modules/files/index.js';

/**
 * The seed stores each image's bytes before the row that points at them, and writes all rows in
 * one transaction. A process killed before the commit leaves no rows (the next start seeds again)
 * but leaves the bytes. So the seed lists every storage key in a journal before writing it, and
 * the next seed first removes the listed bytes that have no file row, then the journal.
 */

export const seedJournalPath = (dataDir: string) => join(dataDir, 'seed-journal');

/** The storage wrapped so that every key is in the journal before its bytes are written; close() after the commit. */
export function openSeedJournal(path: string, storage: Storage): { storage: Storage; close(): void } {
  writeFileSync(path, `pid ${process.pid}\n`);
  const put: Storage['put'] = async (key, data) => {
    appendFileSync(path, `${key}\n`);
    await storage.put(key, data);
  };
  // Everything but put goes to the storage itself, whatever calls the interface has.
  const journaled = new Proxy(storage, {
    get: (target, property) => {
      if (property === 'put') return put;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { storage: journaled, close: () => rmSync(path, { force: true }) };
}

const idInKey = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.\w+$/i;

/**
 * After a seed that did not finish: removes the bytes it stored whose file row does not exist (a
 * key whose id cannot be read is kept rather than risk removing a file in use); returns how many.
 */
export async function removeUnfinishedSeed(path: string, db: Database, storage: Storage): Promise<number> {
  if (!existsSync(path)) return 0;
  const [first = '', ...keys] = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  const pid = Number(first.replace(/^pid /, ''));
  if (isOtherLiveProcess(pid)) throw new Error(`Another seed (pid ${pid}) is running on this data folder; wait until it has finished.`);
  const ids = new Map(keys.flatMap((key) => (idInKey.test(key) ? [[idInKey.exec(key)![1].toLowerCase(), key] as const] : [])));
  const kept = new Set((await findFiles(db, [...ids.keys()])).map((row) => row.id));
  const orphans = [...ids].filter(([id]) => !kept.has(id)).map(([, key]) => key);
  for (const key of orphans) await storage.remove(key);
  rmSync(path, { force: true });
  return orphans.length;
}
