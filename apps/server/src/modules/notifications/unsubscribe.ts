import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lockedNotificationKinds, notificationKindLabels, notificationKinds, notificationTexts, type NotificationKind } from '@market/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailKeys } from '../../db/schema/notifications.js';
import { badRequest } from '../../lib/errors.js';
import { userContacts } from '../users/index.js';
import { setPreferences } from './service.js';

/**
 * Unsubscribe links work without signing in, so they carry their own proof: the user and kind,
 * signed with HMAC-SHA256. The key is MAIL_SIGNING_SECRET, or one made on first use and kept in
 * the database, so every process (and a restart) signs and checks with the same key.
 */
let cachedKey: { db: Database; key: Buffer } | null = null;

async function signingKey(db: Database, config: Pick<Config, 'mailSigningSecret'>): Promise<Buffer> {
  if (config.mailSigningSecret) return Buffer.from(config.mailSigningSecret);
  if (cachedKey?.db === db) return cachedKey.key;
  await db.insert(mailKeys).values({ id: 1, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ secret: mailKeys.secret }).from(mailKeys).where(eq(mailKeys.id, 1));
  cachedKey = { db, key: Buffer.from(row.secret) };
  return cachedKey.key;
}

const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(`unsubscribe:${data}`).digest('base64url');

export async function unsubscribeToken(db: Database, config: Pick<Config, 'mailSigningSecret'>, userId: string, kind: NotificationKind): Promise<string> {
  const data = Buffer.from(JSON.stringify([userId, kind])).toString('base64url');
  return `${data}.${mac(await signingKey(db, config), data)}`;
}

/** POST /api/notifications/unsubscribe?token=: turns the token's kind off for its user (a bad token: 400). */
export async function unsubscribe(db: Database, config: Pick<Config, 'mailSigningSecret'>, token: string): Promise<{ message: string; kind: NotificationKind }> {
  const bad = () => badRequest(notificationTexts.badUnsubscribeLink);
  const [data, signature] = token.split('.');
  if (!data || !signature) throw bad();
  const expected = Buffer.from(mac(await signingKey(db, config), data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || !(notificationKinds as readonly string[]).includes(parsed[1])) throw bad();
  const kind = parsed[1] as NotificationKind;
  if (lockedNotificationKinds.includes(kind)) throw bad();
  // A deleted user's link changes nothing, with the same answer (no rows for a user who is gone).
  if ((await userContacts(db, [parsed[0]])).has(parsed[0])) await setPreferences(db, parsed[0], { [kind]: false });
  return { message: notificationTexts.unsubscribed(notificationKindLabels[kind].label), kind };
}
