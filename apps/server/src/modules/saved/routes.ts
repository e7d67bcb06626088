import { errorSchema, gigIdParamsSchema, savedGigIdsSchema, savedGigListQuerySchema, savedGigListSchema, savedGigStateSchema } from '@market/shared';
import type { App } from '../../types.js';
import { listSavedGigs, saveGig, savedGigIds, unsaveGig } from './service.js';

/** The signed-in user's saved gigs: the list (`/saved`), the ids (hearts), save and unsave. */
export async function savedRoutes(app: App) {
  app.get(
    '/api/saved-gigs',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['saved gigs'], summary: 'My saved gigs, most recently saved first', querystring: savedGigListQuerySchema, response: { 200: savedGigListSchema, 400: errorSchema } },
    },
    async (request) => listSavedGigs(app.db, request.user!.id, request.query),
  );

  app.get(
    '/api/saved-gigs/ids',
    { config: { access: 'signedIn' }, schema: { tags: ['saved gigs'], summary: 'The ids of all my saved gigs', response: { 200: savedGigIdsSchema } } },
    async (request) => savedGigIds(app.db, request.user!.id),
  );

  app.put(
    '/api/saved-gigs/:gigId',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['saved gigs'], summary: 'Save a gig (saving twice keeps one)', params: gigIdParamsSchema, response: { 200: savedGigStateSchema, 404: errorSchema, 409: errorSchema } },
    },
    async (request) => saveGig(app.db, request.user!.id, request.params.gigId),
  );

  app.delete(
    '/api/saved-gigs/:gigId',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['saved gigs'], summary: 'Remove a saved gig (also when it was not saved)', params: gigIdParamsSchema, response: { 200: savedGigStateSchema } },
    },
    async (request) => unsaveGig(app.db, request.user!.id, request.params.gigId),
  );
}
