import { zodResolver } from '@hookform/resolvers/zod';
import { accountAccessWebTexts, forgotPasswordSchema, notificationTexts, texts } from '@market/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { CardHeading, CardOutcome, CardPage } from '@/components/ui/card-page';
import { FieldError, InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useForgotPassword } from '../api';

const copy = accountAccessWebTexts.forgot;
type ForgotForm = { email: string };

/** The message for a refused request: throttled, or whatever the server said. */
function refusal(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return errorMessage(error, notificationTexts.tooManyRequests);
  return errorMessage(error, texts.unexpected);
}

/**
 * /forgot-password: asks for the account's e-mail address and sends it a reset link. The answer is
 * the same whether or not an account uses the address, so it tells nobody who has an account.
 */
export default function ForgotPasswordPage() {
  const send = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ForgotForm>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await send.mutateAsync(values);
      setSent(result?.message || notificationTexts.resetSent);
    } catch (error) {
      if (applyServerErrors(form, error, ['email'])) return;
      setProblem(refusal(error));
    }
  });

  if (sent) {
    return (
      <CardPage>
        <CardOutcome tone="mail" heading={copy.sentHeading} message={sent} hint={copy.sentHint}>
          <Link to="/signin" className={buttonClass('primary')}>
            {copy.backToSignIn}
          </Link>
          <Button
            variant="outline"
            onClick={() => {
              form.reset();
              setSent(null);
            }}
          >
            {copy.again}
          </Button>
        </CardOutcome>
      </CardPage>
    );
  }

  return (
    <CardPage>
      <CardHeading heading={copy.heading} intro={copy.intro} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <InputField
          label={copy.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <FieldError message={problem ?? undefined} />
        <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner decorative /> : null}
          {copy.submit}
        </Button>
        <p className="text-center text-sm">
          <Link to="/signin" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {copy.backToSignIn}
          </Link>
        </p>
      </form>
    </CardPage>
  );
}
