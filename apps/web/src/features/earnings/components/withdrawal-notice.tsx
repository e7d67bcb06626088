import { zodResolver } from '@hookform/resolvers/zod';
import { earningsWebTexts as t, legalNameUpdateSchema, texts, type Earnings } from '@market/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { ShieldIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useSetLegalName } from '../api';

/** The legal name, asked once before the first payout of an account registered without it. */
function LegalNameForm() {
  const save = useSetLegalName();
  const form = useForm<{ legalName: string }>({ resolver: zodResolver(legalNameUpdateSchema), defaultValues: { legalName: '' } });
  const onSubmit = form.handleSubmit(async ({ legalName }) => {
    try {
      const result = await save.mutateAsync(legalName);
      toast.success(result.message);
    } catch (error) {
      applyServerErrors(form, error, ['legalName']);
      toast.error(errorMessage(error, texts.somethingWrong));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <InputField label={t.legalNameLabel} autoComplete="name" error={form.formState.errors.legalName?.message} {...form.register('legalName')} />
      </div>
      <Button type="submit" className="sm:mt-6" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Spinner decorative /> : null}
        {t.legalNameSave}
      </Button>
    </form>
  );
}

/**
 * What stands between the user and a payout when it is about who they are: not verified (a link to
 * /verification), or verified without a legal name on record (the form giving it).
 */
export function WithdrawalNotice({ withdrawal }: { withdrawal: Earnings['withdrawal'] }) {
  if (withdrawal.blockedBy !== 'notVerified' && withdrawal.blockedBy !== 'legalNameMissing') return null;
  return (
    <section aria-label={t.identityNotice} className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 sm:p-5">
      <ShieldIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <p dir="auto" data-user-content>{withdrawal.reason}</p>
        {withdrawal.blockedBy === 'notVerified' ? (
          <Link to="/verification" className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            {t.verifyLink}
          </Link>
        ) : (
          <LegalNameForm />
        )}
      </div>
    </section>
  );
}
