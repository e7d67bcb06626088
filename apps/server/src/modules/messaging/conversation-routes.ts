import {
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  createConversationSchema,
  errorSchema,
  unreadCountSchema,
} from '@market/shared';
import type { App } from '../../types.js';
import { getConversation, listConversations, markRead, openConversation, unreadCount } from './conversation-service.js';

// Every route is for signed-in users; the service answers 404 to anyone but the two participants.
export async function conversationsRoutes(app: App) {
  const tags = ['conversations'];

  app.get(
    '/api/conversations',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: conversationListSchema } } },
    async (request) => listConversations(app.db, request.user!.id),
  );

  app.get(
    '/api/conversations/unread-count',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => ({ count: await unreadCount(app.db, request.user!.id) }),
  );

  app.get(
    '/api/conversations/single/:id',
    { config: { access: 'signedIn' }, schema: { tags, params: conversationParamsSchema, response: { 200: conversationSchema, 404: errorSchema } } },
    async (request) => getConversation(app.db, request.user!.id, request.params.id),
  );

  app.post(
    '/api/conversations',
    {
      config: { access: 'signedIn' },
      schema: { tags, body: createConversationSchema, response: { 200: conversationSchema, 201: conversationSchema, 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const { conversation, created } = await openConversation(app.db, request.user!.id, request.body.to);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.put(
    '/api/conversations/:id',
    { config: { access: 'signedIn' }, schema: { tags, params: conversationParamsSchema, response: { 200: conversationSchema, 404: errorSchema } } },
    async (request) => {
      const me = request.user!.id;
      await markRead(app.db, me, request.params.id);
      return getConversation(app.db, me, request.params.id);
    },
  );
}
