import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import type { App } from '../../types.js';
import { createSession } from './service.js';

/** The session cookie's options; logout clears it with the same ones. */
export const sessionCookieOptions = (app: App) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.cookieSecure });

/** Starts a session for the user and sets its cookie on the reply: what login and registration do. */
export async function signIn(app: App, reply: FastifyReply, userId: string): Promise<void> {
  const session = await createSession(app.db, userId, app.config.sessionTtlDays);
  reply.setCookie(SESSION_COOKIE, session.token, { ...sessionCookieOptions(app), expires: session.expiresAt });
}
