import { inTransaction } from '../../platform/events.js';
import { scheduleJob, type JobHandler } from '../../platform/jobs.js';
import { markOrderRefunded } from '../orders/index.js';
import { chooseProvider } from './choose-provider.js';
import { chooseWalletProvider } from './choose-wallet.js';

/** `amount` in minor units of the order's charge: cents for a card, paisa for a wallet (`provider: 'wallet'`). */
type RefundPayload = { orderId: string; provider: string; paymentIntent: string; amount: number };

const refundJobType = 'payments.refund';

/**
 * A cancelled order's full refund, asked of the processor by a durable job scheduled in the
 * cancellation's own transaction: it exists exactly when the cancellation does, one per order (its
 * key), and survives a restart. The processor call carries the order's idempotency key, so a job run
 * again after a crash (or by a second process after its lease) refunds once.
 */
export const paymentsSubscriptions = [
  inTransaction('order.cancelled', 'payments.schedule-refund', async (tx, e) => {
    if (!e.payload.refund) return;
    const payload: RefundPayload = { orderId: e.payload.orderId, ...e.payload.refund };
    await scheduleJob(tx, { type: refundJobType, key: `refund:${e.payload.orderId}`, runAt: new Date(), payload, maxAttempts: 10 });
  }),
];

export const paymentsRefundJob: JobHandler<RefundPayload> = {
  type: refundJobType,
  maxAttempts: 10,
  async handle(payload, ctx) {
    if (payload.provider === 'wallet') {
      // A rupee order: its paisa back to the wallet it came from, with the order's key (one refund however often asked).
      const refund = await chooseWalletProvider(ctx.config, ctx.db).refund({ id: payload.paymentIntent, amount: payload.amount, idempotencyKey: `refund-${payload.orderId}` });
      await markOrderRefunded(ctx.db, payload.orderId, refund.id);
      return;
    }
    const provider = await chooseProvider(ctx.config, ctx.db);
    // An order paid through another processor than the one configured now cannot be refunded here: it waits in the dead letter for an admin.
    if (provider.name !== payload.provider) throw new Error(`order ${payload.orderId} was paid through ${payload.provider}, not ${provider.name}`);
    const refund = await provider.refund({ intentId: payload.paymentIntent, amount: payload.amount, idempotencyKey: `refund-${payload.orderId}` });
    await markOrderRefunded(ctx.db, payload.orderId, refund.id);
  },
};
