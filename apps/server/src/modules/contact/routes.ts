import { contactSchema, messageSchema, texts } from '@market/shared';
import { perAddress, perName } from '../../lib/limits.js';
import type { App } from '../../types.js';
import { saveContactMessage } from './service.js';

export async function contactRoutes(app: App) {
  // 5 messages per e-mail address in 10 minutes; per client address only a ceiling (0137).
  const perEmail = perName(app, 'contact-email', 5, 10 * 60_000);
  // SPEC section 7 names this path for the contact form.
  app.post(
    '/api/conversation',
    {
      config: { access: 'public', session: false, rateLimit: perAddress(100, '10 minutes') },
      schema: { tags: ['contact'], body: contactSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await perEmail(request, request.body.email.toLowerCase());
      await saveContactMessage(app.db, request.body, request.ip);
      return reply.status(201).send({ message: texts.contactSuccess });
    },
  );
}
