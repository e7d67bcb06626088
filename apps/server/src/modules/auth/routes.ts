import {
  accountTexts,
  authUserSchema,
  emailChangeSchema,
  emailUndoSchema,
  errorSchema,
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  notificationTexts,
  passwordChangeSchema,
  resetPasswordSchema,
  texts,
  verifyEmailSchema,
} from '@market/shared';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { perAddress, perName, secretKey } from '../../lib/limits.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import type { App } from '../../types.js';
import { toAuthUser } from '../users/index.js';
import { changeEmail, requestPasswordReset, resendVerification, resetPassword, undoEmailChange, verifyEmail } from './email-links.js';
import { changePassword, deleteSession, findLoginAccount, passwordMatches } from './service.js';
import { loginThrottle } from './shared-login-throttle.js';
import { sessionCookieOptions, signIn } from './session-cookie.js';

export async function authRoutes(app: App) {
  // 5 attempts per account and 200 per client address in 15 minutes, reserved before the password
  // check and given back by a successful one; an address that signed in to the account has its own 5.
  // 200 failures is a ceiling a shared address of a few hundred people stays under (0137).
  const throttle = loginThrottle(
    {
      perAddress: 200,
      perAccount: 5,
      windowSeconds: 15 * 60,
      knownForSeconds: app.config.sessionTtlDays * 24 * 3600,
      capacity: 50_000,
    },
    app.redis,
  );
  const cookieOptions = sessionCookieOptions(app);

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: authUserSchema } },
    },
    async (request, reply) => {
      // Who the name is, before the throttle: an account's attempts count under one key however it was named.
      const { user, throttleKey } = await findLoginAccount(app.db, request.body.username);
      // request.ip: each real client behind a trusted proxy (TRUST_PROXY).
      const attempt = await throttle.reserve(request.ip, throttleKey);
      if (!attempt.reserved) throw tooManyRequests(texts.tooManyLogins, attempt.waitSeconds);

      let matches;
      try {
        matches = await passwordMatches(user, request.body.password);
      } catch (err) {
        // Not the client's failure (the database, say): the attempt does not count.
        await attempt.cancel();
        throw err;
      }
      // A failure keeps its slots until the window ends.
      if (!user || !matches) throw new AppError(401, 'BAD_CREDENTIALS', texts.badCredentials);
      await attempt.succeeded();
      await signIn(app, reply, user.id, user.language);
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

  // Links by e-mail. Per client address: the route limits, ceilings only (0137). Per account: these
  // limits, keyed by the address typed (whether or not an account has it, so a 429 tells nothing),
  // the user, or the link's token (by its hash).
  const resetsPerEmail = perName(app, 'reset-email', 3, 15 * 60_000, notificationTexts.tooManyRequests);
  const resetsPerToken = perName(app, 'reset-token', 10, 15 * 60_000);
  const verificationsPerToken = perName(app, 'verify-token', 20, 15 * 60_000);
  const undosPerToken = perName(app, 'undo-token', 10, 15 * 60_000);
  const resendsPerUser = app.createRateLimit({ max: 3, timeWindow: 15 * 60_000, keyGenerator: (request) => `resend-user:${request.user!.id}` });
  const linkSettings = app.config;
  /** Every forgot-password answer takes at least this long, so its time tells nothing either. */
  const forgotFloorMs = 400;

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', session: false, rateLimit: perAddress(200, '15 minutes') },
      schema: { tags: ['auth'], summary: 'Mails a password reset link to the account of this address, if any (the same 202 either way)', body: forgotPasswordSchema, response: { 202: messageSchema, 400: errorSchema, 429: errorSchema } },
    },
    async (request, reply) => {
      const started = Date.now();
      await resetsPerEmail(request, request.body.email.toLowerCase());
      await requestPasswordReset(app.db, linkSettings, request.body.email);
      const rest = forgotFloorMs - (Date.now() - started);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
      return reply.status(202).send({ message: notificationTexts.resetSent });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      // Each attempt hashes a password: bounded like logins.
      config: { access: 'public', session: false, rateLimit: perAddress(200, '15 minutes') },
      schema: { tags: ['auth'], summary: "Sets a new password from the e-mail's link; every session of the account ends", body: resetPasswordSchema, response: { 200: messageSchema, 400: errorSchema } },
    },
    async (request, reply) => {
      await resetsPerToken(request, secretKey(request.body.token));
      await resetPassword(app.db, request.body.token, request.body.password);
      // This browser's session (if any) is among those ended.
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { message: notificationTexts.resetDone };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { access: 'public', session: false, rateLimit: perAddress(300, '15 minutes') },
      schema: { tags: ['auth'], summary: "Verifies the address from the e-mail's link (a link of an address verified already says so)", body: verifyEmailSchema, response: { 200: messageSchema, 400: errorSchema } },
    },
    async (request) => {
      await verificationsPerToken(request, secretKey(request.body.token));
      const outcome = await verifyEmail(app.db, request.body.token);
      return { message: outcome === 'already' ? notificationTexts.alreadyVerified : notificationTexts.emailVerified };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: { access: 'signedIn', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags: ['auth'], summary: "Mails a new verification link to the caller's address", response: { 200: messageSchema, 409: errorSchema, 429: errorSchema } },
    },
    async (request) => {
      const limit = await resendsPerUser(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(notificationTexts.tooManyRequests, limit.ttlInSeconds);
      await resendVerification(app.db, linkSettings, request.user!.id);
      return { message: notificationTexts.verificationSent };
    },
  );

  app.put(
    '/api/auth/email',
    {
      // A wrong current password costs an argon2 verify.
      config: { access: 'signedIn', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags: ['auth'], summary: 'Changes the e-mail address (after the current password); the new one needs verifying', body: emailChangeSchema, response: { 200: messageSchema, 400: errorSchema, 409: errorSchema } },
    },
    async (request) => {
      await changeEmail(app.db, linkSettings, request.user!.id, request.body.email, request.body.currentPassword);
      return { message: notificationTexts.emailChanged };
    },
  );

  app.post(
    '/api/auth/email/undo',
    {
      // Like the other links: per link (its token's hash), and per client address only as a ceiling (0137).
      config: { access: 'public', session: false, rateLimit: perAddress(200, '15 minutes') },
      schema: {
        tags: ['auth'],
        summary: 'Undoes an e-mail change from the link mailed to the old address: it is restored and every session of the account ends',
        body: emailUndoSchema,
        response: { 200: messageSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await undosPerToken(request, secretKey(request.body.token));
      await undoEmailChange(app.db, request.body.token);
      // This browser's session (if any) is among those ended.
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { message: notificationTexts.emailChangeUndone };
    },
  );
}
