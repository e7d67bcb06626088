import {
  adminPayoutsListSchema,
  adminPayoutsQuerySchema,
  createdPayoutMethodSchema,
  createdPayoutSchema,
  createPayoutMethodSchema,
  createPayoutSchema,
  errorSchema,
  idParamsSchema,
  messageSchema,
  payoutActionSchema,
  payoutMethodsSchema,
  payoutsListSchema,
  payoutsQuerySchema,
  payoutTexts,
  rejectPayoutSchema,
} from '@market/shared';
import type { App } from '../../types.js';
import { adminPayouts, approvePayout, rejectPayout } from './admin.js';
import { addMethod, listMethods, removeMethod } from './methods.js';
import { listOwnPayouts, requestPayout } from './requests.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Payout methods and payouts: one's own (signed in), the queue (admins). */
export async function payoutsRoutes(app: App) {
  app.get(
    '/api/payout-methods',
    { config: { access: 'signedIn' }, schema: { tags: ['payouts'], summary: "The caller's payout methods", response: { 200: payoutMethodsSchema, ...errors } } },
    async (request) => ({ methods: await listMethods(app.db, request.user!.id) }),
  );

  app.post(
    '/api/payout-methods',
    {
      config: { access: 'signedIn', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { tags: ['payouts'], summary: 'Add a payout method (payouts then wait PAYOUT_METHOD_LOCK_HOURS)', body: createPayoutMethodSchema, response: { 201: createdPayoutMethodSchema, ...errors } },
    },
    async (request, reply) => {
      const method = await addMethod(app, request.user!.id, request.body);
      return reply.status(201).send({ message: payoutTexts.methodAdded, method });
    },
  );

  app.delete(
    '/api/payout-methods/:id',
    { config: { access: 'signedIn' }, schema: { tags: ['payouts'], summary: 'Remove one of your payout methods', params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await removeMethod(app.db, request.user!.id, request.params.id);
      return { message: payoutTexts.methodDeleted };
    },
  );

  app.get(
    '/api/payouts',
    { config: { access: 'signedIn' }, schema: { tags: ['payouts'], summary: "The caller's payouts, newest first", querystring: payoutsQuerySchema, response: { 200: payoutsListSchema, ...errors } } },
    async (request) => listOwnPayouts(app.db, request.user!.id, request.query.cursor),
  );

  app.post(
    '/api/payouts',
    {
      config: { access: 'signedIn', rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['payouts'],
        summary: 'Request a payout (Idempotency-Key header required; the same key answers the same payout)',
        body: createPayoutSchema,
        response: { 201: createdPayoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const payout = await requestPayout(app.db, request.user!, typeof key === 'string' ? key : undefined, request.body);
      return reply.status(201).send({ message: payoutTexts.requested, payout });
    },
  );

  app.get(
    '/api/admin/payouts',
    { config: { access: 'admin' }, schema: { tags: ['payouts'], summary: 'The payout queue, oldest first (admins)', querystring: adminPayoutsQuerySchema, response: { 200: adminPayoutsListSchema, ...errors } } },
    async (request) => adminPayouts(app.db, request.query.status, request.query.cursor),
  );

  app.post(
    '/api/admin/payouts/:id/approve',
    { config: { access: 'admin' }, schema: { tags: ['payouts'], summary: 'Approve a requested payout: it is sent to the provider (admins)', params: idParamsSchema, response: { 200: payoutActionSchema, ...errors } } },
    async (request) => ({ message: payoutTexts.approved, payout: await approvePayout(app.db, request.user!.id, request.params.id) }),
  );

  app.post(
    '/api/admin/payouts/:id/reject',
    {
      config: { access: 'admin' },
      schema: { tags: ['payouts'], summary: 'Reject a requested payout with a reason; the funds return to available (admins)', params: idParamsSchema, body: rejectPayoutSchema, response: { 200: payoutActionSchema, ...errors } },
    },
    async (request) => ({ message: payoutTexts.rejected, payout: await rejectPayout(app.db, request.user!.id, request.params.id, request.body.reason) }),
  );
}
