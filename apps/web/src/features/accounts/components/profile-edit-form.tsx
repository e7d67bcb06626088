import { zodResolver } from '@hookform/resolvers/zod';
import { accountTexts, accountWebTexts, phoneSchema, texts, type PrivateUser } from '@market/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { authStore } from '@/lib/auth-store';
import { uploadFile } from '@/lib/upload';
import { useUpdateUser } from '../api';
import { ImageInput } from './image-input';

const profileSchema = z.object({
  desc: z.string().trim().max(2000),
  // Accounts made before phones were required may leave it empty; a new value must be a phone number.
  phone: z.union([z.literal(''), phoneSchema]),
  country: z.string().trim().min(1, texts.required).max(60),
});
type ProfileForm = z.infer<typeof profileSchema>;
const { fields } = accountWebTexts;

/** Description, phone, country and avatar of the signed-in user. */
export function ProfileEditForm({ user }: { user: PrivateUser }) {
  const update = useUpdateUser(user._id);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarKey, setAvatarKey] = useState(0);
  const form = useForm<ProfileForm>({ resolver: zodResolver(profileSchema), values: { desc: user.desc, phone: user.phone, country: user.country } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const img = avatar ? (await uploadFile(avatar, 'avatar')).url : undefined;
      const { phone, ...rest } = values;
      const result = await update.mutateAsync({ ...rest, ...(phone ? { phone } : {}), ...(img ? { img } : {}) });
      const current = authStore.get();
      if (img && current) authStore.setUser({ ...current, img });
      setAvatar(null);
      setAvatarKey((k) => k + 1);
      toast.success(result.message || accountTexts.userUpdated, { position: 'bottom-right', autoClose: 1500 });
    } catch (error) {
      applyServerErrors(form, error, ['desc', 'phone', 'country']);
      toast.error(errorMessage(error, accountTexts.userUpdateFailed), { position: 'bottom-right', autoClose: 1500 });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextareaField label={fields.description} rows={4} error={errors.desc?.message} {...register('desc')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label={fields.phone} type="tel" autoComplete="tel" hint={fields.phoneHint} error={errors.phone?.message} {...register('phone')} />
        <InputField label={fields.country} autoComplete="country-name" error={errors.country?.message} {...register('country')} />
      </div>
      <ImageInput key={avatarKey} label={accountWebTexts.images.img} value={avatar} onChange={setAvatar} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : null}
        {accountWebTexts.profile.save}
      </Button>
    </form>
  );
}
