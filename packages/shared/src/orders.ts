import { z } from 'zod';
import { schemaTexts } from './schema-texts.js';
import { orderStatuses, orderStatusFilters } from './order-lifecycle.js';
import { orderChargeFields } from './order-charge.js';

/** Checkout, payments and orders: schemas, statuses, test cards and texts (SPEC sections 2, 4, 7, 8). */

export const paymentProviders = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Prices are whole US dollars; the processor counts cents. */
export const paymentCurrency = 'usd';
export const toCents = (dollars: number) => dollars * 100;

/** Seconds after which the success page leaves for /orders (SPEC section 9). */
export const successRedirectMs = 5000;

export const paymentTexts = {
  // SPEC section 4, payment intent status.
  succeeded: 'Payment succeeded!',
  processing: 'Your payment is processing.',
  requiresPaymentMethod: 'Your payment was not successful, please try again.',
  other: 'Something went wrong.',
  // The processor's card messages (in the words of Stripe's test mode).
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  notTestCard: 'Your card was declined. This is a test payment: use one of the test cards listed on this page.',
  alreadyPaid: 'This payment has already been made.',
  // Orders.
  ownGig: 'You cannot buy your own gig.',
  gigNotFound: 'Gig not found.',
  paymentNotFound: 'Payment not found.',
  amountMismatch: 'The amount paid does not match the order. Please contact support.',
  providerUnavailable: 'The payment service is not available right now. Please try again in a moment.',
  // Webhook answers (to the processor).
  webhooksStripeOnly: 'Webhooks are used only with Stripe.',
  missingSignature: 'Missing Stripe signature.',
  invalidSignature: 'Invalid Stripe signature.',
  noOrderData: 'No Order Data',
  noOrders: 'No Orders!',
  testPayment: 'This is a TEST payment: no money moves and no real card is charged.',
} as const;

/** The status text of SPEC section 4 for an intent status. */
export function paymentStatusText(status: string | undefined): string {
  switch (status) {
    case 'succeeded':
      return paymentTexts.succeeded;
    case 'processing':
      return paymentTexts.processing;
    case 'requires_payment_method':
      return paymentTexts.requiresPaymentMethod;
    default:
      return paymentTexts.other;
  }
}

/** How many digits the built-in processor accepts as a CVC (3 on most cards, 4 on American Express); the checkout page says so. */
export const cvcDigits = { min: 3, max: 4 } as const;

/** The cards the built-in processor knows (any expiry date in the future, any CVC of cvcDigits). */
export const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0077', outcome: 'Stays processing for about 3 seconds, then succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
] as const;

export const paymentIntentIdSchema = z.string().trim().min(1, schemaTexts.paymentIntentRequired).max(255);

export const localConfirmSchema = z
  .object({
    payment_intent: paymentIntentIdSchema,
    number: z.string().trim().min(1, paymentTexts.invalidNumber).max(32, paymentTexts.invalidNumber),
    expMonth: z.number().int().min(1, paymentTexts.invalidExpiry).max(12, paymentTexts.invalidExpiry),
    expYear: z.number().int().min(0, paymentTexts.invalidExpiry).max(9999, paymentTexts.invalidExpiry),
    cvc: z.string().trim().min(1, paymentTexts.invalidCvc).max(8, paymentTexts.invalidCvc),
  })
  .strict();
export type LocalConfirm = z.infer<typeof localConfirmSchema>;

export const paymentStatusSchema = z.object({ status: z.string() });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const confirmOrderSchema = z.object({ payment_intent: paymentIntentIdSchema }).strict();
export type ConfirmOrder = z.infer<typeof confirmOrderSchema>;

/** What the checkout page shows of the gig, so it needs no other call. */
export const checkoutGigSchema = z.object({
  _id: z.string(),
  title: z.string(),
  cover: z.string(),
  price: z.number(),
  deliveryTime: z.number(),
  revisionNumber: z.number(),
  seller: z.object({ _id: z.string(), username: z.string(), img: z.string() }),
});
export type CheckoutGig = z.infer<typeof checkoutGigSchema>;

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntent: z.string(),
  provider: z.enum(paymentProviders),
  publishableKey: z.string().optional(),
  gig: checkoutGigSchema,
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

export const orderTexts = {
  /** Stands for the other party of an order whose account was deleted. */
  deletedUser: 'Deleted user',
};

/** The caller's side of an order: they bought it or they sold it. */
export const orderRoles = ['buyer', 'seller'] as const;
export type OrderRole = (typeof orderRoles)[number];

export const orderSchema = z.object({
  _id: z.string(),
  gigId: z.string().nullable(),
  img: z.string(),
  title: z.string(),
  price: z.number(),
  /** Null once that party's account is deleted: the paid order stays on the other side's list. */
  sellerId: z.string().nullable(),
  buyerId: z.string().nullable(),
  /** The other party of the order (the seller for its buyer, the buyer for its seller), or orderTexts.deletedUser. */
  username: z.string(),
  userImg: z.string(),
  /** Whether the caller bought or sold it. */
  role: z.enum(orderRoles),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  /** When the seller owes the delivery (null before payment). */
  dueAt: z.string().nullable(),
  /** The due date passed while the seller still owes a delivery. */
  isLate: z.boolean(),
  ...orderChargeFields,
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders: `role` keeps one side of the caller's orders (bought or sold), both when absent; `status` one group of statuses. */
export const ordersQuerySchema = z
  .object({
    role: z.enum(orderRoles).optional(),
    status: z.enum(orderStatusFilters).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const ordersListSchema = z.object({ orders: z.array(orderSchema), nextCursor: z.string().nullable() });
export type OrdersList = z.infer<typeof ordersListSchema>;

/** GET /api/orders/by-payment/:paymentIntent: the order a payment paid for, for the success page. */
export const orderByPaymentParamsSchema = z.object({ paymentIntent: paymentIntentIdSchema }).strict();
