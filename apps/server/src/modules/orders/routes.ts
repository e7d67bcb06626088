import { z } from 'zod';
import { checkoutBodySchema, checkoutResponseSchema, confirmOrderSchema, gigIdParamsSchema, orderByPaymentParamsSchema, orderSchema, ordersListSchema, ordersQuerySchema, paymentStatusSchema } from '@market/shared';
import {
  adminOrdersListSchema,
  adminOrdersQuerySchema,
  orderDeliverySchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderReasonSchema,
  orderRequirementsSchema,
  orderResolveSchema,
  orderRevisionSchema,
} from '@market/shared';
import type { App } from '../../types.js';
import { adminOrders } from './admin-orders.js';
import {
  acceptCancellation,
  acceptDelivery,
  askCancellation,
  declineCancellation,
  deliver,
  openDispute,
  requestRevision,
  resolveDispute,
  submitRequirements,
  withdrawCancellation,
  type LifecycleDeps,
} from './lifecycle.js';
import { orderDetail } from './order-detail.js';
import type { OrderActor } from './order-rows.js';
import { confirmOrder, createCheckout, createWalletCheckout, listOrders, orderOfPayment } from './service.js';
import { currentRate } from '../fx/index.js';

// Checkout takes nothing from the client but the gig id (and, to pay in rupees, the wallet and its
// account): a sent price, amount or rate is refused.
const noBodySchema = z.object({}).strict().nullish();

export async function ordersRoutes(app: App) {
  app.post(
    '/api/orders/create-payment-intent/:gigId',
    {
      config: { access: 'signedIn', rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: { tags: ['orders'], params: gigIdParamsSchema, body: checkoutBodySchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) => {
      const body = request.body;
      if (!body) return createCheckout(app.db, app.payments, request.user!.id, request.params.gigId);
      // Rupees at the platform's rate of this moment, fixed on the order.
      const { pkrPerUsd } = await currentRate(app.db, app.config.pkrPerUsd);
      return createWalletCheckout(app.db, app.wallet, pkrPerUsd, request.user!.id, request.params.gigId, body);
    },
  );

  app.put(
    '/api/orders',
    { config: { access: 'signedIn' }, schema: { tags: ['orders'], body: confirmOrderSchema, response: { 200: paymentStatusSchema } } },
    async (request) => confirmOrder(app.db, app.payments, request.user!.id, request.body.payment_intent, request.log, app.wallet),
  );

  app.get(
    '/api/orders',
    { config: { access: 'signedIn' }, schema: { tags: ['orders'], querystring: ordersQuerySchema, response: { 200: ordersListSchema } } },
    async (request) => listOrders(app.db, request.user!.id, request.query),
  );

  app.get(
    '/api/orders/by-payment/:paymentIntent',
    { config: { access: 'signedIn' }, schema: { tags: ['orders'], params: orderByPaymentParamsSchema, response: { 200: orderSchema } } },
    async (request) => orderOfPayment(app.db, request.user!.id, request.params.paymentIntent),
  );
}

/**
 * The order after payment. Every transition answers the order as the caller now sees it; who may
 * take it is decided in the service (the shared rule: 404 to strangers, 403 to the wrong party, 409 in
 * the wrong state), so each route is open to any signed-in user.
 */
export async function orderLifecycleRoutes(app: App) {
  const deps: LifecycleDeps = { db: app.db, config: app.config };
  const actorOf = (request: { user?: { id: string; isAdmin: boolean } | null }): OrderActor => ({ id: request.user!.id, isAdmin: request.user!.isAdmin });
  const answer = { 200: orderDetailSchema };
  const params = orderIdParamsSchema;
  // Transitions that take no body refuse one, as checkout does.
  const noBody = noBodySchema;

  app.get('/api/orders/:id', { config: { access: 'signedIn' }, schema: { tags: ['orders'], params, response: answer } }, (request) =>
    orderDetail(app.db, actorOf(request), request.params.id),
  );

  /** A transition route: run the change, then answer the order as the caller now sees it. */
  const then = async (request: { user?: { id: string; isAdmin: boolean } | null; params: { id: string } }, change: Promise<void>) => {
    await change;
    return orderDetail(app.db, actorOf(request), request.params.id);
  };
  const limit = { rateLimit: { max: 120, timeWindow: '10 minutes' } };

  app.post('/api/orders/:id/requirements', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: orderRequirementsSchema, response: answer } }, (request) =>
    then(request, submitRequirements(deps, actorOf(request), request.params.id, request.body)),
  );
  app.post('/api/orders/:id/deliveries', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: orderDeliverySchema, response: answer } }, (request) =>
    then(request, deliver(deps, actorOf(request), request.params.id, request.body)),
  );
  app.post('/api/orders/:id/revisions', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: orderRevisionSchema, response: answer } }, (request) =>
    then(request, requestRevision(deps, actorOf(request), request.params.id, request.body)),
  );
  app.post('/api/orders/:id/accept', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: noBody, response: answer } }, (request) =>
    then(request, acceptDelivery(deps, actorOf(request), request.params.id)),
  );
  app.post('/api/orders/:id/cancellation', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: orderReasonSchema, response: answer } }, (request) =>
    then(request, askCancellation(deps, actorOf(request), request.params.id, request.body)),
  );
  app.post('/api/orders/:id/cancellation/accept', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: noBody, response: answer } }, (request) =>
    then(request, acceptCancellation(deps, actorOf(request), request.params.id)),
  );
  app.post('/api/orders/:id/cancellation/decline', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: noBody, response: answer } }, (request) =>
    then(request, declineCancellation(deps, actorOf(request), request.params.id)),
  );
  app.delete('/api/orders/:id/cancellation', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, response: answer } }, (request) =>
    then(request, withdrawCancellation(deps, actorOf(request), request.params.id)),
  );
  app.post('/api/orders/:id/dispute', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: orderReasonSchema, response: answer } }, (request) =>
    then(request, openDispute(deps, actorOf(request), request.params.id, request.body)),
  );
  app.post('/api/orders/:id/resolve', { config: { access: 'signedIn', ...limit }, schema: { tags: ['orders'], params, body: orderResolveSchema, response: answer } }, (request) =>
    then(request, resolveDispute(deps, actorOf(request), request.params.id, request.body)),
  );

  app.get('/api/admin/orders', { config: { access: 'admin' }, schema: { tags: ['orders'], querystring: adminOrdersQuerySchema, response: { 200: adminOrdersListSchema } } }, (request) =>
    adminOrders(app.db, request.query),
  );
}
