import { z } from 'zod';
import { localConfirmSchema, paymentStatusSchema, paymentTexts } from '@market/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import type { App } from '../../types.js';
import { recordProcessorRefund, settleIntent } from '../orders/index.js';
import { LocalProcessor } from './local-processor.js';
import { handleWebhookEvent } from './service.js';

const receivedSchema = z.object({ received: z.literal(true) });

export async function paymentsRoutes(app: App) {
  // The browser confirms an intent of the built-in processor with a card; nothing about the card is kept.
  app.post(
    '/api/payments/local/confirm',
    {
      config: { access: 'signedIn', rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { tags: ['payments'], body: localConfirmSchema, response: { 200: paymentStatusSchema } },
    },
    async (request) => {
      const provider = app.payments;
      if (!(provider instanceof LocalProcessor)) throw notFound(paymentTexts.paymentNotFound);
      return provider.confirm(request.body, request.user!.id);
    },
  );

  // Stripe's events, verified on the raw body: this scope keeps JSON bodies as bytes.
  await app.register(async (scope: App) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/webhook',
      { config: { access: 'public' }, schema: { tags: ['payments'], response: { 200: receivedSchema } } },
      async (request) => {
        const provider = app.payments;
        if (!provider.verifyWebhook) throw notFound(paymentTexts.webhooksStripeOnly);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest(paymentTexts.missingSignature);
        let event;
        try {
          event = provider.verifyWebhook(request.body, signature);
        } catch {
          throw badRequest(paymentTexts.invalidSignature);
        }
        await handleWebhookEvent(
          app.db,
          provider,
          event,
          {
            onSucceeded: async (intent) => {
              const result = await settleIntent(app.db, intent);
              if (result.outcome === 'mismatch') request.log.warn({ intent: intent.id, amount: intent.amount, currency: intent.currency }, 'payment does not match its order');
            },
            onRefunded: (intentId) => recordProcessorRefund(app.db, intentId),
          },
          request.log,
        );
        return { received: true as const };
      },
    );
  });
}
