import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentEvents } from '../../db/schema/payments.js';
import type { PaymentEvent, PaymentIntent, PaymentProvider } from './provider.js';

/**
 * Handles a verified webhook event once (a succeeded payment intent, or a charge refunded in full). Its id is recorded first, so a replay or a re-sent
 * event does nothing; when handling fails the record goes again, so the processor's retry
 * is handled. The intent is read back from the processor rather than taken from the event,
 * so events arriving out of order act on the current state, and only ever move an order forward.
 */
export async function handleWebhookEvent(
  db: Database,
  provider: PaymentProvider,
  event: PaymentEvent,
  handlers: { onSucceeded: (intent: PaymentIntent) => Promise<unknown>; onRefunded: (intentId: string) => Promise<unknown> },
  log: FastifyBaseLogger,
): Promise<'handled' | 'duplicate' | 'ignored'> {
  const [fresh] = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider: provider.name, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!fresh) return 'duplicate';
  if (!event.intentId) return 'ignored';
  const refunded = event.type === 'charge.refunded' && event.fullyRefunded === true;
  if (!refunded && !event.type.startsWith('payment_intent.')) return 'ignored';
  try {
    if (refunded) {
      // A refund made at the processor (its dashboard): the order follows, once.
      await handlers.onRefunded(event.intentId);
      return 'handled';
    }
    const intent = await provider.retrieveIntent(event.intentId);
    if (!intent || intent.status !== 'succeeded') return 'ignored';
    await handlers.onSucceeded(intent);
    return 'handled';
  } catch (err) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    log.error({ err, event: event.id }, 'webhook event failed; the processor will send it again');
    throw err;
  }
}
