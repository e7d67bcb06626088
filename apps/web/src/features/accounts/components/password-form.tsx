import { zodResolver } from '@hookform/resolvers/zod';
import { accountWebTexts, passwordChangeSchema, texts, type PasswordChange } from '@market/shared';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api';

/** Changes the signed-in user's password; the server signs out their other sessions. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      reset();
      toast.success(result.message, { position: 'bottom-right', autoClose: 1500 });
    } catch (error) {
      applyServerErrors(form, error, ['currentPassword', 'newPassword']);
      toast.error(errorMessage(error, texts.unexpected), { position: 'bottom-right', autoClose: 1500 });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <InputField label={accountWebTexts.profile.currentPassword} type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
      <InputField label={accountWebTexts.profile.newPassword} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : null}
        {accountWebTexts.profile.changePassword}
      </Button>
    </form>
  );
}
