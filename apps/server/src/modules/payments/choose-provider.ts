import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { LocalProcessor } from './local-processor.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** The card processor of a configuration: Stripe when its keys are set, else the built-in test processor. */
export const chooseProvider = async (config: Config, db: Database): Promise<PaymentProvider> =>
  config.stripe ? createStripeProvider(config.stripe) : new LocalProcessor(db);
