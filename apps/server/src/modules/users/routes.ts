import { z } from 'zod';
import {
  accountTexts,
  auditListSchema,
  errorSchema,
  idParamsSchema,
  legalNameUpdateSchema,
  messageSchema,
  pageSizes,
  privateUserSchema,
  protectedUserFields,
  publicUserSchema,
  registrationFiles,
  sellerProfileSchema,
  userListQuerySchema,
  userListSchema,
  userSearchSchema,
  userUpdateSchema,
  verificationDecisionSchema,
  verificationFiles,
  verificationSchema,
  type RegistrationFileName,
  type VerificationFileName,
  isLanguage,
} from '@market/shared';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { signIn } from '../auth/index.js';
import { perAddress, perName } from '../../lib/limits.js';
import { multipartRoutes } from '../../plugins/input.js';
import type { App } from '../../types.js';
import { listAudit, recordRecordRead } from './audit.js';
import { canReadUserRecord } from './policy.js';
import { deleteUser, listUsers, searchVerifiedUsers, updateUser } from './manage.js';
import { registerBuyer } from './buyer-registration.js';
import { readMultipartForm } from './multipart-form.js';
import { registerUser } from './registration.js';
import { decideVerification, sendVerification, setLegalName } from './verification.js';
import { sellerPagePreload } from './preload.js';
import { sellersSitemap } from './sitemap.js';
import { findSellerProfile, findUserById, toPrivateUser } from './service.js';

const registrationFileNames = new Set<string>(registrationFiles.map((f) => f.name));
const verificationFileNames = new Set<string>(verificationFiles.map((f) => f.name));
// Fields that exist on a user but are not changed here pass the schema, so the service can answer 403 rather than 400.
const userUpdateBodySchema = userUpdateSchema.extend(Object.fromEntries(protectedUserFields.map((f) => [f, z.unknown().optional()])));
const verificationAnswerSchema = messageSchema.extend({ verification: verificationSchema });

