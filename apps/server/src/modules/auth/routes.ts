import { accountTexts, authUserSchema, errorSchema, loginSchema, messageSchema, passwordChangeSchema, texts, usernameKey } from '@market/shared';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import type { App } from '../../types.js';
import { toAuthUser } from '../users/index.js';
import { LoginThrottle } from './login-throttle.js';
import { changePassword, checkCredentials, deleteSession } from './service.js';
import { sessionCookieOptions, signIn } from './session-cookie.js';

export async function authRoutes(app: App) {
  // 20 attempts per address and 5 per account in 15 minutes, reserved before the password check
  // and given back by a successful one; an address that signed in to the account has its own 5.
  const throttle = new LoginThrottle({
    perAddress: 20,
    perAccount: 5,
    windowSeconds: 15 * 60,
    knownForSeconds: app.config.sessionTtlDays * 24 * 3600,
    capacity: 50_000,
  });
  const cookieOptions = sessionCookieOptions(app);

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: authUserSchema } },
    },
    async (request, reply) => {
      // request.ip: each real client behind a trusted proxy (TRUST_PROXY).
      const attempt = throttle.reserve(request.ip, usernameKey(request.body.username));
      if (!attempt.reserved) throw tooManyRequests(texts.tooManyLogins, attempt.waitSeconds);

      let user;
      try {
        user = await checkCredentials(app.db, request.body.username, request.body.password);
      } catch (err) {
        // Not the client's failure (the database, say): the attempt does not count.
        attempt.cancel();
        throw err;
      }
      // A failure keeps its slots until the window ends.
      if (!user) throw new AppError(401, 'BAD_CREDENTIALS', texts.badCredentials);
      attempt.succeeded();
      await signIn(app, reply, user.id);
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
