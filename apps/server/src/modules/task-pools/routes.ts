import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  answerInputSchema,
  answerResultSchema,
  answersQuerySchema,
  availablePoolsSchema,
  blockParamsSchema,
  blockSchema,
  bulkReviewSchema,
  claimSchema,
  createPoolSchema,
  errorSchema,
  idParamsSchema,
  importErrorSchema,
  importQuerySchema,
  importResultSchema,
  latestPoolsSchema,
  messageSchema,
  myAnswerListSchema,
  myAnswersQuerySchema,
  myPoolsSchema,
  poolListSchema,
  poolSchema,
  poolWorkersSchema,
  rejectSchema,
  reviewAnswerListSchema,
  taskPoolTexts as t,
  updatePoolSchema,
  workerPoolSchema,
} from '@market/shared';
import { unsupportedType } from '../../lib/errors.js';
import { translateMessage } from '../../plugins/language.js';
import type { App } from '../../types.js';
import { answerItem } from './answers.js';
import { blockWorker, unblockWorker } from './blocks.js';
import { claimItem, releaseItem } from './claims.js';
import { importItems } from './import.js';
import { createPool, findPool, listPools, presentPool, publishPool, setPoolStatus, updatePool } from './pools.js';
import { poolAnswers, poolWorkers, resultsCsv } from './results.js';
import { rescheduleAutoAccept, reviewMany, reviewOne } from './review.js';
import { availablePools, latestPools, myAnswers, myPools, workerPool } from './views.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const poolAnswer = z.object({ message: z.string(), pool: poolSchema });
const tags = ['task-pools'];
// A worker going through items quickly claims and answers one every few seconds.
const workPace = { rateLimit: { max: 600, timeWindow: '10 minutes' } };

