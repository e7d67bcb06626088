import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { orderWebTexts, paymentStatusText, successRedirectMs } from '@market/shared';
import { buttonClass } from '@/components/ui/button';
import { CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useOrderConfirmation, useOrderOfPayment } from '../api';
import { PaidOrder } from '../components/paid-order';

/**
 * /success?payment_intent=...: confirms the order with the server, shows the status text of
 * SPEC section 4 and, once paid, the order itself; goes to /orders 5 seconds after the answer is
 * final (SPEC section 9), with links to the orders and back to the gigs meanwhile.
 */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const paymentIntent = params.get('payment_intent');
  const navigate = useNavigate();
  const confirmation = useOrderConfirmation(paymentIntent);
  const status = confirmation.data?.status;
  const succeeded = status === 'succeeded';
  const order = useOrderOfPayment(paymentIntent, succeeded);
  const waiting = !!paymentIntent && (confirmation.isPending || status === 'processing');

  useEffect(() => {
    if (waiting) return;
    const timer = setTimeout(() => navigate('/orders'), successRedirectMs);
    return () => clearTimeout(timer);
  }, [waiting, navigate]);

  const text = confirmation.isPending && paymentIntent ? orderWebTexts.confirming : paymentStatusText(confirmation.isError ? undefined : status);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <span className={`flex size-16 items-center justify-center rounded-full ${succeeded ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600'}`}>
        {confirmation.isPending && paymentIntent ? <Spinner /> : succeeded ? <CheckCircleIcon className="size-8" /> : <ClockIcon className="size-8" />}
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl" role="status" aria-live="polite">
        {text}
      </h1>
      {!waiting ? <p className="mt-3 text-slate-600">{orderWebTexts.redirecting}</p> : null}
      {status === 'processing' ? <p className="mt-3 text-slate-600">{orderWebTexts.processing}</p> : null}
      {order.data ? (
        <div className="mt-8 w-full">
          <PaidOrder order={order.data} />
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/orders" className={buttonClass('primary', 'md')}>
          {orderWebTexts.goToOrders}
        </Link>
        <Link to="/gigs" className={buttonClass('outline', 'md')}>
          {orderWebTexts.keepBrowsing}
        </Link>
      </div>
    </section>
  );
}
