import { randomBytes } from 'node:crypto';
import type { CreatePool, Pool } from '@market/shared';
import type { Database } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { createSession } from '../../src/modules/auth/service.js';
import type { App } from '../../src/types.js';
import { logMarker } from './factories.js';

export type Caller = { cookie: string } | null;

export const poolCall = (app: App, caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | string, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload, headers: { ...(caller ? { cookie: caller.cookie } : {}), ...headers } });

/** A pool's settings for tests: one choice field, the skill Data Entry, overlap 1. */
export const poolInput = (over: Partial<CreatePool> = {}): CreatePool => ({
  title: 'Label product photos',
  desc: 'Say what each photo shows.',
  reward: 20,
  skills: ['Data Entry'],
  outputs: [{ name: 'label', label: 'What is shown', type: 'choice', options: ['cat', 'dog', 'bird'], required: true }],
  ...over,
});

/** CSV text of `n` items (`photo` inputs) and `controls` control items expecting `gold`. */
export function itemsCsv(n: number, controls = 0, gold = 'cat'): string {
  const lines = ['photo,gold:label'];
  for (let i = 1; i <= n; i++) lines.push(`https://example.com/p${i}.jpg,`);
  for (let i = 1; i <= controls; i++) lines.push(`https://example.com/c${i}.jpg,${gold}`);
  return `${lines.join('\n')}\n`;
}

/** Creates a pool, imports its items from CSV and (unless told not to) publishes it. */
export async function makePool(app: App, admin: Caller, over: Partial<CreatePool> = {}, csv = itemsCsv(10), publish = true): Promise<Pool> {
  const created = await poolCall(app, admin, 'POST', '/api/task-pools', poolInput(over));
  if (created.statusCode !== 201) throw new Error(`pool not created: ${created.body}`);
  const pool = created.json().pool as Pool;
  const imported = await poolCall(app, admin, 'POST', `/api/task-pools/${pool._id}/items`, csv, { 'content-type': 'text/csv' });
  if (imported.statusCode !== 201) throw new Error(`items not imported: ${imported.body}`);
  if (!publish) return pool;
  const published = await poolCall(app, admin, 'POST', `/api/task-pools/${pool._id}/publish`);
  if (published.statusCode !== 200) throw new Error(`pool not published: ${published.body}`);
  return published.json().pool as Pool;
}

/**
 * Many verified workers at once, signed in: inserted in one statement with one password hash (the
 * concurrency tests need hundreds; hashing each would take most of the test).
 */
export async function manyWorkers(db: Database, n: number, skills: string[] = ['Data Entry']): Promise<{ id: string; cookie: string }[]> {
  const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0000000000000000000000000000000000000000000';
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        const suffix = randomBytes(5).toString('hex');
        return { username: `w_${suffix}`, email: `w_${suffix}@example.com`, address: `${logMarker} ${suffix}`, passwordHash, isVerified: true, verificationState: 'verified' as const, legalName: 'Pool Worker', skills };
      }),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map(async (r) => ({ id: r.id, cookie: `sid=${(await createSession(db, r.id, 1)).token}` })));
}
