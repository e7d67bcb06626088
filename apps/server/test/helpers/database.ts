import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteExtensions, type DatabaseHandle } from '../../src/db/client.js';

/** A fresh, migrated database for one test file: a copy of the run's template (on PostgreSQL, `poolSize` connections). */
export async function freshDatabase({ poolSize = 4 } = {}): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `market_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ url: target.toString(), poolSize });
    return {
      ...handle,
      url: target.toString(),
      close: async () => {
        await handle.close();
        // pool.end() can return before the server has seen every connection go; wait for them.
        for (let i = 0; i < 50; i++) {
          const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
  return openDatabase({ pglite: client });
}
