import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { orderWebTexts, paymentTexts } from '@market/shared';
import { PageSpinner } from '@/components/ui/spinner';
import { useCheckout } from '../api';
import { CheckoutProblem } from '../components/checkout-problem';
import { GigSummary } from '../components/gig-summary';
import { LocalPaymentForm } from '../components/local-payment-form';
import { PaymentMethodChoice, type CheckoutMethod } from '../components/payment-method-choice';
import { WalletPaymentForm } from '../components/wallet-payment-form';

// Stripe's React bindings load only when payments go through Stripe.
const StripePaymentForm = lazy(() => import('../components/stripe-payment-form'));

/**
 * /pay/:id: the gig summary beside the payment form, paid by card (in dollars) or by wallet
 * (Easypaisa, JazzCash, Raast: in rupees); after paying the browser goes to /success.
 */
export default function CheckoutPage() {
  const { id = '' } = useParams();
  const checkout = useCheckout(id);
  const [method, setMethod] = useState<CheckoutMethod>('card');
  const [walletBusy, setWalletBusy] = useState(false);
  const onBusy = useCallback((busy: boolean) => setWalletBusy(busy), []);
  // Back to the card after a wallet request: the card's intent is asked for again (the wallet's may have replaced it).
  const payByCard = useCallback(() => {
    setMethod('card');
    void checkout.refetch();
  }, [checkout]);

  if (checkout.isPending) return <PageSpinner />;
  if (checkout.isError) return <CheckoutProblem gigId={id} error={checkout.error} />;

  const { provider, paymentIntent, clientSecret, publishableKey, gig } = checkout.data;
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{orderWebTexts.checkout}</h1>
        <div className="mt-6 grid grid-cols-1 gap-6 sm:mt-8 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
          <div className="order-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 min-[400px]:p-6 sm:p-8 lg:order-1">
            <h2 className="mb-6 text-lg font-semibold text-slate-900">{orderWebTexts.payment}</h2>
            <div className="mb-6">
              <PaymentMethodChoice value={method} onChange={setMethod} disabled={walletBusy} />
            </div>
            {method !== 'card' ? (
              <WalletPaymentForm gigId={id} price={gig.price} method={method} onPayByCard={payByCard} onBusy={onBusy} />
            ) : checkout.isFetching ? (
              <PageSpinner />
            ) : provider === 'stripe' && publishableKey ? (
              <Suspense fallback={<PageSpinner />}>
                {publishableKey.startsWith('pk_test_') ? (
                  <p className="mb-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
                    {orderWebTexts.stripeTestMode(paymentTexts.testPayment)}
                  </p>
                ) : null}
                <StripePaymentForm publishableKey={publishableKey} clientSecret={clientSecret} />
              </Suspense>
            ) : (
              <LocalPaymentForm paymentIntent={paymentIntent} />
            )}
          </div>
          <div className="order-1 lg:order-2">
            <GigSummary gig={gig} />
          </div>
        </div>
      </div>
    </section>
  );
}
