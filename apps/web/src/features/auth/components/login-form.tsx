import { zodResolver } from '@hookform/resolvers/zod';
import { accountAccessWebTexts, authWebTexts, loginSchema, texts, timings, webTexts, type AuthUser, type Login } from '@market/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { joinPath } from '@/lib/safe-next';
import { applyServerErrors } from '@/lib/form-errors';
import { useLoginMutation } from '../api';

type LoginFormProps = {
  onSuccess: (user: AuthUser) => void;
  /** Called when the user follows a link away from the form (join, forgot password), e.g. to close the modal around it. */
  onLeave?: () => void;
  /** Where the visitor was going: 'Join now' carries it, so joining instead of signing in comes back there too. */
  next?: string | null;
};

/** Sign-in by username or e-mail and password; stores the user and tells them how it went. */
export function LoginForm({ onSuccess, onLeave, next }: LoginFormProps) {
  const login = useLoginMutation();
  const form = useForm<Login>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      authStore.setUser(user);
      toast.success(texts.loginSuccess, { position: 'bottom-right', autoClose: timings.loginToastMs });
      onSuccess(user);
    } catch (error) {
      applyServerErrors(form, error, ['username', 'password']);
      toast.error(errorMessage(error, texts.unexpected), { position: 'bottom-right' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <InputField
        label={authWebTexts.username}
        // Headless UI's dialog focuses the element marked data-autofocus when it opens.
        data-autofocus
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <InputField
        label={authWebTexts.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-3 text-end text-sm">
        <Link to="/forgot-password" onClick={onLeave} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {accountAccessWebTexts.forgotLink}
        </Link>
      </p>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : null}
        {webTexts.login}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {webTexts.notMember}{' '}
        <Link to={joinPath(next)} onClick={onLeave} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {webTexts.joinNow}
        </Link>
      </p>
    </form>
  );
}
