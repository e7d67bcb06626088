import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { orderWebTexts, paymentTexts, texts } from '@market/shared';
import { PayButton } from './pay-button';
import { PaymentError } from './payment-error';

// One Stripe.js per publishable key; the pure entry loads the script from js.stripe.com only when asked.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    // Offline or blocked: the page says the payment service is unavailable instead of failing silently.
    promise = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

function StripeForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setError(null);
    setBusy(true);
    // Stripe returns to /success?payment_intent=... once the payment is confirmed.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}/success` } });
    setBusy(false);
    if (result.error) {
      const fromProvider = result.error.type === 'card_error' || result.error.type === 'validation_error';
      setError(fromProvider && result.error.message ? result.error.message : texts.unexpected);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label={orderWebTexts.payment}>
      <PaymentElement options={{ layout: 'tabs' }} />
      <PaymentError message={error} />
      <PayButton busy={busy} disabled={!stripe || !elements} />
    </form>
  );
}

/** Stripe's Payment Element (tabs layout); Stripe.js itself comes from Stripe, never from our bundle. */
export default function StripePaymentForm({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripeFor(publishableKey).then((stripe) => {
      if (live && !stripe) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [publishableKey]);
  if (unavailable) return <PaymentError message={paymentTexts.providerUnavailable} />;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <StripeForm />
    </Elements>
  );
}
