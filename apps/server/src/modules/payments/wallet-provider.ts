import type { WalletMethod, WalletPaymentStatus } from '@market/shared';

/** A request to pay in a wallet as the wallet describes it; amounts in paisa. */
export type WalletPayment = {
  id: string;
  amount: number;
  currency: 'PKR';
  /** `pending` (waiting for the holder), `succeeded`, `declined` or `expired`. */
  status: WalletPaymentStatus;
  metadata: Record<string, string>;
};

export type WalletRequestInput = {
  method: WalletMethod;
  /** The mobile number or IBAN the request goes to: passed to the wallet, never logged. */
  account: string;
  /** Paisa. */
  amount: number;
  currency: 'PKR';
  metadata: Record<string, string>;
  /** The same key for a retried request, so the wallet makes one request to pay, not two. */
  idempotencyKey: string;
};

export type WalletRefundInput = {
  /** The payment refunded. */
  id: string;
  /** The whole amount paid, in paisa: the marketplace refunds in full or not at all. */
  amount: number;
  /** The same key every time for one order, so a refund asked again is made once. */
  idempotencyKey: string;
};

/**
 * What the orders and payments modules need of a mobile wallet or bank rail (Easypaisa, JazzCash,
 * Raast request-to-pay): the built-in simulator today, a merchant gateway later (decision 0153).
 */
export interface WalletProvider {
  /** `local` for the built-in simulator. */
  readonly name: string;
  /** Sends a request to pay to the account; the same idempotency key answers the same payment. */
  requestPayment(input: WalletRequestInput): Promise<WalletPayment>;
  /** The payment as the wallet sees it now, or null when it does not know the id. */
  status(id: string): Promise<WalletPayment | null>;
  /** Those of these payments that have succeeded, as the wallet sees them now (payment reconciliation). */
  succeededPayments(ids: string[]): Promise<WalletPayment[]>;
  /** Refunds a succeeded payment in full, once per idempotency key; answers the refund's id. */
  refund(input: WalletRefundInput): Promise<{ id: string }>;
}
