import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { accountAccessWebTexts, notificationTexts, resetPasswordSchema, texts } from '@market/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button, buttonClass } from '@/components/ui/button';
import { CardHeading, CardOutcome, CardPage } from '@/components/ui/card-page';
import { FieldError, InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { authStore, forgetUser } from '@/lib/auth-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useResetPassword } from '../api';
import { loginModal } from '../login-modal-store';

const copy = accountAccessWebTexts.reset;

const resetFormSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: copy.mismatch, path: ['confirm'] });
type ResetForm = z.infer<typeof resetFormSchema>;

type Outcome = { kind: 'done' | 'bad'; message: string };

/** The bad-link state: what the server said (or the standard sentence) and a way to ask again. */
function BadLink({ message }: { message: string }) {
  return (
    <CardOutcome tone="problem" heading={copy.badHeading} message={message}>
      <Link to="/forgot-password" className={buttonClass('primary')}>
        {copy.askNew}
      </Link>
    </CardOutcome>
  );
}

/** /reset-password?token=: the page the reset e-mail links to; sets a new password with the token. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '', confirm: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      const result = await reset.mutateAsync({ token, password });
      setOutcome({ kind: 'done', message: result?.message || notificationTexts.resetDone });
      // The reset ended every session of the account, and the server dropped this browser's cookie
      // with it: forget who was signed in here, so the header offers Sign in again.
      if (authStore.get()) await forgetUser(queryClient);
    } catch (error) {
      if (applyServerErrors(form, error, ['password'])) return;
      if (error instanceof ApiRequestError && error.status === 400) {
        setOutcome({ kind: 'bad', message: errorMessage(error, notificationTexts.badLink) });
        return;
      }
      const throttled = error instanceof ApiRequestError && error.status === 429;
      setProblem(errorMessage(error, throttled ? notificationTexts.tooManyRequests : texts.unexpected));
    }
  });

  if (!token) {
    return (
      <CardPage>
        <BadLink message={notificationTexts.badLink} />
      </CardPage>
    );
  }

  if (outcome?.kind === 'bad') {
    return (
      <CardPage>
        <BadLink message={outcome.message} />
      </CardPage>
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <CardPage>
        <CardOutcome tone="success" heading={copy.doneHeading} message={outcome.message}>
          <Button onClick={() => loginModal.open('/')}>{copy.signIn}</Button>
        </CardOutcome>
      </CardPage>
    );
  }

  return (
    <CardPage>
      <CardHeading heading={copy.heading} intro={copy.intro} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <InputField label={copy.password} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <InputField label={copy.confirm} type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
        <FieldError message={problem ?? undefined} />
        <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner decorative /> : null}
          {copy.submit}
        </Button>
      </form>
    </CardPage>
  );
}
