import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/sessions.js';
import { inTransaction, publish } from '../../platform/events.js';
import { userContacts } from '../users/index.js';
import { sendVerificationLink, type LinkSettings } from './email-links.js';

/** The link settings, taken at start (in-transaction subscribers run inside other modules' requests, which carry no configuration). */
let linkSettings: LinkSettings = { passwordResetMinutes: 30, emailVerificationHours: 48 };
export function configureAuthLinks(settings: LinkSettings): void {
  linkSettings = { passwordResetMinutes: settings.passwordResetMinutes, emailVerificationHours: settings.emailVerificationHours };
}

/**
 * A deleted user's sessions end in the deletion's transaction (their rows would go with the user
 * anyway), announced so every process closes the user's open event streams at once.
 */
export const authSubscriptions = [
  inTransaction('user.deleted', 'auth.end-deleted-users-sessions', async (tx, e) => {
    await tx.delete(sessions).where(eq(sessions.userId, e.payload.userId));
    await publish(tx, 'sessions.ended', { users: [e.payload.userId] });
  }),
  // A new account's address gets its verification link, in the registration's transaction.
  inTransaction('user.registered', 'auth.verification-link', async (tx, e) => {
    const user = (await userContacts(tx, [e.payload.userId])).get(e.payload.userId);
    if (user && !user.emailVerified) await sendVerificationLink(tx, linkSettings, user.id, user.email);
  }),
];
