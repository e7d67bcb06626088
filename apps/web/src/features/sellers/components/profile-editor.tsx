import { sellerWebTexts, texts, userUpdateSchema, type SellerProfile } from '@market/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useUpdateSellerProfile } from '../api';

const copy = sellerWebTexts.edit;
/** The two fields this form changes, checked as the server checks them (trimmed, deduplicated, empty ones dropped). */
const changeSchema = userUpdateSchema.pick({ desc: true, languages: true }).required();
type Errors = { desc?: string; languages?: string };

/** The messages of a refusal by field; a language's own message ("languages.3") goes to the languages field. */
function byField(messages: Array<{ field: string; message: string }>): Errors {
  const errors: Errors = {};
  for (const { field, message } of messages) {
    const name = field.split('.')[0];
    if ((name === 'desc' || name === 'languages') && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The owner's description and languages, edited in place on their page. */
export function ProfileEditor({ profile, onDone }: { profile: SellerProfile; onDone: () => void }) {
  const update = useUpdateSellerProfile(profile._id);
  const [desc, setDesc] = useState(profile.desc);
  const [languages, setLanguages] = useState(profile.languages.join(', '));
  const [errors, setErrors] = useState<Errors>({});
  const descField = useRef<HTMLTextAreaElement>(null);
  // Opened by 'Edit profile', which goes away: the keyboard lands in the form rather than on the page.
  useEffect(() => descField.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeSchema.safeParse({ desc, languages: languages.split(',') });
    if (!parsed.success) return setErrors(byField(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))));
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      toast.success(copy.saved);
      onDone();
    } catch (error) {
      setErrors(byField(Object.entries(serverFieldErrors(error)).map(([field, message]) => ({ field, message }))));
      toast.error(errorMessage(error, texts.somethingWrong));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={copy.heading} className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h2 className="font-semibold text-slate-900">{copy.heading}</h2>
      <TextareaField ref={descField} label={copy.description} rows={5} maxLength={2000} value={desc} onChange={(e) => setDesc(e.target.value)} error={errors.desc} />
      <InputField label={copy.languages} hint={copy.languagesHint} value={languages} onChange={(e) => setLanguages(e.target.value)} error={errors.languages} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner decorative /> : null}
          {copy.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