/** Task pools (decision 0156): admins load and review; verified workers claim and answer items. */
export async function taskPoolsRoutes(app: App) {
  // ---------- admins ----------
  app.get('/api/task-pools', { config: { access: 'admin' }, schema: { tags, summary: 'Every pool with its progress, newest first (admin)', response: { 200: poolListSchema, ...errors } } }, async () => ({
    pools: await listPools(app.db),
  }));

  app.post(
    '/api/task-pools',
    { config: { access: 'admin' }, schema: { tags, summary: 'Create a pool as a draft (admin)', body: createPoolSchema, response: { 201: poolAnswer, ...errors } } },
    async (request, reply) => reply.status(201).send({ message: t.created, pool: await createPool(app.db, request.user!, request.body) }),
  );

  app.get('/api/task-pools/:id', { config: { access: 'admin' }, schema: { tags, summary: 'One pool with its settings and progress (admin)', params: idParamsSchema, response: { 200: poolSchema, ...errors } } }, async (request) =>
    presentPool(app.db, await findPool(app.db, request.params.id)),
  );

  app.put(
    '/api/task-pools/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Change a pool (a draft: any field; open or paused: title, desc, reviewHours, perWorkerLimit) (admin)', params: idParamsSchema, body: updatePoolSchema, response: { 200: poolAnswer, ...errors } },
    },
    async (request) => {
      const { pool, reviewHoursChanged } = await updatePool(app.db, request.user!, request.params.id, request.body);
      if (reviewHoursChanged && pool.status !== 'draft') await rescheduleAutoAccept(app.db, pool._id);
      return { message: t.updated, pool };
    },
  );

  const statusRoute = (action: 'publish' | 'pause' | 'close', summary: string, run: (id: string) => ReturnType<typeof publishPool>, message: string) =>
    app.post(`/api/task-pools/:id/${action}`, { config: { access: 'admin' }, schema: { tags, summary, params: idParamsSchema, response: { 200: poolAnswer, ...errors } } }, async (request) => ({
      message,
      pool: await run(request.params.id),
    }));
  statusRoute('publish', 'Open a draft or paused pool to workers (admin)', (id) => publishPool(app.db, id), t.published);
  statusRoute('pause', 'Stop claims on an open pool (admin)', (id) => setPoolStatus(app.db, id, 'paused'), t.paused);
  statusRoute('close', 'Close a pool for good (admin)', (id) => setPoolStatus(app.db, id, 'closed'), t.closed);

  // The CSV is read as a stream (its own scope keeps the parser to this route).
  await app.register(async (scope: App) => {
    scope.addContentTypeParser(['text/csv', 'application/csv'], (_request, payload, done) => done(null, payload));
    scope.post(
      '/api/task-pools/:id/items',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Add items from a CSV (text/csv, streamed) or a JSON array: all rows or none (admin)',
          description: 'Every column is an input; a gold:<output> column holds the expected answer and makes the row a control item. With dryRun the rows are only checked.',
          params: idParamsSchema,
          querystring: importQuerySchema,
          response: { 200: importResultSchema, 201: importResultSchema, 400: z.union([importErrorSchema, errorSchema]), 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema },
        },
      },
      async (request, reply) => {
        const dryRun = request.query.dryRun === 'true' || request.query.dryRun === '1';
        const body = request.body;
        const source = body instanceof Readable ? { csv: body } : Array.isArray(body) ? { json: body } : null;
        if (!source) throw unsupportedType(t.unsupportedType);
        const outcome = await importItems(app.db, request.params.id, source, dryRun);
        const say = (message: string) => translateMessage(message, request.language);
        if (!outcome.ok) {
          return reply.status(400).send({ message: say(t.importFailed), code: 'BAD_REQUEST', errors: outcome.errors.map((e) => ({ line: e.line, message: say(e.message) })), errorCount: outcome.errorCount });
        }
        const { ok: _ok, ...result } = outcome;
        return reply.status(dryRun ? 200 : 201).send({ ...result, dryRun, message: dryRun ? t.importChecked(result.imported) : t.imported(result.imported) });
      },
    );
  });

  app.get(
    '/api/task-pools/:id/answers',
    { config: { access: 'admin' }, schema: { tags, summary: "A pool's answers, newest first, by status (admin)", params: idParamsSchema, querystring: answersQuerySchema, response: { 200: reviewAnswerListSchema, ...errors } } },
    async (request) => poolAnswers(app.db, request.params.id, request.query),
  );

  app.get(
    '/api/task-pools/:id/results.csv',
    { config: { access: 'admin' }, schema: { tags, summary: 'The results, one line per item with the majority and each answer (admin)', params: idParamsSchema } },
    async (request, reply) => {
      await findPool(app.db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pool-${request.params.id}-results.csv"`)
        .send(Readable.from(resultsCsv(app.db, request.params.id)));
    },
  );

  app.get(
    '/api/task-pools/:id/workers',
    { config: { access: 'admin' }, schema: { tags, summary: "A pool's workers with their accuracy and blocks (admin)", params: idParamsSchema, response: { 200: poolWorkersSchema, ...errors } } },
    async (request) => ({ workers: await poolWorkers(app.db, request.params.id) }),
  );

  app.post(
    '/api/task-pools/:id/blocks',
    { config: { access: 'admin' }, schema: { tags, summary: 'Block a worker from a pool, or from all (`all`), with a reason they see (admin)', params: blockParamsSchema, body: blockSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await blockWorker(app.db, request.user!.id, request.params.id, request.body.userId, request.body.reason);
      return { message: t.blocked };
    },
  );

  app.delete(
    '/api/task-pools/:id/blocks/:userId',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Lift a block (admin)', params: z.object({ id: blockParamsSchema.shape.id, userId: z.uuid() }).strict(), response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await unblockWorker(app.db, request.params.id, request.params.userId);
      return { message: t.unblocked };
    },
  );

  app.post('/api/task-answers/:id/accept', { config: { access: 'admin' }, schema: { tags, summary: 'Accept an answer: its reward is paid (admin)', params: idParamsSchema, response: { 200: messageSchema, ...errors } } }, async (request) => {
    await reviewOne(app.db, request.params.id, request.user!.id, { accept: true });
    return { message: t.accepted };
  });

  app.post(
    '/api/task-answers/:id/reject',
    { config: { access: 'admin' }, schema: { tags, summary: 'Reject an answer with a reason the worker sees; the item goes back to the pool (admin)', params: idParamsSchema, body: rejectSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await reviewOne(app.db, request.params.id, request.user!.id, { accept: false, reason: request.body.reason });
      return { message: t.rejected };
    },
  );

  app.post(
    '/api/task-answers/review',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Accept or reject many answers at once (admin)', body: bulkReviewSchema, response: { 200: z.object({ message: z.string(), reviewed: z.number().int() }), ...errors } },
    },
    async (request) => {
      const reviewed = await reviewMany(app.db, request.body.ids, request.user!.id, request.body.decision, request.body.reason);
      return { message: t.reviewed(reviewed), reviewed };
    },
  );

  // ---------- verified workers ----------
  app.get(
    '/api/task-pools/available',
    { config: { access: 'verified' }, schema: { tags, summary: 'The open pools the caller may work on', response: { 200: availablePoolsSchema, ...errors } } },
    async (request) => ({ pools: await availablePools(app.db, request.user!) }),
  );

  app.get('/api/task-pools/mine', { config: { access: 'verified' }, schema: { tags, summary: 'The pools the caller worked in, with accuracy and earnings', response: { 200: myPoolsSchema, ...errors } } }, async (request) => ({
    pools: await myPools(app.db, request.user!),
  }));

  app.get(
    '/api/task-pools/:id/work',
    { config: { access: 'verified' }, schema: { tags, summary: 'A pool as a worker sees it, with their standing', params: idParamsSchema, response: { 200: workerPoolSchema, ...errors } } },
    async (request) => workerPool(app.db, request.user!, request.params.id),
  );

  app.post(
    '/api/task-pools/:id/claim',
    { config: { access: 'verified', ...workPace }, schema: { tags, summary: 'Take the next item (or the one the caller holds)', params: idParamsSchema, response: { 200: claimSchema, ...errors } } },
    async (request) => claimItem(app.db, request.user!, request.params.id),
  );

  const itemParams = z.object({ itemId: z.uuid() }).strict();
  app.post(
    '/api/task-items/:itemId/answer',
    { config: { access: 'verified', ...workPace }, schema: { tags, summary: 'Answer the item the caller holds', params: itemParams, body: answerInputSchema, response: { 200: answerResultSchema, ...errors } } },
    async (request) => ({ message: t.answered, answer: await answerItem(app.db, request.user!, request.params.itemId, request.body) }),
  );

  app.post(
    '/api/task-items/:itemId/release',
    { config: { access: 'verified', ...workPace }, schema: { tags, summary: 'Give the held item back', params: itemParams, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await releaseItem(app.db, request.user!, request.params.itemId);
      return { message: t.released };
    },
  );

  app.get(
    '/api/task-answers/mine',
    { config: { access: 'verified' }, schema: { tags, summary: "The caller's answers, newest first", querystring: myAnswersQuerySchema, response: { 200: myAnswerListSchema, ...errors } } },
    async (request) => myAnswers(app.db, request.user!, request.query),
  );

  // ---------- everyone ----------
  app.get(
    '/api/task-pools/latest',
    { config: { access: 'public', session: false }, schema: { tags, summary: 'The newest open pools, for the header (titles and rewards)', response: { 200: latestPoolsSchema } } },
    async () => ({ pools: await latestPools(app.db) }),
  );
}
