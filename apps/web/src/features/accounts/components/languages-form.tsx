import { accountTexts, sellerWebTexts, userUpdateSchema, webTexts } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useSellerProfile } from '@/features/sellers';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useUpdateUser } from '../api';

const copy = sellerWebTexts.edit;
/** Checked as the server checks it: each trimmed, empty ones dropped, duplicates kept once. */
const languagesSchema = userUpdateSchema.pick({ languages: true }).required();

/**
 * The languages shown on the user's public page, comma-separated. They live on the public
 * profile (the private record does not carry them), so that is where the form reads them.
 */
export function LanguagesForm({ userId }: { userId: string }) {
  const profile = useSellerProfile(userId);
  if (profile.isPending) return <Spinner />;
  if (!profile.data) return <p role="alert" className="text-sm text-red-600">{sellerWebTexts.loadError}</p>;
  return <LanguagesInput userId={userId} initial={profile.data.languages} />;
}

function LanguagesInput({ userId, initial }: { userId: string; initial: string[] }) {
  const update = useUpdateUser(userId);
  const [text, setText] = useState(initial.join(', '));
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = languagesSchema.safeParse({ languages: text.split(',') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await update.mutateAsync(parsed.data);
      setText(parsed.data.languages.join(', '));
      toast.success(webTexts.settings.languagesSaved, { position: 'bottom-right', autoClose: 1500 });
    } catch (failure) {
      setError(Object.entries(serverFieldErrors(failure)).find(([field]) => field.startsWith('languages'))?.[1]);
      toast.error(errorMessage(failure, accountTexts.userUpdateFailed), { position: 'bottom-right', autoClose: 1500 });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <InputField label={copy.languages} hint={copy.languagesHint} value={text} onChange={(e) => setText(e.target.value)} error={error} />
      <Button type="submit" variant="secondary" disabled={update.isPending}>
        {update.isPending ? <Spinner decorative /> : null}
        {copy.save}
      </Button>
    </form>
  );
}
