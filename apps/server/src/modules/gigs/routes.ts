import { errorSchema, gigDetailSchema, gigInputSchema, gigListQuerySchema, gigListSchema, gigSchema, gigTexts, idParamsSchema, messageSchema } from '@market/shared';
import type { App } from '../../types.js';
import { gigPagePreloads } from './preload.js';
import { gigsSitemap } from './sitemap.js';
import { createGig, deleteGig, getGigDetail, listGigs, updateGig } from './service.js';

/** The gig API (list and search, one gig, create, change, delete) and the gig pages' preloads. */
export async function gigsRoutes(app: App) {
  app.get(
    '/api/gigs',
    { config: { access: 'public' }, schema: { tags: ['gigs'], querystring: gigListQuerySchema, response: { 200: gigListSchema } } },
    async (request) => listGigs(app.db, request.query),
  );

  app.get(
    '/api/gigs/single/:id',
    { config: { access: 'public' }, schema: { tags: ['gigs'], params: idParamsSchema, response: { 200: gigDetailSchema, 404: errorSchema } } },
    async (request) => getGigDetail(app.db, request.params.id),
  );

  app.post(
    '/api/gigs',
    { config: { access: 'seller' }, schema: { tags: ['gigs'], body: gigInputSchema, response: { 201: gigSchema } } },
    async (request, reply) => reply.status(201).send(await createGig(app.db, request.user!, request.body)),
  );

  app.put(
    '/api/gigs/:id',
    { config: { access: 'signedIn' }, schema: { tags: ['gigs'], params: idParamsSchema, body: gigInputSchema, response: { 200: gigSchema } } },
    async (request) => updateGig(app.db, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/api/gigs/:id',
    { config: { access: 'signedIn' }, schema: { tags: ['gigs'], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteGig(app.db, request.user!, request.params.id);
      return { message: gigTexts.gigDeleted };
    },
  );

  app.pagePreloads.push(...gigPagePreloads);
  app.sitemapSources.push(gigsSitemap);
}
