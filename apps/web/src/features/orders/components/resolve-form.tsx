import { orderPageTexts, orderResolveSchema, type OrderDetail, type OrderResolveInput } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useOrderStep } from '../use-order-step';

const outcomes = ['complete', 'refund'] as const;

/** The admin's decision on a dispute: complete the order or refund the buyer, with a note both parties read. */
export function ResolveForm({ order }: { order: OrderDetail }) {
  const step = useOrderStep(order._id);
  const [outcome, setOutcome] = useState<OrderResolveInput['outcome'] | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; note?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = orderResolveSchema.safeParse({ outcome: outcome ?? undefined, note });
    if (!checked.success) {
      const issue = (name: string) => checked.error.issues.find((i) => i.path[0] === name)?.message;
      return setErrors({ outcome: issue('outcome'), note: issue('note') });
    }
    const result = await step.run({ kind: 'resolve', body: checked.data }, orderPageTexts.resolved);
    if (!result.ok) setErrors({ outcome: result.fields.outcome, note: result.fields.note });
  };

  return (
    <section aria-labelledby="resolve-title" className="rounded-xl border border-red-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id="resolve-title" className="text-lg font-semibold text-slate-900">
        {orderPageTexts.resolveTitle}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <fieldset aria-describedby={errors.outcome ? 'resolve-outcome-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700">{orderPageTexts.outcome}</legend>
          <div className="mt-2 space-y-2">
            {outcomes.map((o) => (
              <label key={o} className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name="outcome"
                  value={o}
                  checked={outcome === o}
                  onChange={() => {
                    setOutcome(o);
                    setErrors((x) => ({ ...x, outcome: undefined }));
                  }}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span className="text-slate-800">{orderPageTexts.outcomes[o]}</span>
              </label>
            ))}
          </div>
          <div className="mt-1.5">
            <FieldError id="resolve-outcome-error" message={errors.outcome} />
          </div>
        </fieldset>
        <TextareaField
          label={orderPageTexts.note}
          rows={4}
          value={note}
          error={errors.note}
          onChange={(e) => {
            setNote(e.target.value);
            if (errors.note) setErrors((x) => ({ ...x, note: undefined }));
          }}
        />
        <Button type="submit" disabled={step.busy}>
          {step.busy ? <Spinner decorative /> : null}
          {orderPageTexts.resolve}
        </Button>
      </form>
    </section>
  );
}
