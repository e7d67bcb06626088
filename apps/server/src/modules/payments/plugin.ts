import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LocalProcessor } from './local-processor.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor: Stripe when its keys are configured, else the built-in test processor. */
    payments: PaymentProvider;
  }
}

/** Chooses the payment provider from the configuration. */
export default fp(async function payments(app: FastifyInstance) {
  const provider: PaymentProvider = app.config.stripe ? await createStripeProvider(app.config.stripe) : new LocalProcessor(app.db);
  app.decorate('payments', provider);
});
