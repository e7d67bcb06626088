import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { JobHandler } from '../../platform/jobs.js';
import { settleIntent, unpaidOrders, type SettledPayment, type UnpaidOrder } from '../orders/index.js';
import { chooseProvider } from './choose-provider.js';
import type { PaymentProvider } from './provider.js';
import { chooseWalletProvider } from './choose-wallet.js';
import type { WalletProvider } from './wallet-provider.js';

/** How far back unpaid orders are checked: a checkout older than a day is not continued either (a new one makes a new order). */
export const reconcileLookbackMs = 24 * 60 * 60 * 1000;
/** Orders asked about per processor call, and at most per run (newest first: the likeliest to have just been paid). */
const page = 100;
export const reconcileMaxOrders = 1000;

export type ReconcileResult = { checked: number; paid: number; mismatched: number };

/**
 * Settles the orders whose intent succeeded at the processor although no confirmation reached us
 * (the buyer closed the page, the confirmation failed, a webhook was lost): the unpaid orders of
 * the last day, a page at a time, through the same settlement as the confirmation and the webhook,
 * so an order already paid is left as it is.
 */
export async function reconcilePayments(db: Database, provider: PaymentProvider, log: Pick<FastifyBaseLogger, 'warn'>): Promise<ReconcileResult> {
  return reconcileWith(db, provider.name, (ids) => provider.succeededIntents(ids), log);
}

/**
 * The same for rupee orders: the wallet orders of the last day whose request to pay the holder
 * approved after the checkout page stopped asking (or never came back) are settled here.
 */
export async function reconcileWalletPayments(db: Database, wallet: WalletProvider, log: Pick<FastifyBaseLogger, 'warn'>): Promise<ReconcileResult> {
  return reconcileWith(db, 'wallet', (ids) => wallet.succeededPayments(ids), log);
}

async function reconcileWith(
  db: Database,
  providerName: string,
  succeeded: (ids: string[]) => Promise<SettledPayment[]>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, paid: 0, mismatched: 0 };
  const since = new Date(Date.now() - reconcileLookbackMs);
  let before: UnpaidOrder | undefined;
  while (result.checked < reconcileMaxOrders) {
    const orders = await unpaidOrders(db, { provider: providerName, since, limit: page, before });
    if (orders.length === 0) break;
    result.checked += orders.length;
    const byIntent = new Map(orders.map((o) => [o.paymentIntent, o]));
    for (const intent of await succeeded([...byIntent.keys()])) {
      const order = byIntent.get(intent.id);
      if (!order) continue;
      const settled = await settleIntent(db, intent, order);
      if (settled.outcome === 'paid') result.paid++;
      if (settled.outcome === 'mismatch') {
        result.mismatched++;
        log.warn({ order: order.id, intent: intent.id, amount: intent.amount, currency: intent.currency }, 'payment does not match its order');
      }
    }
    if (orders.length < page) break;
    before = orders.at(-1);
  }
  return result;
}

/** `payments.reconcile`: every PAYMENTS_RECONCILE_SECONDS, in one process at a time (the job's claim). */
export const paymentsReconcileJob: JobHandler = {
  type: 'payments.reconcile',
  everySeconds: (config) => config.paymentsReconcileSeconds,
  async handle(_payload, ctx) {
    const cards = await reconcilePayments(ctx.db, await chooseProvider(ctx.config, ctx.db), ctx.log);
    if (cards.paid > 0) ctx.log.info(cards, 'payments: settled orders whose confirmation never arrived');
    const wallets = await reconcileWalletPayments(ctx.db, chooseWalletProvider(ctx.config, ctx.db), ctx.log);
    if (wallets.paid > 0) ctx.log.info(wallets, 'payments: settled wallet orders whose confirmation never arrived');
  },
};
