import type { FastifyReply } from 'fastify';
import { languageCookie, type Language } from '@market/shared';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import type { App } from '../../types.js';
import { createSession } from './service.js';

/** The session cookie's options; logout clears it with the same ones. */
export const sessionCookieOptions = (app: App) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.cookieSecure });

const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * Starts a session for the user and sets its cookie on the reply: what login and registration do.
 * The `lang` cookie takes the account's language too: pages are chosen by it (they are served
 * without a session lookup), so a sign-in on a new device shows the pages in the profile's language.
 */
export async function signIn(app: App, reply: FastifyReply, userId: string, language: Language): Promise<void> {
  const session = await createSession(app.db, userId, app.config.sessionTtlDays);
  reply.setCookie(SESSION_COOKIE, session.token, { ...sessionCookieOptions(app), expires: session.expiresAt });
  // Read by the web app's switch as well: not httpOnly.
  reply.setCookie(languageCookie, language, { path: '/', sameSite: 'lax', secure: app.config.cookieSecure, maxAge: oneYearSeconds });
}
