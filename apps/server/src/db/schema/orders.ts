import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency, WalletMethod } from '@market/shared';
import { orderStatuses } from '@market/shared';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { gigs } from './gigs.js';
import { files } from './files.js';
import { users } from './users.js';

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    // Title, image and price are copied at purchase: the order keeps what was bought.
    img: text('img').notNull(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    // A paid order is a record of money that changed hands: it outlives a deleted party, who
    // becomes null ('Deleted user'). The deletion itself removes that user's unpaid checkouts.
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    // True once paid: the provider said its intent succeeded for this amount.
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    provider: text('provider').notNull(),
    paymentIntent: text('payment_intent').notNull().unique(),
    // What was charged: a card order is charged its dollar price (USD, amount and rate null); a wallet
    // order in rupees, `amount` paisa at `rate` rupees per dollar, both fixed at checkout (decision 0153).
    currency: text('currency').$type<Currency>().notNull().default('USD'),
    amount: integer('amount'),
    rate: numeric('rate', { precision: 10, scale: 4, mode: 'number' }),
    /** How a wallet order was paid: easypaisa, jazzcash or raast (null: by card). */
    paymentMethod: text('payment_method').$type<WalletMethod>(),
    // The lifecycle after payment (shared order-lifecycle.ts). A cancelled order stays paid: its refund is refunded_at.
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    // Copied from the gig at checkout, like title and price: a later edit of the gig changes no order.
    deliveryDays: integer('delivery_days').notNull().default(0),
    revisionsAllowed: integer('revisions_allowed').notNull().default(0),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    /** When a delivered order completes by itself (the last delivery + ORDER_AUTO_COMPLETE_HOURS). */
    autoCompleteAt: timestamp('auto_complete_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    refundId: text('refund_id'),
    requirementsDesc: text('requirements_desc'),
    requirementsAt: timestamp('requirements_at', { withTimezone: true, mode: 'date' }),
    // The open cancellation request (none: null); its history is in the activity.
    cancelBy: uuid('cancel_by'),
    cancelReason: text('cancel_reason'),
    cancelAt: timestamp('cancel_at', { withTimezone: true, mode: 'date' }),
    cancelAutoAcceptAt: timestamp('cancel_auto_accept_at', { withTimezone: true, mode: 'date' }),
    disputeBy: uuid('dispute_by'),
    disputeReason: text('dispute_reason'),
    disputeAt: timestamp('dispute_at', { withTimezone: true, mode: 'date' }),
    disputeResolution: text('dispute_resolution', { enum: ['complete', 'refund'] }),
    disputeNote: text('dispute_note'),
    /** The due time whose passing was announced (`order.late`): a revision's new due time may be announced again. */
    lateDueAt: timestamp('late_due_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_price_positive', sql`${t.price} > 0`),
    check(
      'orders_charge_known',
      sql`(${t.currency} = 'USD' and ${t.amount} is null and ${t.rate} is null) or (${t.currency} = 'PKR' and ${t.amount} > 0 and ${t.rate} > 0 and ${t.paymentMethod} is not null)`,
    ),
    check('orders_status_known', sql`${t.status} in ('pending', 'in_progress', 'delivered', 'revision_requested', 'completed', 'cancelled', 'disputed')`),
    check('orders_revisions_within', sql`${t.revisionsUsed} >= 0 and ${t.revisionsUsed} <= ${t.revisionsAllowed}`),
    // GET /api/orders reads paid orders per side, newest first (keyset on created_at, id).
    // NULLS FIRST is what a plain `ORDER BY ... DESC` means, so the index serves it without a sort.
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isPaid}`),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isPaid}`),
    // A buyer returning to checkout reuses their pending order for the gig.
    index('orders_pending_idx').on(t.buyerId, t.gigId, t.createdAt.desc().nullsFirst()).where(sql`not ${t.isPaid}`),
    // Payment reconciliation reads a processor's unpaid orders of the last day, newest first (scanned backwards).
    index('orders_unpaid_idx').on(t.provider, t.createdAt, t.id).where(sql`not ${t.isPaid}`),
    // Whether a picture a gig stops showing is still a paid order's cover (asked on gig edits and deletions).
    index('orders_paid_img_idx').on(t.img).where(sql`${t.isPaid}`),
    // GET /api/orders?status=: one side's orders of some statuses, newest first.
    index('orders_buyer_status_idx').on(t.buyerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isPaid}`),
    index('orders_seller_status_idx').on(t.sellerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isPaid}`),
    // The late-order check: open orders by due time (only those still working on a delivery).
    index('orders_open_due_idx').on(t.dueAt).where(sql`${t.status} in ('in_progress', 'revision_requested')`),
    // GET /api/admin/orders?status=disputed: the newest changes first.
    index('orders_status_updated_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isPaid}`),
  ],
);

/** A seller's delivery of an order: a message and files; the latest one is what the buyer answers. */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    desc: text('desc').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_deliveries_order_idx').on(t.orderId, t.createdAt)],
);

/** The files of an order: its requirements' (no delivery) and each delivery's, private to its parties and admins. */
export const orderFiles = pgTable(
  'order_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').references(() => orderDeliveries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_files_order_idx').on(t.orderId)],
);

/** What happened to an order, oldest first: the timeline of its page. A null actor is the platform (a timer, the processor). */
export const orderActivity = pgTable(
  'order_activity',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    desc: text('desc').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_activity_order_idx').on(t.orderId, t.createdAt)],
);
