import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseProvider } from './choose-provider.js';
import type { PaymentProvider } from './provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor: Stripe when its keys are configured, else the built-in test processor. */
    payments: PaymentProvider;
  }
}

/** Chooses the payment provider from the configuration. */
export default fp(async function payments(app: FastifyInstance) {
  app.decorate('payments', await chooseProvider(app.config, app.db));
});
