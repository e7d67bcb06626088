import { and, desc, eq, getTableColumns, gt, not, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  isOrderLate,
  orderTexts,
  paymentCurrency,
  statusesOfFilter,
  type OrderStatus,
  type OrderStatusFilter,
  paymentTexts,
  toCents,
  toPaisa,
  type CheckoutGig,
  type CreatePaymentIntentResponse,
  type Order,
  type OrderRole,
  type OrdersList,
  type WalletCheckout,
  type WalletIntentResponse,
} from '@market/shared';
import type { Database } from '../../db/client.js';
import { isConnectionLost, isRetryableConflict } from '../../db/pg-errors.js';
import { withRetry } from '../../db/retry.js';
import { orderActivity, orders } from '../../db/schema/orders.js';
import { rowsOf } from '../../db/rows.js';
import { eventRow, runTransactionSubscribers } from '../../platform/events.js';
import { decodeTimestampCursor, encodeCursor } from '../../lib/cursor.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { avatarUrl, fileUrl } from '../files/index.js';
import { checkoutGig } from '../gigs/index.js';
import { userProfiles as users } from '../users/index.js';
import { canBuyGig, canPayOrder } from './policy.js';
import type { PaymentIntent, PaymentProvider, WalletPayment, WalletProvider } from '../payments/index.js';
import { chargeOf } from './charge.js';

type OrderRow = typeof orders.$inferSelect;

const settlementRetryable = (err: unknown) => isRetryableConflict(err) || isConnectionLost(err);

// A pending order older than this is not offered again; a new checkout makes a new one.
const REUSE_PENDING_MS = 24 * 60 * 60 * 1000;

/** The gig a buyer may check out, and what the checkout page shows of it; 404 / 403 otherwise. */
async function gigToBuy(db: Database, buyerId: string, gigId: string) {
  const gig = await checkoutGig(db, gigId);
  if (!gig) throw notFound(paymentTexts.gigNotFound);
  if (!canBuyGig({ id: buyerId }, { userId: gig.sellerId })) throw forbidden(paymentTexts.ownGig);
  const summary: CheckoutGig = {
    _id: gig.id,
    title: gig.title,
    cover: fileUrl(gig.coverFileId),
    price: gig.price,
    deliveryTime: gig.deliveryTime,
    revisionNumber: gig.revisionNumber,
    seller: { _id: gig.sellerId, username: gig.sellerUsername, img: avatarUrl(gig.sellerImgFileId) },
  };
  return { gig, summary };
}

type BuyableGig = Awaited<ReturnType<typeof gigToBuy>>['gig'];

/** A pending order of the gig as it is now (title, image, price, days and revisions are copied: the order keeps what was bought). */
const pendingOrderRow = (orderId: string, gig: BuyableGig, buyerId: string) => ({
  id: orderId,
  gigId: gig.id,
  img: gig.coverFileId,
  title: gig.title,
  price: gig.price,
  deliveryDays: gig.deliveryTime,
  revisionsAllowed: gig.revisionNumber,
  sellerId: gig.sellerId,
  buyerId,
});