/** Registration, the full and public user records, admin user management and the audit trail. */
export async function usersRoutes(app: App) {
  app.pagePreloads.push(sellerPagePreload);
  app.sitemapSources.push(sellersSitemap);
  // The multipart routes of the module, so the multipart hooks run for them alone (multipartRoutes).
  const registrationsPerEmail = perName(app, 'register-email', 5, 3_600_000);
  await multipartRoutes(app, (scope) => {
    scope.post(
      '/api/auth/register',
      {
        // Each attempt may decode five images and hash a password: 5 an hour per e-mail address, and
        // per client address a ceiling that a training centre registering its workers stays under (0137).
        config: { access: 'public', rateLimit: perAddress(1000, '1 hour') },
        schema: {
          tags: ['auth'],
          summary: 'Register',
          description:
            "Two ways in. A buyer: JSON `{ kind: 'buyer', username, email, password, country, acceptedTerms: true }`, no identity data. " +
            'An earner: multipart/form-data: username, birthdate (YYYY-MM-DD), email, password, phone, address, cnic, skills (repeated), ' +
            'payoneer and wise (yes/no), bankIban, easypaisaAccount, isSeller (true/false, optional), legalName (optional) and the images img, bankImg, ' +
            'idCardFront, idCardBack, liveSelfie (the last three required); the documents wait for an admin (`pending`). Either account is signed in (the session cookie, as at login).',
          consumes: ['application/json', 'multipart/form-data'],
          response: { 201: publicUserSchema, 400: errorSchema, 409: errorSchema, 413: errorSchema },
        },
      },
      async (request, reply) => {
        let user;
        if (request.isMultipart()) {
          const form = await readMultipartForm<RegistrationFileName>(request, app.config.uploadMaxBytes, registrationFileNames);
          const email = form.fields.email;
          if (typeof email === 'string') await registrationsPerEmail(request, email.trim().toLowerCase());
          user = await registerUser(app, form, request.language);
        } else {
          const email = (request.body as { email?: unknown } | null)?.email;
          if (typeof email === 'string') await registrationsPerEmail(request, email.trim().toLowerCase());
          user = await registerBuyer(app.db, request.body, request.language);
        }
        // Signed in at once, as a login would: the buyer goes on to where they were going, the earner to 'Under Verification'.
        await signIn(app, reply, user._id, request.language);
        return reply.status(201).send(user);
      },
    );

    scope.post(
      '/api/user/verification',
      {
        // Each sending decodes up to four images: 10 an hour per account.
        config: { access: 'signedIn', rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags: ['users'],
          summary: 'Send identity documents for verification',
          description:
            'multipart/form-data from an account that is not verified: legalName, idType (cnic, passport or nationalId), cnic or idNumber and idCountry, ' +
            'birthdate, phone, address, skills (repeated), payoneer and wise (yes/no), bankIban and easypaisaAccount (required with a CNIC), and the images ' +
            'idCardFront, idCardBack (not for a passport), liveSelfie and bankImg (optional). After a request for changes the pictures on file stay, except the one asked for. The account waits for an admin (`pending`).',
          consumes: ['multipart/form-data'],
          response: { 200: verificationAnswerSchema, 400: errorSchema, 403: errorSchema, 409: errorSchema, 413: errorSchema },
        },
      },
      async (request) => {
        const form = await readMultipartForm<VerificationFileName>(request, app.config.uploadMaxBytes, verificationFileNames);
        return sendVerification(app, request.user!.id, form);
      },
    );
  });

  app.post(
    '/api/user/:id/verification',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Decide on an account's verification",
        description: "Only a `pending` record can be decided on, and only one with its documents verified (409 otherwise). `changes_requested` names a document and a reason; `rejected` needs a reason. The user is told in-app and by e-mail.",
        params: idParamsSchema,
        body: verificationDecisionSchema,
        response: { 200: verificationAnswerSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => decideVerification(app.db, request.user!, request.params.id, request.body),
  );

  app.put(
    '/api/user/legal-name',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Give the legal name once',
        description: 'For an account registered without it (asked before its first payout); afterwards it changes only through a new verification (409).',
        body: legalNameUpdateSchema,
        response: { 200: messageSchema, 409: errorSchema },
      },
    },
    async (request) => setLegalName(app.db, request.user!.id, request.body.legalName),
  );

  app.get(
    '/api/user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Users table or assignee search',
        description: 'With `search` alone (3+ characters): up to 10 verified users whose username or e-mail contains it (the task assignee search). Otherwise one page of the users table, newest first, filtered by `search` (username or e-mail), `state` (verification state) and `verified`, without identity or payment details (GET /api/user/:id has them, audited).',
        querystring: userListQuerySchema,
        response: { 200: z.union([userListSchema, userSearchSchema]), 400: errorSchema },
      },
    },
    async (request) => {
      const { search, page, limit, verified, state } = request.query;
      // `search` alone is the assignee search of the task form; with a page, a limit or a state it filters the table.
      if (search !== undefined && page === undefined && limit === undefined && state === undefined && verified === undefined) {
        if (search.length < 3) throw badRequest(accountTexts.searchTooShort, { search: accountTexts.searchTooShort });
        return searchVerifiedUsers(app.db, search);
      }
      return listUsers(app.db, { page: page ?? 1, limit: limit ?? pageSizes[0], verified, state, search: search || undefined });
    },
  );

  // The full record, KYC fields included: only for the user themself or an admin, whose read is audited.
  app.get(
    '/api/user/:id',
    { config: { access: 'signedIn' }, schema: { tags: ['users'], params: idParamsSchema, response: { 200: privateUserSchema } } },
    async (request) => {
      const me = request.user!;
      if (!canReadUserRecord(me, request.params.id)) throw forbidden();
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound(accountTexts.userNotFound);
      if (me.id !== user.id) await recordRecordRead(app.db, me.id, user.id);
      return toPrivateUser(user);
    },
  );

  app.get(
    '/api/user/:id/audit',
    { config: { access: 'admin' }, schema: { tags: ['users'], params: idParamsSchema, response: { 200: auditListSchema } } },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound(accountTexts.userNotFound);
      return { entries: await listAudit(app.db, user.id) };
    },
  );

  app.put(
    '/api/user/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['users'], params: idParamsSchema, body: userUpdateBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const answer = await updateUser(app.db, request.user!, request.params.id, request.body);
      // Who has just chosen a language reads this answer in it already.
      const chosen = request.body.language;
      if (isLanguage(chosen) && request.user!.id === request.params.id) request.user!.language = chosen;
      return answer;
    },
  );

  app.delete(
    '/api/user/:id',
    { config: { access: 'admin' }, schema: { tags: ['users'], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteUser(app.db, request.user!, request.params.id);
      return { message: accountTexts.userDeleted };
    },
  );

  // The seller page's profile: public fields, languages and figures; never identity, contact or payment data.
  app.get(
    '/api/users/:id',
    {
      config: { access: 'public', session: false },
      schema: { tags: ['users'], summary: "A user's public profile", params: idParamsSchema, response: { 200: sellerProfileSchema, 404: errorSchema } },
    },
    async (request) => {
      const profile = await findSellerProfile(app.db, request.params.id);
      if (!profile) throw notFound(accountTexts.userNotFound);
      return profile;
    },
  );
}
