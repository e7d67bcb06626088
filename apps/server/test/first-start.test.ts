import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../src/db/client.js';
import { openEmbeddedDatabase } from '../src/db/embedded.js';
import { saveFile } from '../src/modules/files/index.js';
import { migrationsDir } from '../src/paths.js';
import { removeUnfinishedSeed } from '../src/seed/journal.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createUser } from './helpers/factories.js';
import { creatingDatabase, inspectDataDir, kill, killAllServers, killAtRandom, seeding, startServer, type Kill } from './helpers/server-process.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'market-first-start-'));
  made.push(dir);
  return dir;
};
afterAll(async () => {
  await killAllServers();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

if (!onPostgres) {
  describe('first start of the embedded database', () => {
    it('comes up after kills at random moments of its first start: creating the database, migrating, seeding', async () => {
      const dataDir = tempDir();
      const env = { DATA_DIR: dataDir };
      const kills: Kill[] = [];
      // While the database is being made (PGlite's initdb), then later in it (initdb or migrations).
      kills.push(await killAtRandom(env, (pid) => creatingDatabase(dataDir, pid), 800));
      kills.push(await killAtRandom(env, (pid) => creatingDatabase(dataDir, pid), 2500));
      // While the demo seed stores its images, before its transaction commits.
      kills.push(await killAtRandom(env, (pid) => seeding(dataDir, pid) && readdirSync(dataDir).includes('uploads'), 600));
      const report = kills.map((k) => `${k.phase} at ${k.afterMs} ms`).join('; ');
      // The second kill may land just after the creation, which is a moment worth killing at too.
      expect([kills[0].phase, kills[2].phase], report).toEqual(['creating the database', 'seeding']);

      const server = startServer(env);
      const url = await server.listening;
      expect((await fetch(`${url}/api/health`)).status, report).toBe(200);
      const gigs = (await (await fetch(`${url}/api/gigs`)).json()) as { gigs: unknown[] };
      expect(gigs.gigs.length, 'the demo seed completed').toBeGreaterThan(0);
      // A second server on the same folder is refused before it opens the database (PGlite would be corrupted).
      const second = startServer(env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The server (pid ${server.child.pid}) is using the embedded database in ${dataDir}.\nThe embedded database (PGlite) allows one process at a time: stop the server first`);
      expect(await kill(server, 'SIGTERM')).toBe(0);

      const state = await inspectDataDir(dataDir);
      expect(state.users, report).toBeGreaterThan(0);
      expect(state.orphans, report).toEqual([]);
      expect(state.missing, report).toEqual([]);
      expect(state.leftovers, report).toEqual([]);
    }, 120_000);

    describe('a database folder from an earlier version', () => {
      // What PGlite's initdb alone leaves: the state of a first start stopped before its migrations.
      let initialised: string;
      beforeAll(async () => {
        initialised = join(tempDir(), 'db');
        await (await PGlite.create(initialised, { extensions: pgliteExtensions })).close();
      }, 60_000);

      /** A data folder whose db/ is a copy of the initialised folder, changed by `change`. */
      const dataDirWith = (change: (db: string) => void) => {
        const dataDir = tempDir();
        cpSync(initialised, join(dataDir, 'db'), { recursive: true });
        change(join(dataDir, 'db'));
        return dataDir;
      };

      it('stops the start with what happened and what to run when the folder was left half-made', async () => {
        const cases = [
          // Stopped before initdb wrote the control file: PGlite aborts (`RuntimeError: Aborted()`).
          { dataDir: dataDirWith((db) => rmSync(join(db, 'global', 'pg_control'))), cause: /RuntimeError: Aborted\(\)/ },
          // Stopped after initdb, before the migrations committed: opens, but has none of the tables.
          { dataDir: dataDirWith(() => undefined), cause: /it has no applied migrations/ },
        ];
        for (const { dataDir, cause } of cases) {
          const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
          expect(await server.exited).toBe(1);
          const out = server.output();
          const db = join(dataDir, 'db');
          expect(out).toContain(`The embedded database folder ${db} is incomplete (`);
          expect(out).toMatch(cause);
          expect(out).toContain('its first start was stopped before the database was');
          expect(out).toContain(`mv "${db}" "${db}.incomplete"`);
          expect(out).toContain('npm run restore -- --from BACKUP_DIR --force');
          // The message alone, no stack trace.
          expect(out).not.toMatch(/\n\s+at /);
          // Nothing was changed: the folder is left for the operator to move.
          expect(existsSync(join(db, 'market-database-complete'))).toBe(false);
        }
      }, 60_000);

      it('keeps opening a complete one, marks it complete, and removes a leftover temporary folder', async () => {
        const dataDir = dataDirWith(() => undefined);
        const old = await PGlite.create(join(dataDir, 'db'), { extensions: pgliteExtensions });
        await migrate(drizzle(old), { migrationsFolder: migrationsDir });
        await old.exec(`insert into users (id, username, email, password_hash) values (gen_random_uuid(), 'kept_user', 'kept@example.com', 'x')`);
        await old.close();
        // A creation whose process is gone (a pid that just ended).
        const gone = spawn(process.execPath, ['-e', '']);
        await new Promise((r) => gone.once('exit', r));
        const leftover = join(dataDir, `db.creating-${gone.pid}`);
        mkdirSync(leftover);
        writeFileSync(join(leftover, 'PG_VERSION'), '17\n');

        const client = await openEmbeddedDatabase(dataDir);
        try {
          expect((await client.query<{ username: string }>('select username from users')).rows).toEqual([{ username: 'kept_user' }]);
        } finally {
          await client.close();
        }
        expect(existsSync(join(dataDir, 'db', 'market-database-complete'))).toBe(true);
        expect(existsSync(leftover)).toBe(false);
      }, 60_000);
    });
  });

  describe('a demo seed stopped before its commit', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('leaves nothing: the next seed removes the images it stored without rows, and keeps files that have rows', async () => {
      const { user } = await createUser(t.db);
      const kept = await saveFile(t.db, t.storage, { ownerId: user.id, purpose: 'avatar', visibility: 'public', name: 'a.webp', mimeType: 'image/webp', data: Buffer.from('kept') });
      const orphans = ['gig/01900000-0000-7000-8000-000000000001.webp', 'kyc/01900000-0000-7000-8000-000000000002.jpg'];
      for (const key of orphans) await t.storage.put(key, Buffer.from('orphan'));
      const journal = join(t.config.dataDir, 'seed-journal');
      // A journal as a killed seed leaves it: its (dead) process, then every key it began to write.
      writeFileSync(journal, `pid 0\n${[...orphans, kept.storageKey, 'gig/01900000-0000-7000-8000-000000000003.webp'].join('\n')}\n`);

      expect(await removeUnfinishedSeed(journal, t.db, t.storage)).toBe(3);
      for (const key of orphans) expect(await t.storage.exists(key)).toBe(false);
      expect(await t.storage.exists(kept.storageKey)).toBe(true);
      expect(existsSync(journal)).toBe(false);
      expect(await removeUnfinishedSeed(journal, t.db, t.storage)).toBe(0);
    });

    it('refuses to clean up after a seed that is still running in another process', async () => {
      const journal = join(t.config.dataDir, 'seed-journal');
      writeFileSync(journal, `pid ${process.ppid}\ngig/01900000-0000-7000-8000-000000000004.webp\n`);
      await expect(removeUnfinishedSeed(journal, t.db, t.storage)).rejects.toThrow(`Another seed (pid ${process.ppid}) is running`);
      expect(existsSync(journal)).toBe(true);
      rmSync(journal);
    });
  });
} else {
  describe('first start on PostgreSQL', () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const name = `market_first_${process.pid}`;
    let url: string;
    beforeAll(async () => {
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(process.env.TEST_DATABASE_URL!);
      target.pathname = `/${name}`;
      url = target.toString();
    });
    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('comes up after kills at random moments of its migrations', async () => {
      const env = { DATA_DIR: tempDir(), DATABASE_URL: url };
      // The server's connection to the new database: it is opening it and migrating.
      const connected = async () => (await admin.query(`select 1 from pg_stat_activity where datname = $1`, [name])).rowCount! > 0;
      const kills: Kill[] = [];
      for (const withinMs of [300, 600]) {
        // A killed process's connection lingers until PostgreSQL notices; the next start begins without one.
        while (await connected()) await new Promise((r) => setTimeout(r, 20));
        kills.push(await killAtRandom(env, connected, withinMs));
      }
      const report = kills.map((k) => `${k.phase} at ${k.afterMs} ms`).join('; ');

      const server = startServer(env);
      const serverUrl = await server.listening;
      expect((await fetch(`${serverUrl}/api/health`)).status, report).toBe(200);
      expect(await kill(server, 'SIGTERM')).toBe(0);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const { rows } = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0].n).toBe(readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).length);
      } finally {
        await db.end();
      }
    }, 90_000);
  });
}