/** Starts a checkout: a pending order priced from the database and a payment intent for exactly that amount. */
export async function createCheckout(db: Database, provider: PaymentProvider, buyerId: string, gigId: string): Promise<CreatePaymentIntentResponse> {
  const { gig, summary } = await gigToBuy(db, buyerId, gigId);
  const amount = toCents(gig.price);
  const answer = (intent: PaymentIntent): CreatePaymentIntentResponse => ({
    clientSecret: intent.clientSecret,
    paymentIntent: intent.id,
    provider: provider.name,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    gig: summary,
  });

  // Coming back to checkout (a reload, a second tab) continues the same unpaid order.
  const [pending] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.gigId, gigId),
        not(orders.isPaid),
        eq(orders.price, gig.price),
        eq(orders.provider, provider.name),
        gt(orders.createdAt, new Date(Date.now() - REUSE_PENDING_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (pending) {
    const intent = await provider.retrieveIntent(pending.paymentIntent);
    if (intent && intent.status === 'requires_payment_method' && intent.amount === amount) return answer(intent);
  }

  const orderId = uuidv7();
  const intent = await provider.createIntent({
    amount,
    currency: paymentCurrency,
    metadata: { orderId, gigId: gig.id, buyerId, sellerId: gig.sellerId },
    idempotencyKey: `order-${orderId}`,
  });
  await db.insert(orders).values({ ...pendingOrderRow(orderId, gig, buyerId), provider: provider.name, paymentIntent: intent.id });
  return answer(intent);
}

/**
 * Starts a checkout in rupees (decision 0153): a pending order priced from the database in paisa at
 * the rate of this moment (`pkrPerUsd`, the fx module's), both kept on the order, and a request to
 * pay exactly that amount sent to the buyer's wallet account. Nothing of the amount comes from the client.
 * The order is written first, so a payment the holder approves always has its order.
 */
export async function createWalletCheckout(
  db: Database,
  wallet: WalletProvider,
  pkrPerUsd: number,
  buyerId: string,
  gigId: string,
  body: WalletCheckout,
): Promise<WalletIntentResponse> {
  const { gig, summary } = await gigToBuy(db, buyerId, gigId);
  const amount = toPaisa(toCents(gig.price), pkrPerUsd);
  const orderId = uuidv7();
  // The wallet's payment id is known only once the request is made: a placeholder until then
  // (unique, and no wallet's id), so the order exists before the holder can approve anything.
  const placeholder = `wallet-request-${orderId}`;
  await db.insert(orders).values({
    ...pendingOrderRow(orderId, gig, buyerId),
    provider: 'wallet',
    paymentIntent: placeholder,
    currency: 'PKR',
    amount,
    rate: pkrPerUsd,
    paymentMethod: body.method,
  });
  // Should this fail, the unpaid order stays with its placeholder (the request, if one went out,
  // names it in its metadata), as an abandoned checkout does; a new checkout makes a new order.
  const payment: WalletPayment = await wallet.requestPayment({
    method: body.method,
    account: body.account,
    amount,
    currency: 'PKR',
    metadata: { orderId, gigId: gig.id, buyerId, sellerId: gig.sellerId },
    idempotencyKey: `order-${orderId}`,
  });
  await withRetry(() => db.update(orders).set({ paymentIntent: payment.id }).where(eq(orders.id, orderId)), { retryOn: settlementRetryable });
  // The rate as stored: it came from the fx table's column of the same scale, so it reads back as it went in.
  return { provider: 'wallet', paymentIntent: payment.id, method: body.method, currency: 'PKR', amount, rate: pkrPerUsd, gig: summary };
}

/**
 * The order paid (in progress, due in its delivery days), its first activity line and its
 * `order.paid` row in one statement, the counters after it in the same transaction; false when it was paid already.
 */
const markPaid = (db: Database, row: OrderRow) =>
  db.transaction(async (tx) => {
    const { currency, amount } = chargeOf(row);
    const { event, insert } = eventRow('order.paid', { orderId: row.id, gigId: row.gigId, sellerId: row.sellerId, buyerId: row.buyerId, price: row.price, title: row.title, currency, amount }, sql`o`);
    const updated = rowsOf(
      await tx.execute(sql`
        with o as (
          update ${orders} set is_paid = true, paid_at = now(), status = 'in_progress', due_at = now() + make_interval(days => delivery_days), updated_at = now()
          where id = ${row.id} and not is_paid returning id
        ),
        a as (insert into ${orderActivity} (id, order_id, type, actor_id, "desc") select ${uuidv7()}::uuid, id, 'paid', ${row.buyerId}::uuid, '' from o),
        e as (${insert})
        select id from o`),
    );
    if (!updated.length) return false;
    await runTransactionSubscribers(tx, event);
    return true;
  });

export type SettleResult = { status: string; outcome: 'paid' | 'already-paid' | 'not-succeeded' | 'no-order' | 'mismatch' };

/** What settlement reads of a payment: a card intent or a wallet payment. */
export type SettledPayment = Pick<PaymentIntent, 'id' | 'amount' | 'currency' | 'status' | 'metadata'>;

/**
 * Marks the order of a succeeded intent (a card's, or a wallet's payment) paid, exactly once: the
 * conditional update lets one caller through however many confirm at once; `order.paid` moves the
 * counters in the same transaction. The buyer's confirmation, the webhook and the reconcile job all settle through here.
 */
export async function settleIntent(db: Database, intent: SettledPayment, order?: OrderRow): Promise<SettleResult> {
  if (intent.status !== 'succeeded') return { status: intent.status, outcome: 'not-succeeded' };
  const row = order ?? (await db.select().from(orders).where(eq(orders.paymentIntent, intent.id)).limit(1))[0];
  if (!row) return { status: intent.status, outcome: 'no-order' };
  // The processor's word must match what the order costs: never the client's. A card order costs
  // its price in cents (usd), a wallet order the paisa fixed on it at checkout (PKR).
  const charge = chargeOf(row);
  // The card processor names dollars in lower case ('usd').
  const expectedCurrency = charge.currency === 'PKR' ? 'PKR' : paymentCurrency;
  if (intent.amount !== charge.amount || intent.currency !== expectedCurrency || (intent.metadata.orderId && intent.metadata.orderId !== row.id)) {
    return { status: intent.status, outcome: 'mismatch' };
  }
  // Safe to run again: a deadlock or a dropped connection left it undone, or (a COMMIT whose
  // answer was lost) done, which the conditional update then sees: paid once either way.
  const paid = await withRetry(() => markPaid(db, row), { retryOn: settlementRetryable });
  return { status: 'succeeded', outcome: paid ? 'paid' : 'already-paid' };
}

/**
 * PUT /api/orders: the buyer comes back from paying; the order is paid once the processor confirms.
 * For a wallet order the page asks again and again while the holder answers on their phone: the
 * answer is the wallet's status, `pending`, `succeeded`, `declined` or `expired` (always 200).
 */
export async function confirmOrder(
  db: Database,
  provider: PaymentProvider,
  buyerId: string,
  intentId: string,
  log?: { warn: (obj: object, msg: string) => void },
  wallet?: WalletProvider,
) {
  const [order] = await db.select().from(orders).where(eq(orders.paymentIntent, intentId)).limit(1);
  if (!order) throw notFound(paymentTexts.paymentNotFound);
  if (!canPayOrder({ id: buyerId }, order)) throw forbidden();
  if (order.isPaid) return { status: 'succeeded' };
  const intent = order.provider === 'wallet' ? await wallet?.status(intentId) : await provider.retrieveIntent(intentId);
  if (!intent) throw notFound(paymentTexts.paymentNotFound);
  const result = await settleIntent(db, intent, order);
  if (result.outcome === 'mismatch') {
    log?.warn({ order: order.id, intent: intent.id, amount: intent.amount, currency: intent.currency }, 'payment does not match its order');
    throw new AppError(409, 'AMOUNT_MISMATCH', paymentTexts.amountMismatch);
  }
  return { status: result.status };
}

type ListedOrder = OrderRow & { createdAtText: string; otherName: string | null; otherImgFileId: string | null };

/** Newest first, then by id: the order of both index ranges; within a millisecond the exact time decides. */
const newestFirst = (a: ListedOrder, b: ListedOrder) =>
  b.createdAt.getTime() - a.createdAt.getTime() ||
  (a.createdAtText < b.createdAtText ? 1 : a.createdAtText > b.createdAtText ? -1 : 0) ||
  (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** An order as its buyer or seller sees it: the other party's name and picture, and the caller's side. */
function toOrder(o: OrderRow & { otherName: string | null; otherImgFileId: string | null }, userId: string): Order {
  return {
    _id: o.id,
    gigId: o.gigId,
    img: fileUrl(o.img),
    title: o.title,
    price: o.price,
    sellerId: o.sellerId,
    buyerId: o.buyerId,
    username: o.otherName ?? orderTexts.deletedUser,
    userImg: avatarUrl(o.otherImgFileId),
    role: o.buyerId === userId ? 'buyer' : 'seller',
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    dueAt: o.dueAt ? o.dueAt.toISOString() : null,
    isLate: isOrderLate(o),
    ...chargeOf(o),
  };
}

/**
 * The caller's paid orders, newest first, one keyset page at a time: as buyer and as seller, or
 * only the side `role` names; only the statuses of `status` when given.
 */
export async function listOrders(db: Database, userId: string, opts: { role?: OrderRole; status?: OrderStatusFilter; cursor?: string; limit: number }): Promise<OrdersList> {
  const after = opts.cursor ? decodeTimestampCursor(opts.cursor, 'orders') : null;
  // A row comparison, so the index range starts right after the cursor.
  const statuses = opts.status ? statusesOfFilter[opts.status] : null;
  const older: SQL | undefined = after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.value}::timestamptz, ${after.id}::uuid)` : undefined;
  // One index range per side (partial indexes on paid orders), merged here; each with the other
  // party's name and picture (none once they deleted their account).
  // One index range per side and status (orders_<side>_status_idx, read in order): a status
  // filter of two statuses is two ranges merged here, never a walk of all the caller's orders.
  const side = (mine: typeof orders.buyerId | typeof orders.sellerId, other: typeof orders.buyerId | typeof orders.sellerId, status: OrderStatus | null) =>
    db
      .select({
        ...getTableColumns(orders),
        // created_at also as PostgreSQL's text, exact to the microsecond, for the cursor.
        createdAtText: sql<string>`${orders.createdAt}::text`,
        otherName: users.username,
        otherImgFileId: users.imgFileId,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, other))
      .where(and(eq(mine, userId), eq(orders.isPaid, true), status ? eq(orders.status, status) : undefined, older))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(opts.limit + 1);
  const sides = [
    ...(opts.role === 'seller' ? [] : [[orders.buyerId, orders.sellerId] as const]),
    ...(opts.role === 'buyer' ? [] : [[orders.sellerId, orders.buyerId] as const]),
  ];
  const ranges = await Promise.all(sides.flatMap(([mine, other]) => (statuses ?? [null]).map((status) => side(mine, other, status))));
  const merged = ranges.flat().sort(newestFirst);
  const page = merged.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    orders: page.map((o) => toOrder(o, userId)),
    nextCursor: merged.length > opts.limit && last ? encodeCursor('orders', last.createdAtText, last.id) : null,
  };
}

/**
 * GET /api/orders/by-payment/:paymentIntent: the paid order of a payment, for its buyer only (the
 * success page shows what was just bought). An unpaid one is not an order yet: 404, as for none.
 */
export async function orderOfPayment(db: Database, buyerId: string, intentId: string): Promise<Order> {
  const [order] = await db
    .select({ ...getTableColumns(orders), otherName: users.username, otherImgFileId: users.imgFileId })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.sellerId))
    .where(eq(orders.paymentIntent, intentId))
    .limit(1);
  if (!order) throw notFound(paymentTexts.paymentNotFound);
  if (!canPayOrder({ id: buyerId }, order)) throw forbidden();
  if (!order.isPaid) throw notFound(paymentTexts.paymentNotFound);
  return toOrder(order, buyerId);
}
