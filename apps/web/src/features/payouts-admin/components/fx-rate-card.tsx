import { zodResolver } from '@hookform/resolvers/zod';
import { rateCardWebTexts, fxUpdateSchema, rupeesTexts, texts, type FxHistory, type FxUpdate } from '@market/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable, type Column } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatRate } from '@/lib/rupee-amounts';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useFxHistory, useSetFxRate } from '../api';

const copy = rateCardWebTexts;
type Row = FxHistory['rates'][number];

const columns: Column<Row>[] = [
  { header: copy.columns.value, cell: (r) => <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums"><bdi dir="ltr">{formatRate(r.pkrPerUsd)}</bdi></span> },
  { header: copy.columns.by, cell: (r) => (r.setBy ? <bdi>{r.setBy.username}</bdi> : <span className="text-slate-500">{copy.initial}</span>) },
  { header: copy.columns.when, cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> },
];

/**
 * The admins' card of the rupee rate (/dashboard/finance): the rate now, a form to set a new one
 * (PUT /api/admin/fx: the server's message as a toast, a refusal beside the field) and every
 * earlier value with who set it and when.
 */
export function FxRateCard() {
  const history = useFxHistory();
  const save = useSetFxRate();
  const form = useForm<FxUpdate>({ resolver: zodResolver(fxUpdateSchema) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const latest = history.data?.rates[0];

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(saved.message || rupeesTexts.rateSaved);
      reset({ pkrPerUsd: undefined });
    } catch (error) {
      if (!applyServerErrors(form, error, ['pkrPerUsd'])) form.setError('pkrPerUsd', { message: errorMessage(error, rupeesTexts.rateInvalid) });
      toast.error(errorMessage(error, texts.unexpected));
    }
  });

  return (
    <section aria-labelledby="fx-rate-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="space-y-1">
        <h2 id="fx-rate-title" className="text-lg font-semibold text-slate-900">
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.intro}</p>
      </div>
      {history.isPending ? (
        <Spinner label={copy.title} className="text-brand-700" />
      ) : history.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {copy.loadFailed}
        </p>
      ) : latest ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="fx-current">
            <bdi dir="ltr">{copy.current(formatRate(latest.pkrPerUsd))}</bdi>
          </span>
          <span className="text-sm text-slate-500">{copy.since(formatDateTime(latest.createdAt))}</span>
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <InputField
          label={copy.field}
          type="number"
          inputMode="decimal"
          step="0.0001"
          min={1}
          className="sm:w-48"
          error={errors.pkrPerUsd?.message}
          {...register('pkrPerUsd', { valueAsNumber: true })}
        />
        <Button type="submit" disabled={save.isPending} className="sm:mt-6">
          {save.isPending ? <Spinner decorative className="size-4" /> : null}
          {copy.save}
        </Button>
      </form>
      {history.data ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-700">{copy.history}</h3>
          <ResponsiveTable
            caption={copy.history}
            columns={columns}
            rows={history.data.rates}
            rowKey={(r) => r._id}
            message={history.data.rates.length === 0 ? copy.empty : undefined}
          />
        </div>
      ) : null}
    </section>
  );
}
