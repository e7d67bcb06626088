import { errorSchema, gigIdParamsSchema, idParamsSchema, receivedReviewListSchema, reviewInputSchema, reviewListQuerySchema, reviewListSchema, reviewSchema } from '@market/shared';
import type { App } from '../../types.js';
import { addReview, listReceivedReviews, listReviews } from './service.js';

/** GET /api/reviews/:gigId, POST /api/reviews and GET /api/users/:id/reviews (a seller's received reviews). */
export async function reviewsRoutes(app: App) {
  app.get(
    '/api/reviews/:gigId',
    {
      config: { access: 'public' },
      schema: { tags: ['reviews'], params: gigIdParamsSchema, querystring: reviewListQuerySchema, response: { 200: reviewListSchema, 404: errorSchema } },
    },
    async (request) => listReviews(app.db, request.params.gigId, request.query),
  );

  app.get(
    '/api/users/:id/reviews',
    {
      config: { access: 'public', session: false },
      schema: {
        tags: ['reviews'],
        summary: "Reviews on a user's gigs, newest first",
        params: idParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: receivedReviewListSchema, 404: errorSchema },
      },
    },
    async (request) => listReceivedReviews(app.db, request.params.id, request.query),
  );

  app.post(
    '/api/reviews',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['reviews'], body: reviewInputSchema, response: { 201: reviewSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } },
    },
    async (request, reply) => reply.status(201).send(await addReview(app.db, request.user!, request.body)),
  );
}
