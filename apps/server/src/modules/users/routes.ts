import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountTexts,
  auditListSchema,
  errorSchema,
  idParamsSchema,
  messageSchema,
  privateUserSchema,
  protectedUserFields,
  publicUserSchema,
  registrationFiles,
  sellerProfileSchema,
  userListQuerySchema,
  userListSchema,
  userSearchSchema,
  userUpdateSchema,
  type RegistrationFileName,
} from '@market/shared';
import { badRequest, forbidden, notFound, tooLarge } from '../../lib/errors.js';
import { signIn } from '../auth/index.js';
import { perAddress, perName } from '../../lib/limits.js';
import { multipartRoutes } from '../../plugins/input.js';
import type { App } from '../../types.js';
import { listAudit, recordRecordRead } from './audit.js';
import { canReadUserRecord } from './policy.js';
import { deleteUser, listUsers, searchVerifiedUsers, updateUser } from './manage.js';
import { registerUser, type RegistrationForm } from './registration.js';
import { sellerPagePreload } from './preload.js';
import { sellersSitemap } from './sitemap.js';
import { findSellerProfile, findUserById, toPrivateUser } from './service.js';

const fileNames = new Set<string>(registrationFiles.map((f) => f.name));
// Fields that exist on a user but are not changed here pass the schema, so the service can answer 403 rather than 400.
const userUpdateBodySchema = userUpdateSchema.extend(Object.fromEntries(protectedUserFields.map((f) => [f, z.unknown().optional()])));

/** Reads the registration form: text fields (skills repeated) and at most one part per image. */
async function readRegistrationForm(request: FastifyRequest, maxBytes: number): Promise<RegistrationForm> {
  if (!request.isMultipart()) throw badRequest(accountTexts.sendMultipart);
  const form: RegistrationForm = { fields: {}, files: {} };
  let unexpected: string | null = null;
  let overflow: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (fileNames.has(part.fieldname)) continue; // an empty text part where a file was expected: "missing"
        const value = String(part.value);
        if (part.fieldname === 'skills') {
          const list = form.fields.skills;
          form.fields.skills = Array.isArray(list) ? [...list, value] : [value];
        } else if (part.fieldname in form.fields) unexpected ??= part.fieldname;
        else form.fields[part.fieldname] = value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      const name = part.fieldname as RegistrationFileName;
      if (!fileNames.has(name) || form.files[name]) {
        unexpected ??= part.fieldname;
        continue;
      }
      if (part.file.truncated) overflow ??= name;
      form.files[name] = { data: Buffer.concat(chunks), fileName: part.filename };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (unexpected) throw badRequest(accountTexts.fieldNotAllowed, { [unexpected]: accountTexts.fieldNotAllowed });
  if (overflow) throw tooLarge();
  return form;
}

/** Registration, the full and public user records, admin user management and the audit trail. */
export async function usersRoutes(app: App) {
  app.pagePreloads.push(sellerPagePreload);
  app.sitemapSources.push(sellersSitemap);
  // The only multipart route of the module, so the multipart hooks run for it alone (multipartRoutes).
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
            'multipart/form-data: username, birthdate (YYYY-MM-DD), email, password, phone, address, cnic, skills (repeated), ' +
            'payoneer and wise (yes/no), bankIban, easypaisaAccount, isSeller (true/false, optional) and the images img, bankImg, ' +
            'idCardFront, idCardBack, liveSelfie (the last three required). The account starts unverified and is signed in (the session cookie, as at login).',
          consumes: ['multipart/form-data'],
          response: { 201: publicUserSchema, 400: errorSchema, 409: errorSchema, 413: errorSchema },
        },
      },
      async (request, reply) => {
        const form = await readRegistrationForm(request, app.config.uploadMaxBytes);
        const email = form.fields.email;
        if (typeof email === 'string') await registrationsPerEmail(request, email.trim().toLowerCase());
        const user = await registerUser(app, form);
        // Signed in at once, as a login would, so the new worker lands on 'Under Verification'.
        await signIn(app, reply, user._id);
        return reply.status(201).send(user);
      },
    );
  });

  app.get(
    '/api/user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Users table or assignee search',
        description: 'With `search` (3+ characters): up to 10 verified users whose username or e-mail contains it. Otherwise one page, newest first, without identity or payment details (GET /api/user/:id has them, audited).',
        querystring: userListQuerySchema,
        response: { 200: z.union([userListSchema, userSearchSchema]), 400: errorSchema },
      },
    },
    async (request) => {
      const { search, page, limit, verified } = request.query;
      if (search !== undefined) {
        if (search.length < 3) throw badRequest(accountTexts.searchTooShort, { search: accountTexts.searchTooShort });
        return searchVerifiedUsers(app.db, search);
      }
      return listUsers(app.db, { page, limit, verified });
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
    async (request) => updateUser(app.db, request.user!, request.params.id, request.body),
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
