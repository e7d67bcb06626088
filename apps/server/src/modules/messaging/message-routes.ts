import { chatMessageSchema, conversationParamsSchema, errorSchema, messagePageQuerySchema, messagePageSchema, sendMessageSchema } from '@market/shared';
import type { App } from '../../types.js';
import { listMessages, sendMessage } from './message-service.js';

// Signed-in users; the service answers 404 to anyone but the conversation's two participants.
export async function messagesRoutes(app: App) {
  const tags = ['messages'];

  app.get(
    '/api/messages/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: conversationParamsSchema, querystring: messagePageQuerySchema, response: { 200: messagePageSchema, 404: errorSchema } },
    },
    async (request) => listMessages(app.db, request.user!.id, request.params.id, request.query.cursor),
  );

  app.post(
    '/api/messages',
    {
      config: { access: 'signedIn', rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip } },
      schema: { tags, body: sendMessageSchema, response: { 201: chatMessageSchema, 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const message = await sendMessage(app.db, request.user!.id, request.body.conversationId, request.body.desc);
      return reply.status(201).send(message);
    },
  );
}
