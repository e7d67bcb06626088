import { accountTexts, authUserSchema, errorSchema, loginSchema, messageSchema, passwordChangeSchema, texts } from '@market/shared';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { WindowLimiter } from '../../lib/window-limiter.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import type { App } from '../../types.js';
import { toAuthUser } from '../users/service.js';
import { changePassword, checkCredentials, createSession, deleteSession } from './service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export async function authRoutes(app: App) {
  // Failed attempts: 5 per account and 20 per address in 15 minutes, then 429 until the window ends.
  const perAccount = new WindowLimiter(5, FIFTEEN_MINUTES);
  const perAddress = new WindowLimiter(20, FIFTEEN_MINUTES);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.cookieSecure };

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: authUserSchema } },
    },
    async (request, reply) => {
      const accountKey = request.body.username.toLowerCase();
      const wait = Math.max(perAccount.retryAfter(accountKey), perAddress.retryAfter(request.ip));
      if (wait > 0) throw tooManyRequests(texts.tooManyLogins, wait);

      const user = await checkCredentials(app.db, request.body.username, request.body.password);
      if (!user) {
        perAccount.hit(accountKey);
        perAddress.hit(request.ip);
        throw new AppError(401, 'BAD_CREDENTIALS', texts.badCredentials);
      }
      perAccount.reset(accountKey);
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
