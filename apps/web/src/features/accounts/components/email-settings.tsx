import { zodResolver } from '@hookform/resolvers/zod';
import { accountAccessWebTexts, emailChangeSchema, notificationTexts, texts, type EmailChange, type PrivateUser } from '@market/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useChangeEmail } from '../api';
import { EmailVerifiedBadge, ResendVerification } from './email-status';

const copy = accountAccessWebTexts.email;

/** The refusal of an address change in words: throttled, or what the server said. */
function refusalText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return errorMessage(error, notificationTexts.tooManyRequests);
  return errorMessage(error, texts.unexpected);
}

/** A new address with the current password; the record is refetched, so the badge says not verified. */
function ChangeEmailForm() {
  const change = useChangeEmail();
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<EmailChange>({ resolver: zodResolver(emailChangeSchema), defaultValues: { email: '', currentPassword: '' } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setDone(null);
    setProblem(null);
    try {
      const result = await change.mutateAsync(values);
      reset();
      setDone(result?.message || notificationTexts.emailChanged);
    } catch (error) {
      if (applyServerErrors(form, error, ['email', 'currentPassword'])) return;
      // A taken address or the address already in use: about the new address, so said beside it.
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 400) && error.fromServer) {
        form.setError('email', { message: error.message }, { shouldFocus: true });
        return;
      }
      setProblem(refusalText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-5">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {copy.changeHeading}
        </h3>
        <p className="mt-1 text-sm text-slate-500">{copy.changeHint}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={copy.newEmail}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField label={copy.currentPassword} type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
      </div>
      <FieldError message={problem ?? undefined} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? <Spinner decorative /> : null}
          {copy.submit}
        </Button>
        <p role="status" className="min-w-0 text-sm text-brand-800">
          {done}
        </p>
      </div>
    </form>
  );
}

/** /settings: the user's address, whether it is verified (with a new link on request), and a form to change it. */
export function EmailSettings({ user }: { user: PrivateUser }) {
  return (
    <div className="space-y-8">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{copy.current}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="min-w-0 font-medium break-all text-slate-900"><bdi data-user-content>{user.email}</bdi></span>
          <EmailVerifiedBadge verified={user.emailVerified} />
        </p>
        {user.emailVerified ? null : (
          <>
            <p className="mt-2 text-sm text-slate-600">{copy.notVerifiedHint}</p>
            <ResendVerification className="mt-3" />
          </>
        )}
      </div>
      <div className="border-t border-slate-200 pt-6">
        <ChangeEmailForm />
      </div>
    </div>
  );
}
