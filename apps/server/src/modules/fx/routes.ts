import { errorSchema, fxHistorySchema, fxRateSchema, fxUpdateSchema, rupeesTexts } from '@market/shared';
import { z } from 'zod';
import type { App } from '../../types.js';
import { currentRate, rateHistory, setRate } from './service.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The rupee rate: read by anyone, set by admins. */
export async function fxRoutes(app: App) {
  app.get(
    '/api/fx',
    { config: { access: 'public' }, schema: { tags: ['fx'], summary: 'The rate prices are shown in rupees at (rupees per US dollar)', response: { 200: fxRateSchema } } },
    // A change reaches every page at once: nothing may keep an old rate.
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return currentRate(app.db, app.config.pkrPerUsd);
    },
  );

  app.get(
    '/api/admin/fx',
    { config: { access: 'admin' }, schema: { tags: ['fx'], summary: "The rate's values with who set them, newest first (admins)", response: { 200: fxHistorySchema, ...errors } } },
    async () => rateHistory(app.db, app.config.pkrPerUsd),
  );

  app.put(
    '/api/admin/fx',
    {
      config: { access: 'admin' },
      schema: { tags: ['fx'], summary: 'Sets the rupee rate from now on (admins)', body: fxUpdateSchema, response: { 200: z.object({ message: z.string(), rate: fxRateSchema }), ...errors } },
    },
    async (request) => ({ message: rupeesTexts.rateSaved, rate: await setRate(app.db, request.user!.id, request.body.pkrPerUsd) }),
  );
}
