import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { cvcDigits, paymentTexts, type LocalConfirm } from '@market/shared';
import type { Database } from '../../db/client.js';
import { localPaymentIntents } from '../../db/schema/payments.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { CreateIntentInput, PaymentIntent, PaymentProvider, RefundInput } from './provider.js';

type IntentRow = typeof localPaymentIntents.$inferSelect;

/** How long the "processing" test card stays processing. */
export const PROCESSING_MS = 3000;

type Outcome = { status: 'succeeded' } | { status: 'processing' } | { status: 'requires_payment_method'; message: string };

/** What each test card does; any other valid number is declined as not a test card. */
const cardOutcomes: Record<string, Outcome> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000077': { status: 'processing' },
  '4000000000000002': { status: 'requires_payment_method', message: paymentTexts.cardDeclined },
  '4000000000009995': { status: 'requires_payment_method', message: paymentTexts.insufficientFunds },
};

/** The card error of a processor: 402 with its message, as the browser shows it. */
export const cardError = (message: string) => new AppError(402, 'CARD_ERROR', message);

/** True when the digits pass the Luhn checksum. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// The CVC rule the checkout page states (cvcDigits): 3 or 4 digits.
const cvcPattern = new RegExp(`^\\d{${cvcDigits.min},${cvcDigits.max}}$`);

/** Checks number, expiry and CVC the way a card processor would; answers the outcome or throws a 402. */
export function judgeCard(card: Pick<LocalConfirm, 'number' | 'expMonth' | 'expYear' | 'cvc'>, now = new Date()): Outcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw cardError(paymentTexts.invalidNumber);
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12 || year < 2000) throw cardError(paymentTexts.invalidExpiry);
  // A card is valid to the end of its expiry month.
  if (Date.UTC(year, card.expMonth, 1) <= now.getTime()) throw cardError(paymentTexts.expired);
  if (!cvcPattern.test(card.cvc)) throw cardError(paymentTexts.invalidCvc);
  return cardOutcomes[digits] ?? { status: 'requires_payment_method', message: paymentTexts.notTestCard };
}

const toIntent = (row: IntentRow): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  metadata: row.metadata,
});

/**
 * The built-in card processor: intents in the database, test cards in the style of Stripe's
 * test mode, no network. Card numbers are judged and forgotten, never stored or logged.
 */
export class LocalProcessor implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(private readonly db: Database) {}

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    const id = `pi_local_${randomBytes(12).toString('hex')}`;
    const [row] = await this.db
      .insert(localPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: input.metadata,
      })
      .returning();
    return toIntent(row);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const [row] = await this.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)).limit(1);
    if (!row) return null;
    const [now] = await this.settleDue([row]);
    return now;
  }

  /** One query over the processor's own table, however many intents are asked about. */
  async succeededIntents(ids: string[]): Promise<PaymentIntent[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(localPaymentIntents)
      .where(
        and(
          inArray(localPaymentIntents.id, ids),
          or(eq(localPaymentIntents.status, 'succeeded'), and(eq(localPaymentIntents.status, 'processing'), lte(localPaymentIntents.settlesAt, new Date()))),
        ),
      );
    return (await this.settleDue(rows)).filter((i) => i.status === 'succeeded');
  }

  /** The intents as they are now: a processing card settles when asked about after its time (a conditional update: once). */
  private async settleDue(rows: IntentRow[]): Promise<PaymentIntent[]> {
    const now = new Date();
    const due = rows.filter((r) => r.status === 'processing' && r.settlesAt && r.settlesAt.getTime() <= now.getTime()).map((r) => r.id);
    if (due.length > 0) {
      await this.db
        .update(localPaymentIntents)
        .set({ status: 'succeeded', settlesAt: null })
        .where(and(inArray(localPaymentIntents.id, due), eq(localPaymentIntents.status, 'processing'), lte(localPaymentIntents.settlesAt, now)));
    }
    return rows.map((r) => (due.includes(r.id) ? { ...toIntent(r), status: 'succeeded' } : toIntent(r)));
  }

  /**
   * Confirms an intent with a card, as the browser does: only the buyer it was made for may.
   * Answers the new status, or throws a 402 with the processor's message.
   */
  async confirm(input: LocalConfirm, buyerId: string): Promise<{ status: string }> {
    const intent = await this.retrieveIntent(input.payment_intent);
    if (!intent || intent.metadata.buyerId !== buyerId) throw notFound(paymentTexts.paymentNotFound);
    // Paid or on its way: a second confirmation must not charge again.
    if (intent.status === 'succeeded' || intent.status === 'processing') return { status: intent.status };

    let outcome: Outcome;
    try {
      outcome = judgeCard(input);
    } catch (err) {
      if (err instanceof AppError) await this.recordFailure(intent.id, err.message);
      throw err;
    }
    if (outcome.status === 'requires_payment_method') {
      await this.recordFailure(intent.id, outcome.message);
      throw cardError(outcome.message);
    }
    const settlesAt = outcome.status === 'processing' ? new Date(Date.now() + PROCESSING_MS) : null;
    // Only an intent still waiting for a card moves on, so two confirmations cannot both pass.
    const [moved] = await this.db
      .update(localPaymentIntents)
      .set({ status: outcome.status, settlesAt, lastError: null })
      .where(and(eq(localPaymentIntents.id, intent.id), eq(localPaymentIntents.status, 'requires_payment_method')))
      .returning({ status: localPaymentIntents.status });
    if (moved) return { status: moved.status };
    const now = await this.retrieveIntent(intent.id);
    return { status: now?.status ?? 'requires_payment_method' };
  }

  /**
   * Records a full refund of a succeeded intent: the first call makes the refund id, every later one
   * (the same order's retry, a race) gets that same id back, so an intent is refunded once.
   */
  async refund(input: RefundInput): Promise<{ id: string }> {
    const [row] = await this.db
      .update(localPaymentIntents)
      .set({ refundId: sql`coalesce(${localPaymentIntents.refundId}, ${`re_local_${randomBytes(12).toString('hex')}`})` })
      .where(and(eq(localPaymentIntents.id, input.intentId), eq(localPaymentIntents.status, 'succeeded'), eq(localPaymentIntents.amount, input.amount)))
      .returning({ refundId: localPaymentIntents.refundId });
    if (!row?.refundId) throw new Error(`local processor: no succeeded intent ${input.intentId} of ${input.amount} cents to refund`);
    return { id: row.refundId };
  }

  private async recordFailure(id: string, message: string) {
    await this.db
      .update(localPaymentIntents)
      .set({ lastError: message })
      .where(and(eq(localPaymentIntents.id, id), eq(localPaymentIntents.status, 'requires_payment_method')));
  }
}
