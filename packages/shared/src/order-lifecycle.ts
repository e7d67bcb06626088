import { z } from 'zod';
import { schemaTexts } from './schema-texts.js';
import { fileUrlSchema } from './tasks.js';
import { orderChargeFields } from './order-charge.js';
import { texts } from './texts.js';

/**
 * The order after payment: statuses, who may do what when (one pure rule the server enforces and
 * the web app shows), request and answer schemas, and the texts both sides use.
 */

export const orderStatuses = ['pending', 'in_progress', 'delivered', 'revision_requested', 'completed', 'cancelled', 'disputed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The status filter of GET /api/orders: `active` is in_progress or revision_requested (the seller is working). */
export const orderStatusFilters = ['active', 'delivered', 'completed', 'cancelled', 'disputed'] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];
export const statusesOfFilter: Record<OrderStatusFilter, OrderStatus[]> = {
  active: ['in_progress', 'revision_requested'],
  delivered: ['delivered'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  disputed: ['disputed'],
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  in_progress: 'In progress',
  delivered: 'Delivered',
  revision_requested: 'Revision requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'Disputed',
};

export const orderActionNames = [
  'deliver',
  'accept',
  'requestRevision',
  'submitRequirements',
  'cancel',
  'requestCancellation',
  'acceptCancellation',
  'declineCancellation',
  'withdrawCancellation',
  'dispute',
  'resolve',
] as const;
export type OrderAction = (typeof orderActionNames)[number];

/** A caller's part in an order. An admin who bought or sold it also acts as that party. */
export type OrderParty = 'buyer' | 'seller' | 'admin';

/** Which parties an action belongs to at all: anyone else gets 403 (the order's parties) or 404. */
const partiesOf: Record<OrderAction, OrderParty[]> = {
  deliver: ['seller'],
  accept: ['buyer'],
  requestRevision: ['buyer'],
  submitRequirements: ['buyer'],
  cancel: ['buyer'],
  requestCancellation: ['buyer', 'seller'],
  acceptCancellation: ['buyer', 'seller'],
  declineCancellation: ['buyer', 'seller'],
  withdrawCancellation: ['buyer', 'seller'],
  dispute: ['buyer', 'seller'],
  resolve: ['admin'],
};

/** What the rules read of an order. Dates as ISO strings or Dates. */
export type OrderFacts = {
  status: OrderStatus;
  buyerId: string | null;
  sellerId: string | null;
  dueAt: string | Date | null;
  revisionsAllowed: number;
  revisionsUsed: number;
  deliveryCount: number;
  cancellation: { by: string } | null;
};

const working = (status: OrderStatus) => status === 'in_progress' || status === 'revision_requested';
/** Statuses in which the order can still go either way: not final, not waiting for payment, not before an admin. */
export const isOrderOpen = (status: OrderStatus) => working(status) || status === 'delivered';


/** Late: the due date has passed while the seller still owes a delivery. */
export const isOrderLate = (order: Pick<OrderFacts, 'status' | 'dueAt'>, now: number = Date.now()) =>
  working(order.status) && order.dueAt != null && new Date(order.dueAt).getTime() < now;

/** The caller's parts in an order (none: the order does not exist for them). */
export function orderPartiesOf(actor: { id: string; isAdmin: boolean }, order: Pick<OrderFacts, 'buyerId' | 'sellerId'>): OrderParty[] {
  const parties: OrderParty[] = [];
  if (order.buyerId != null && order.buyerId === actor.id) parties.push('buyer');
  if (order.sellerId != null && order.sellerId === actor.id) parties.push('seller');
  if (actor.isAdmin) parties.push('admin');
  return parties;
}

export const orderLifecycleTexts = {
  notFound: 'Order not found.',
  notYours: 'This action is not yours to take on this order.',
  // 409: the order's state does not allow the action now.
  deliver: 'Only an order in progress or with a revision requested can be delivered.',
  accept: 'Only a delivered order can be accepted.',
  requestRevision: 'Only a delivered order can get a revision request.',
  noRevisionsLeft: 'No revisions are left on this order.',
  submitRequirements: 'Requirements can be sent only while the order is in progress and before the first delivery.',
  cancel: 'Only a late order can be cancelled at once; ask the seller to agree to a cancellation instead.',
  requestCancellation: 'This order cannot be cancelled now.',
  cancellationOpen: 'A cancellation request is already open on this order.',
  noCancellation: 'There is no cancellation request to answer.',
  ownCancellation: 'The other party answers your cancellation request.',
  noOwnCancellation: 'There is no cancellation request of yours to withdraw.',
  dispute: 'A dispute can be opened only on an order in progress, delivered or with a revision requested.',
  resolve: 'Only a disputed order can be resolved.',
  ownDispute: 'You are the buyer or the seller of this order, so you cannot resolve its dispute. Another admin must decide it.',
  // Files sent with requirements or a delivery.
  badFile: 'One of the files is not a delivery upload of yours.',
  fileInUse: 'One of the files is already attached to an order.',
  // Activity lines (the server writes them; the timeline shows them).
  activity: {
    paid: 'Order paid',
    requirements: 'Requirements sent',
    delivered: 'Work delivered',
    revision_requested: 'Revision requested',
    accepted: 'Delivery accepted: order completed',
    auto_completed: 'Completed automatically: no answer to the delivery in time',
    cancellation_requested: 'Cancellation requested',
    cancellation_accepted: 'Cancellation accepted: order cancelled',
    cancellation_declined: 'Cancellation declined',
    cancellation_withdrawn: 'Cancellation request withdrawn',
    cancellation_auto_accepted: 'Cancellation accepted automatically: no answer in time',
    cancelled_late: 'Cancelled by the buyer: the order was late',
    disputed: 'Dispute opened',
    resolved_complete: 'Dispute resolved: order completed',
    resolved_refund: 'Dispute resolved: buyer refunded',
    refunded: 'Buyer refunded in full',
  },
} as const;

export type OrderActivityType = keyof typeof orderLifecycleTexts.activity;

/** The 409 text when an action's party is right but the order's state is not. */
function conflictOf(action: OrderAction, actorId: string, order: OrderFacts, now: number): string | null {
  const s = order.status;
  switch (action) {
    case 'deliver':
      return working(s) ? null : orderLifecycleTexts.deliver;
    case 'accept':
      return s === 'delivered' ? null : orderLifecycleTexts.accept;
    case 'requestRevision':
      if (s !== 'delivered') return orderLifecycleTexts.requestRevision;
      return order.revisionsUsed < order.revisionsAllowed ? null : orderLifecycleTexts.noRevisionsLeft;
    case 'submitRequirements':
      return s === 'in_progress' && order.deliveryCount === 0 ? null : orderLifecycleTexts.submitRequirements;
    case 'cancel':
      return isOrderLate(order, now) ? null : orderLifecycleTexts.cancel;
    case 'requestCancellation':
      if (!isOrderOpen(s)) return orderLifecycleTexts.requestCancellation;
      return order.cancellation ? orderLifecycleTexts.cancellationOpen : null;
    case 'acceptCancellation':
    case 'declineCancellation':
      if (!isOrderOpen(s) || !order.cancellation) return orderLifecycleTexts.noCancellation;
      return order.cancellation.by === actorId ? orderLifecycleTexts.ownCancellation : null;
    case 'withdrawCancellation':
      return isOrderOpen(s) && order.cancellation?.by === actorId ? null : orderLifecycleTexts.noOwnCancellation;
    case 'dispute':
      return isOrderOpen(s) ? null : orderLifecycleTexts.dispute;
    case 'resolve':
      return s === 'disputed' ? null : orderLifecycleTexts.resolve;
  }
}

export type OrderDecision = { ok: true } | { ok: false; status: 403 | 404 | 409; message: string };

/**
 * May this actor take this action on this order now? 404 when the order is not theirs to see,
 * 403 when the action is not theirs (a buyer delivering), 409 when the order's state forbids it.
 */
export function decideOrderAction(actor: { id: string; isAdmin: boolean }, order: OrderFacts, action: OrderAction, now: number = Date.now()): OrderDecision {
  const parties = orderPartiesOf(actor, order);
  if (parties.length === 0) return { ok: false, status: 404, message: orderLifecycleTexts.notFound };
  if (!partiesOf[action].some((p) => parties.includes(p))) return { ok: false, status: 403, message: orderLifecycleTexts.notYours };
  // An admin judges only disputes they have no side in.
  if (action === 'resolve' && (parties.includes('buyer') || parties.includes('seller'))) return { ok: false, status: 403, message: orderLifecycleTexts.ownDispute };
  const conflict = conflictOf(action, actor.id, order, now);
  if (conflict === orderLifecycleTexts.ownCancellation) return { ok: false, status: 403, message: conflict };
  return conflict ? { ok: false, status: 409, message: conflict } : { ok: true };
}

/**
 * What the caller may do now, for the order page's buttons. A late order's buyer cancels at once
 * (`cancel`) rather than asking (`requestCancellation`).
 */
export function orderActions(actor: { id: string; isAdmin: boolean }, order: OrderFacts, now: number = Date.now()): OrderAction[] {
  const allowed = orderActionNames.filter((action) => decideOrderAction(actor, order, action, now).ok);
  return allowed.includes('cancel') ? allowed.filter((a) => a !== 'requestCancellation') : allowed;
}

// Requests.
const descSchema = (max: number) => z.string().trim().min(1, texts.required).max(max, schemaTexts.atMostCharacters(max));
const orderFilesSchema = z.array(fileUrlSchema).max(10, schemaTexts.atMostFiles(10)).default([]);

export const orderRequirementsSchema = z.object({ desc: descSchema(5000), files: orderFilesSchema }).strict();
export type OrderRequirementsInput = z.input<typeof orderRequirementsSchema>;
export const orderDeliverySchema = z.object({ desc: descSchema(5000), files: orderFilesSchema }).strict();
export type OrderDeliveryInput = z.input<typeof orderDeliverySchema>;
export const orderRevisionSchema = z.object({ desc: descSchema(2000) }).strict();
export const orderReasonSchema = z.object({ reason: descSchema(1000) }).strict();
export const orderResolveSchema = z.object({ outcome: z.enum(['complete', 'refund'], { error: schemaTexts.resolveChoice }), note: descSchema(2000) }).strict();
export type OrderResolveInput = z.infer<typeof orderResolveSchema>;
export const orderIdParamsSchema = z.object({ id: z.uuid({ error: orderLifecycleTexts.notFound }) }).strict();

// Answers.
const partySchema = z.object({ _id: z.string().nullable(), username: z.string(), img: z.string() });
const orderFileSchema = z.object({ url: z.string(), name: z.string(), type: z.string(), size: z.number() });
export type OrderFile = z.infer<typeof orderFileSchema>;

export const orderDetailSchema = z.object({
  _id: z.string(),
  status: z.enum(orderStatuses),
  gigId: z.string().nullable(),
  title: z.string(),
  img: z.string(),
  price: z.number(),
  buyer: partySchema,
  seller: partySchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  isLate: z.boolean(),
  deliveryDays: z.number(),
  revisionsAllowed: z.number(),
  revisionsUsed: z.number(),
  autoCompleteAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  requirements: z.object({ desc: z.string(), files: z.array(orderFileSchema), createdAt: z.string() }).nullable(),
  deliveries: z.array(z.object({ _id: z.string(), desc: z.string(), files: z.array(orderFileSchema), createdAt: z.string() })),
  cancellation: z.object({ by: z.string(), reason: z.string(), createdAt: z.string(), autoAcceptAt: z.string().nullable() }).nullable(),
  dispute: z
    .object({ by: z.string(), reason: z.string(), createdAt: z.string(), resolution: z.enum(['complete', 'refund']).optional(), note: z.string().optional() })
    .nullable(),
  activity: z.array(z.object({ type: z.string(), actor: z.object({ _id: z.string(), username: z.string() }).nullable(), desc: z.string(), createdAt: z.string() })),
  conversationId: z.string().nullable(),
  actions: z.array(z.enum(orderActionNames)),
  /** What the seller earns, in cents: the price, the platform's fee and the net (null for everyone else). */
  sellerEarnings: z.object({ price: z.number().int(), fee: z.number().int(), net: z.number().int(), feePercent: z.number().int() }).nullable(),
  ...orderChargeFields,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/admin/orders: disputes (or another status) for admins, a page at a time. */
export const adminOrdersQuerySchema = z
  .object({
    status: z.enum(orderStatuses).default('disputed'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .strict();
export const adminOrderRowSchema = z.object({
  _id: z.string(),
  status: z.enum(orderStatuses),
  title: z.string(),
  img: z.string(),
  price: z.number(),
  ...orderChargeFields,
  buyer: partySchema,
  seller: partySchema,
  dispute: z.object({ by: z.string(), reason: z.string(), createdAt: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersListSchema = z.object({ orders: z.array(adminOrderRowSchema), totalPages: z.number() });
export type AdminOrdersList = z.infer<typeof adminOrdersListSchema>;
