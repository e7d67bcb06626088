import type { FastifyRequest } from 'fastify';
import { accountTexts, authUserSchema, errorSchema, loginSchema, messageSchema, passwordChangeSchema, texts } from '@market/shared';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import type { App } from '../../types.js';
import { toAuthUser } from '../users/index.js';
import { changePassword, checkCredentials, createSession, deleteSession } from './service.js';

export async function authRoutes(app: App) {
  // Failed attempts: 5 per account and 20 per address (request.ip: each real client behind a
  // trusted proxy) in 15 minutes, then 429 until the window ends. Only failures are counted: a
  // login first peeks at both counters, and a failed one then adds to them.
  const perAccount = app.createRateLimit({
    max: 5,
    timeWindow: '15 minutes',
    keyGenerator: (request) => (request.body as { username: string }).username.toLowerCase(),
  });
  const perAddress = app.createRateLimit({ max: 20, timeWindow: '15 minutes', keyGenerator: (request) => request.ip });
  /** Seconds until this login may be tried again, or 0 while both counters are under their limit. */
  const loginWait = async (request: FastifyRequest) => {
    const waits = await Promise.all(
      [perAccount, perAddress].map(async (limit) => {
        const state = await limit(request, { increment: false });
        return !state.isAllowed && state.remaining === 0 ? state.ttlInSeconds : 0;
      }),
    );
    return Math.max(...waits);
  };
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.cookieSecure };

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: authUserSchema } },
    },
    async (request, reply) => {
      const wait = await loginWait(request);
      if (wait > 0) throw tooManyRequests(texts.tooManyLogins, wait);

      const user = await checkCredentials(app.db, request.body.username, request.body.password);
      if (!user) {
        await Promise.all([perAccount(request), perAddress(request)]);
        throw new AppError(401, 'BAD_CREDENTIALS', texts.badCredentials);
      }
      const session = await createSession(app.db, user.id, app.config.sessionTtlDays);
      reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
      return toAuthUser(user);
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request, reply) => {
      if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { message: texts.logoutSuccess };
    },
  );

  app.put(
    '/api/auth/password',
    {
      // A wrong current password costs an argon2 verify: bounded like login attempts.
      config: { access: 'signedIn', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags: ['auth'], body: passwordChangeSchema, response: { 200: messageSchema, 400: errorSchema } },
    },
    async (request) => {
      await changePassword(app.db, request.user!.id, request.sessionTokenHash!, request.body.currentPassword, request.body.newPassword);
      return { message: accountTexts.passwordChanged };
    },
  );
}
