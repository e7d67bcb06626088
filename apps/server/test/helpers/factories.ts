import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.js';
import { createUser as insertUser, type NewUser } from '../../src/modules/users/service.js';
import type { App } from '../../src/types.js';

/** Written into every factory user's address: no log line may ever hold it. */
export const logMarker = 'Log marker lane';

export type Role = 'user' | 'seller' | 'verified' | 'admin';
export const roles: Role[] = ['user', 'seller', 'verified', 'admin'];

// A verified account was verified with its documents, so it has a legal name (payouts need one).
const roleFlags: Record<Role, Pick<NewUser, 'isSeller' | 'isVerified' | 'isAdmin' | 'legalName'>> = {
  user: {},
  seller: { isSeller: true },
  verified: { isVerified: true, legalName: 'Verified Worker' },
  admin: { isAdmin: true, isVerified: true },
};

/** Inserts a user of the given role with a known password; returns the row and the password. */
export async function createUser(db: Database, role: Role = 'user', overrides: Partial<NewUser> = {}) {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? `pass-${suffix}`;
  const user = await insertUser(db, {
    username: `${role}_${suffix}`,
    email: `${role}_${suffix}@example.com`,
    // Personal data the test logs are searched for (scripts/check-test-logs.mjs).
    address: `${logMarker} ${suffix}`,
    ...roleFlags[role],
    ...overrides,
    password,
  });
  return { user, password };
}

/** Signs in through the API and returns the Cookie header value for later requests. */
export async function login(app: App, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('login set no session cookie');
  return `sid=${cookie.value}`;
}

/** Creates a user of the role and signs them in. */
export async function signedIn(app: App, db: Database, role: Role, overrides: Partial<NewUser> = {}) {
  const { user, password } = await createUser(db, role, overrides);
  return { user, password, cookie: await login(app, user.username, password) };
}
