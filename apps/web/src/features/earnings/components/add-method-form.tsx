import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPayoutMethodSchema,
  earningsWebTexts as t,
  payoutMethodCurrencies,
  payoutMethodLabels,
  payoutMethodTypes,
  texts,
  type Currency,
  type PayoutMethodType,
} from '@market/shared';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useAddPayoutMethod } from '../api';

/** The id of the form's first field: the withdraw dialog's 'Add a payout method' leads there. */
export const addMethodFieldId = 'add-payout-method-type';

type MethodForm = { type: PayoutMethodType; currency: Currency; accountTitle: string; accountNumber: string };
const fields = ['type', 'currency', 'accountTitle', 'accountNumber'] as const;
const blank: MethodForm = { type: 'iban', currency: 'PKR', accountTitle: '', accountNumber: '' };

// The request's own rules (IBAN checksum, mobile number, e-mail per type), as the server applies them.
// (The form's values are one flat shape; the schema is a union per type, hence the cast.)
type MethodRequest = z.output<typeof createPayoutMethodSchema>;
const resolver = zodResolver(createPayoutMethodSchema) as unknown as Resolver<MethodForm, unknown, MethodRequest>;

const typeOptions = payoutMethodTypes.map((type) => ({ value: type, label: payoutMethodLabels[type] }));
const emailTypes: readonly PayoutMethodType[] = ['payoneer', 'wise'];

/**
 * Adds a payout method: the kind of account, a currency it takes, the name on it and its number
 * (an IBAN, a mobile number or IBAN for Easypaisa, an e-mail for Payoneer and Wise). The server's
 * refusal of a field shows beside it; any other refusal (a duplicate, too many) above the button.
 */
export function AddMethodForm() {
  const add = useAddPayoutMethod();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MethodForm, unknown, MethodRequest>({ resolver, defaultValues: blank });
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const type = useWatch({ control, name: 'type' });
  const currencyOptions = payoutMethodCurrencies[type].map((c) => ({ value: c, label: `${c} (${t.currencyNames[c]})` }));

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const result = await add.mutateAsync(values);
      reset({ ...blank, type: values.type, currency: values.currency });
      toast.success(result.message);
    } catch (error) {
      if (!applyServerErrors(form, error, fields)) setRefusal(errorMessage(error, texts.somethingWrong));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={addMethodFieldId}
          label={t.type}
          layout="stacked"
          options={typeOptions}
          error={errors.type?.message}
          {...register('type', {
            onChange: (event: { target: { value: string } }) => {
              const allowed = payoutMethodCurrencies[event.target.value as PayoutMethodType] ?? [];
              if (!allowed.includes(getValues('currency')) && allowed[0]) setValue('currency', allowed[0]);
              clearErrors(['currency', 'accountNumber']);
              setRefusal(null);
            },
          })}
        />
        <SelectField label={t.currency} layout="stacked" options={currencyOptions} error={errors.currency?.message} {...register('currency')} />
        <InputField label={t.accountTitle} autoComplete="name" hint={t.accountTitleHint} error={errors.accountTitle?.message} {...register('accountTitle')} />
        <InputField
          label={t.accountNumber[type]}
          type={emailTypes.includes(type) ? 'email' : 'text'}
          inputMode={emailTypes.includes(type) ? 'email' : type === 'easypaisa' ? 'tel' : 'text'}
          autoComplete="off"
          spellCheck={false}
          placeholder={t.accountNumberPlaceholder[type]}
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
      </div>
      {refusal ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : null}
        {t.addMethod}
      </Button>
    </form>
  );
}
