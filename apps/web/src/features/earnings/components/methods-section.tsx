import { earningsWebTexts as t, payoutMethodLabels, payoutTexts, texts, type PayoutMethod } from '@market/shared';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { usePayoutMethods, useRemovePayoutMethod } from '../api';
import { AddMethodForm } from './add-method-form';
import { methodName } from './method-name';
import { Section } from './section';

function MethodCard({ method, onRemove }: { method: PayoutMethod; onRemove: () => void }) {
  // The provider's name for the account, when it reads differently from the title given (not merely in capitals).
  const providerTitle = method.verifiedTitle && method.verifiedTitle.toLowerCase() !== method.accountTitle.toLowerCase() ? method.verifiedTitle : null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {payoutMethodLabels[method.type]}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset">{method.currency}</span>
        </p>
        <p className="mt-1 text-sm break-all text-slate-700"><bdi data-user-content>{method.accountNumber}</bdi></p>
        <p className="text-sm break-words text-slate-700"><bdi data-user-content>{method.accountTitle}</bdi></p>
        {providerTitle ? <p className="text-xs break-words text-slate-500">{t.providerTitle(providerTitle)}</p> : null}
        {method.titleMatchesLegalName ? null : <p className="mt-2 rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900 ring-1 ring-amber-200">{payoutTexts.titleDiffersForUser}</p>}
        <p className="mt-1 text-xs text-slate-500">{t.added(formatDate(method.createdAt))}</p>
      </div>
      <Button variant="dangerGhost" size="sm" onClick={onRemove} aria-label={t.removeLabel(methodName(method))}>
        <TrashIcon className="size-4" />
        {t.remove}
      </Button>
    </li>
  );
}

/** The accounts payouts go to, each with Remove (asked first), and the form adding one. */
export function MethodsSection({ lockedUntil }: { lockedUntil: string | null }) {
  const methods = usePayoutMethods();
  const remove = useRemovePayoutMethod();
  const [removing, setRemoving] = useState<PayoutMethod | null>(null);
  const list = methods.data?.methods ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing._id, {
      onSuccess: (result) => {
        toast.success(result.message);
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, texts.somethingWrong));
        setRemoving(null);
      },
    });
  };

  let content;
  if (methods.isPending) content = <Spinner className="text-brand-700" />;
  else if (methods.isError) content = <p role="alert" className="text-red-600">{t.methodsFailed}</p>;
  else if (list.length === 0) content = <p className="rounded-xl bg-white px-4 py-6 text-center text-slate-600 ring-1 ring-slate-200">{t.noMethodsYet}</p>;
  else
    content = (
      <ul aria-label={t.methods} className="grid gap-3 md:grid-cols-2">
        {list.map((method) => (
          <MethodCard key={method._id} method={method} onRemove={() => setRemoving(method)} />
        ))}
      </ul>
    );

  return (
    <Section id="payout-methods" title={t.methods} description={t.methodsIntro}>
      {lockedUntil ? (
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t.methodsLocked(formatDateTime(lockedUntil))}</p>
      ) : null}
      {content}
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6">
        <h3 className="mb-4 text-base font-semibold text-slate-900">{t.addMethod}</h3>
        <AddMethodForm />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        message={removing ? t.removeText(methodName(removing)) : ''}
        confirmLabel={t.remove}
        danger
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}
