import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseProvider } from './choose-provider.js';
import type { PaymentProvider } from './provider.js';
import { chooseWalletProvider } from './choose-wallet.js';
import type { WalletProvider } from './wallet-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor: Stripe when its keys are configured, else the built-in test processor. */
    payments: PaymentProvider;
    /** The mobile wallet (Easypaisa, JazzCash, Raast) rupee payments go through: the built-in simulator. */
    wallet: WalletProvider;
  }
}

/** Chooses the card processor and the wallet from the configuration. */
export default fp(async function payments(app: FastifyInstance) {
  app.decorate('payments', await chooseProvider(app.config, app.db));
  app.decorate('wallet', chooseWalletProvider(app.config, app.db));
});
