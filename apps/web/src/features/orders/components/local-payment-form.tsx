import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { cvcDigits, orderWebTexts, paymentTexts, texts } from '@market/shared';
import { InputField } from '@/components/ui/field';
import { CreditCardIcon } from '@/components/ui/icons';
import { ApiRequestError } from '@/lib/api-client';
import { useLocalConfirm } from '../api';
import { formatCardNumber, formatExpiry, parseExpiry } from '../format';
import { PayButton } from './pay-button';
import { PaymentError } from './payment-error';
import { TestPaymentNotice } from './test-payment-notice';
import { normalizedChange } from '@/lib/normalized-change';

/** The message to show for a failed confirmation: the processor's for card and validation errors. */
function paymentErrorMessage(error: unknown) {
  if (error instanceof ApiRequestError && error.fromServer && (error.status === 402 || error.status === 400)) return error.message;
  return texts.unexpected;
}

type CardFieldProps = { label: string; name: string; autoComplete: string; placeholder: string; value: string; maxLength: number; format: (typed: string) => string; onValue: (value: string) => void };

/** One digits-only card input, formatted as typed. */
function CardField({ format, onValue, ...props }: CardFieldProps) {
  return <InputField inputMode="numeric" required onChange={normalizedChange(format, onValue)} {...props} />;
}

/**
 * The card form of the built-in test processor, laid out like a payment element with tabs
 * (one tab: Card). The card details go to the processor once and are kept nowhere.
 */
export function LocalPaymentForm({ paymentIntent }: { paymentIntent: string }) {
  const navigate = useNavigate();
  const confirm = useLocalConfirm();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const exp = parseExpiry(expiry);
    if (!number.trim()) return setError(paymentTexts.invalidNumber);
    if (!exp) return setError(paymentTexts.invalidExpiry);
    if (!cvc.trim()) return setError(paymentTexts.invalidCvc);
    try {
      await confirm.mutateAsync({ payment_intent: paymentIntent, number, expMonth: exp.month, expYear: exp.year, cvc });
      navigate(`/success?payment_intent=${encodeURIComponent(paymentIntent)}`);
    } catch (err) {
      setError(paymentErrorMessage(err));
    }
  };

  const useCard = (card: string) => {
    setNumber(card);
    const year = (new Date().getFullYear() + 2) % 100;
    setExpiry(`12 / ${String(year).padStart(2, '0')}`);
    setCvc('123');
    setError(null);
  };

  return (
    <div className="space-y-6">
      <TestPaymentNotice onUseCard={useCard} />
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={orderWebTexts.payment}>
        <div role="tablist" aria-label={orderWebTexts.paymentMethod} className="flex gap-2">
          <button
            type="button"
            role="tab"
            aria-selected="true"
            className="flex min-w-32 flex-col items-start gap-1 rounded-lg border-2 border-brand-700 bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-800"
          >
            <CreditCardIcon className="size-5" />
            {orderWebTexts.card}
          </button>
        </div>
        <div role="tabpanel" aria-label={orderWebTexts.card} className="space-y-4">
          <CardField label={orderWebTexts.cardNumber} name="cardnumber" autoComplete="cc-number" placeholder="1234 1234 1234 1234" value={number} maxLength={23} format={formatCardNumber} onValue={setNumber} />
          <div className="grid grid-cols-2 gap-4">
            <CardField label={orderWebTexts.expiry} name="exp-date" autoComplete="cc-exp" placeholder="MM / YY" value={expiry} maxLength={7} format={formatExpiry} onValue={setExpiry} />
            <CardField label={orderWebTexts.cvc} name="cvc" autoComplete="cc-csc" placeholder="CVC" value={cvc} maxLength={cvcDigits.max} format={(typed) => typed.replace(/\D/g, '').slice(0, cvcDigits.max)} onValue={setCvc} />
          </div>
        </div>
        <PaymentError message={error} />
        <PayButton busy={confirm.isPending} />
      </form>
    </div>
  );
}
