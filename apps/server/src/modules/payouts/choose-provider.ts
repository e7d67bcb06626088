import type { PlatformContext } from '../../platform/context.js';
import { localPayoutProvider } from './local-provider.js';
import type { PayoutProvider } from './provider.js';

/** The payout provider in use: the built-in simulator (a real provider is added here; docs/payouts.md). */
export const payoutProvider = (ctx: Pick<PlatformContext, 'db' | 'config'>): PayoutProvider => localPayoutProvider(ctx.db, ctx.config);
