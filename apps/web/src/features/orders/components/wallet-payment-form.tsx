import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { formatMoney, rupeesTexts, texts, walletCheckoutSchema, walletCheckoutWebTexts, type WalletCheckout, type WalletIntentResponse, type WalletMethod } from '@market/shared';
import { Button, buttonClass } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { CheckCircleIcon, ClockIcon, PhoneIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { fxQueries } from '@/lib/currency';
import { dollarsToPaisa, formatRate, formatRupeesExact } from '@/lib/rupee-amounts';
import { applyServerErrors } from '@/lib/form-errors';
import { isWaiting, useWalletCheckout, useWalletConfirmation } from '../api';

const copy = walletCheckoutWebTexts;
/** How long the page asks for the approval before saying the order will update by itself. */
const waitMs = 25_000;

type Props = {
  gigId: string;
  /** The gig's price in whole dollars: what the estimate is made from. */
  price: number;
  method: WalletMethod;
  /** Back to the card form (after a declined or expired request). */
  onPayByCard: () => void;
  /** A request is on its way: the method choice is locked meanwhile. */
  onBusy: (busy: boolean) => void;
};

/**
 * Paying by wallet: the account's number (Raast: or an IBAN), the estimate in rupees before paying,
 * then the request to pay (its exact amount) and a live status while the buyer approves it on
 * their phone: approved goes to /success as a card payment does; declined or expired says so and
 * offers another try or the card; still waiting after 25 s says the order will update by itself.
 */
export function WalletPaymentForm({ gigId, price, method, onPayByCard, onBusy }: Props) {
  const [request, setRequest] = useState<{ intent: WalletIntentResponse; account: string; since: number } | null>(null);
  useEffect(() => onBusy(request !== null), [request, onBusy]);

  if (request) return <WalletWaiting key={request.intent.paymentIntent} {...request} onTryAgain={() => setRequest(null)} onPayByCard={() => { setRequest(null); onPayByCard(); }} />;
  return <WalletForm gigId={gigId} price={price} method={method} onSent={(intent, account) => setRequest({ intent, account, since: Date.now() })} />;
}

function WalletForm({ gigId, price, method, onSent }: { gigId: string; price: number; method: WalletMethod; onSent: (intent: WalletIntentResponse, account: string) => void }) {
  const fx = useQuery(fxQueries.rate());
  const checkout = useWalletCheckout(gigId);
  const form = useForm<WalletCheckout>({ resolver: zodResolver(walletCheckoutSchema), defaultValues: { method, account: '' } });
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitted },
  } = form;
  // The method is chosen above the form; a change checks the number again against the new method.
  useEffect(() => {
    setValue('method', method, { shouldValidate: isSubmitted });
    if (!isSubmitted) clearErrors('account');
  }, [method, setValue, clearErrors, isSubmitted]);

  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSent(await checkout.mutateAsync(values), values.account.trim());
    } catch (error) {
      if (!applyServerErrors(form, error, ['account'])) setFailure(errorMessage(error, texts.unexpected));
    }
  });

  const rate = fx.data?.pkrPerUsd;
  const name = copy.methods[method];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={name}>
      <input type="hidden" {...register('method')} />
      <InputField
        label={method === 'raast' ? copy.raastAccount : copy.account}
        inputMode={method === 'raast' ? 'text' : 'tel'}
        autoComplete={method === 'raast' ? 'off' : 'tel-national'}
        placeholder={method === 'raast' ? '03001234567 / PK36SCBL0000001123456702' : '03001234567'}
        error={errors.account?.message ?? errors.method?.message}
        {...register('account')}
      />
      {rate !== undefined ? (
        <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200" aria-live="polite">
          <p className="font-medium text-slate-900">
            {copy.estimate(formatMoney(dollarsToPaisa(price, rate), 'PKR'), formatRate(rate))}
          </p>
          <p className="mt-1 text-sm text-slate-600">{copy.estimateNote}</p>
        </div>
      ) : fx.isPending ? (
        <Spinner label={copy.howToPay} className="text-brand-700" />
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-200">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={checkout.isPending}>
        {checkout.isPending ? <Spinner decorative className="size-4" /> : null}
        {copy.pay(name)}
      </Button>
    </form>
  );
}

type WaitingProps = { intent: WalletIntentResponse; account: string; since: number; onTryAgain: () => void; onPayByCard: () => void };

function WalletWaiting({ intent, account, since, onTryAgain, onPayByCard }: WaitingProps) {
  const navigate = useNavigate();
  const confirmation = useWalletConfirmation(intent.paymentIntent, since, waitMs);
  const status = confirmation.data?.status;
  // The wait is over when the page stopped asking: re-rendered by the last answer after waitMs.
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, since + waitMs - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);

  useEffect(() => {
    if (status === 'succeeded') navigate(`/success?payment_intent=${encodeURIComponent(intent.paymentIntent)}`);
  }, [status, intent.paymentIntent, navigate]);

  const refused = confirmation.isError || status === 'declined' || status === 'expired';
  const refusal = confirmation.isError
    ? confirmation.error instanceof ApiRequestError && confirmation.error.fromServer
      ? confirmation.error.message
      : texts.unexpected
    : status === 'expired'
      ? rupeesTexts.walletExpired
      : rupeesTexts.walletDeclined;
  const waiting = !refused && status !== 'succeeded' && (confirmation.isPending || isWaiting(status));
  const stillWaiting = waiting && timedOut && !confirmation.isFetching;
  const stateText = refused
    ? status === 'expired'
      ? copy.states.expired
      : copy.states.declined
    : status === 'succeeded'
      ? copy.states.succeeded
      : copy.states.pending;
  const name = copy.methods[intent.method];

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <PhoneIcon className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg font-semibold text-slate-900">{copy.waitingTitle}</h3>
          <p className="text-sm break-words text-slate-600">{copy.waitingBody(name, account)}</p>
        </div>
      </div>
      <dl className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <dt className="text-sm text-slate-600">{copy.exactAmount}</dt>
        <dd className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
          <bdi dir="ltr">{formatRupeesExact(intent.amount)}</bdi>
        </dd>
        <dd className="text-xs text-slate-500">{copy.atRate(formatRate(intent.rate))}</dd>
      </dl>
      <div role="status" aria-live="polite" className="flex items-center gap-2 text-sm font-medium">
        <span className="text-slate-500">{copy.status}:</span>
        {waiting && !stillWaiting ? <Spinner decorative className="size-4 text-brand-700" /> : null}
        {status === 'succeeded' ? <CheckCircleIcon className="size-4 text-emerald-700" /> : null}
        {stillWaiting ? <ClockIcon className="size-4 text-slate-500" /> : null}
        <span className={refused ? 'text-red-700' : status === 'succeeded' ? 'text-emerald-700' : 'text-slate-900'}>{stateText}</span>
      </div>
      {refused ? (
        <div className="space-y-4">
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-200">
            {refusal}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" onClick={onTryAgain} className="w-full sm:w-auto">
              {copy.tryAgain}
            </Button>
            <Button type="button" variant="outline" onClick={onPayByCard} className="w-full sm:w-auto">
              {copy.payByCard}
            </Button>
          </div>
        </div>
      ) : null}
      {stillWaiting ? (
        <div className="space-y-4">
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">{copy.stillWaiting}</p>
          <Link to="/orders" className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
            {copy.goToOrders}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
