import { earningsWebTexts as t, formatMoney, payoutMinimums, payoutTexts, texts, webTexts, type Currency, type PayoutMethod } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { parseAmount, type AmountProblem } from '../amount';
import { usePayoutMethods, useRequestPayout } from '../api';
import { methodName } from './method-name';

const problemTexts: Record<AmountProblem, string> = {
  required: t.amountRequired,
  invalid: t.amountInvalid,
  decimals: t.amountDecimals,
  positive: t.amountPositive,
};

type WithdrawDialogProps = {
  currency: Currency;
  /** The available balance, in minor units. */
  available: number;
  onClose: () => void;
  /** Leaves the dialog for the form that adds a payout method. */
  onAddMethod: () => void;
};

/** A day from now: called when the confirmation opens (an event), never while rendering. */
const dayFromNow = () => new Date(Date.now() + 24 * 3_600_000);

/** `nextFrom`: when the next payout of the currency may be asked for after this one (the rule's 24 hours). */
type Confirmation = { amount: number; method: PayoutMethod; idempotencyKey: string; nextFrom: Date };

/**
 * Withdraw one currency: a payout method of that currency and an amount typed in major units,
 * then a confirmation ('Withdraw $25.00 to Payoneer (a@b.com)?') that sends the request. The
 * Idempotency-Key is made when the confirmation opens, so a double click or a retry asks for the
 * same payout; going back and changing the amount makes a new one.
 */
export function WithdrawDialog({ currency, available, onClose, onAddMethod }: WithdrawDialogProps) {
  const methods = usePayoutMethods();
  const request = useRequestPayout();
  const usable = (methods.data?.methods ?? []).filter((m) => m.currency === currency);
  const [methodId, setMethodId] = useState('');
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<{ method?: string; amount?: string }>({});
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosenId = methodId || usable[0]?._id || '';
  const chosen = usable.find((m) => m._id === chosenId);
  const money = (amount: number) => formatMoney(amount, currency);
  const minimum = payoutMinimums[currency];

  const close = () => {
    if (!request.isPending) onClose();
  };

  const toConfirmation = (event: FormEvent) => {
    event.preventDefault();
    const method = chosen;
    const parsed = parseAmount(amountText);
    const next: typeof errors = {};
    if (!method) next.method = t.methodRequired;
    if (!parsed.ok) next.amount = problemTexts[parsed.problem];
    else if (parsed.minor < minimum) next.amount = payoutTexts.belowMinimum(money(minimum));
    else if (parsed.minor > available) next.amount = payoutTexts.aboveAvailable(money(available));
    setErrors(next);
    if (!method || !parsed.ok || next.amount) return;
    setRefusal(null);
    setConfirmation({ amount: parsed.minor, method, idempotencyKey: crypto.randomUUID(), nextFrom: dayFromNow() });
  };

  const confirm = () => {
    if (!confirmation || request.isPending) return;
    setRefusal(null);
    request.mutate(
      { body: { currency, amount: confirmation.amount, methodId: confirmation.method._id }, idempotencyKey: confirmation.idempotencyKey },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (error) => setRefusal(errorMessage(error, texts.somethingWrong)),
      },
    );
  };

  let body;
  if (methods.isPending) {
    body = (
      <div className="mt-6 flex justify-center text-brand-700">
        <Spinner />
      </div>
    );
  } else if (methods.isError) {
    body = (
      <p role="alert" className="mt-4 text-red-600">
        {t.methodsFailed}
      </p>
    );
  } else if (usable.length === 0) {
    body = (
      <div className="mt-4 space-y-4">
        <p className="text-slate-700">{t.noMethods(currency)}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close}>
            {webTexts.cancel}
          </Button>
          <Button onClick={onAddMethod}>{t.addMethodFirst}</Button>
        </div>
      </div>
    );
  } else if (confirmation) {
    body = (
      <div className="mt-4 space-y-4">
        <p className="text-lg font-medium break-words text-slate-900">{t.confirmQuestion(money(confirmation.amount), methodName(confirmation.method))}</p>
        <p className="text-sm text-slate-600">{payoutTexts.feeFree}</p>
        <p className="text-sm text-slate-600">{t.afterThisPayout(formatDateTime(confirmation.nextFrom))}</p>
        {refusal ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
            {refusal}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirmation(null)} disabled={request.isPending}>
            {t.back}
          </Button>
          <Button onClick={confirm} disabled={request.isPending} data-autofocus>
            {request.isPending ? <Spinner decorative /> : null}
            {t.confirmWithdraw}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <form onSubmit={toConfirmation} noValidate className="mt-4 space-y-4">
        <SelectField
          label={t.method}
          layout="stacked"
          value={chosenId}
          options={usable.map((m) => ({ value: m._id, label: methodName(m) }))}
          onValueChange={(id) => {
            setMethodId(id);
            setErrors((e) => ({ ...e, method: undefined }));
          }}
          error={errors.method}
          description={chosen ? <p className="text-xs break-all text-slate-500">{t.methodDetails(chosen.accountTitle, chosen.accountNumber)}</p> : null}
        />
        <InputField
          label={t.amount(currency)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t.amountPlaceholder(currency)}
          value={amountText}
          data-autofocus
          onChange={(e) => {
            setAmountText(e.target.value);
            if (errors.amount) setErrors((prev) => ({ ...prev, amount: undefined }));
          }}
          error={errors.amount}
          hint={`${t.minimum(money(minimum))} · ${t.availableNow(money(available))}`}
        />
        <p className="text-sm text-slate-600">{payoutTexts.feeFree}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close}>
            {webTexts.cancel}
          </Button>
          <Button type="submit">{t.continue}</Button>
        </div>
      </form>
    );
  }

  return (
    <Modal open onClose={close} title={t.withdrawTitle(currency)}>
      {/* The one-a-day rule, before anything is filled in (the confirmation says when the next one may come). */}
      {confirmation ? null : <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">{t.oncePerDayRule}</p>}
      {body}
    </Modal>
  );
}
