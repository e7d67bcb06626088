import { z } from 'zod';
import { confirmOrderSchema, createPaymentIntentResponseSchema, gigIdParamsSchema, orderByPaymentParamsSchema, orderSchema, ordersListSchema, ordersQuerySchema, paymentStatusSchema } from '@market/shared';
import type { App } from '../../types.js';
import { confirmOrder, createCheckout, listOrders, orderOfPayment } from './service.js';

// Checkout takes nothing from the client but the gig id: a sent price or amount is refused.
const noBodySchema = z.object({}).strict().nullish();

export async function ordersRoutes(app: App) {
  app.post(
    '/api/orders/create-payment-intent/:gigId',
    {
      config: { access: 'signedIn', rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: { tags: ['orders'], params: gigIdParamsSchema, body: noBodySchema, response: { 200: createPaymentIntentResponseSchema } },
    },
    async (request) => createCheckout(app.db, app.payments, request.user!.id, request.params.gigId),
  );

  app.put(
    '/api/orders',
    { config: { access: 'signedIn' }, schema: { tags: ['orders'], body: confirmOrderSchema, response: { 200: paymentStatusSchema } } },
    async (request) => confirmOrder(app.db, app.payments, request.user!.id, request.body.payment_intent, request.log),
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
