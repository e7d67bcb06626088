import { contactSchema, messageSchema, texts } from '@market/shared';
import type { App } from '../../types.js';
import { saveContactMessage } from './service.js';

export async function contactRoutes(app: App) {
  // SPEC section 7 names this path for the contact form.
  app.post(
    '/api/conversation',
    {
      config: { access: 'public', session: false, rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { tags: ['contact'], body: contactSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await saveContactMessage(app.db, request.body, request.ip);
      return reply.status(201).send({ message: texts.contactSuccess });
    },
  );
}
