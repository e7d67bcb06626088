import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountTimings,
  accountWebTexts,
  buyerRegistrationSchema,
  countries,
  isCountry,
  legalPageTexts,
  pagePaths,
  texts,
  type BuyerRegistration,
  type BuyerRegistrationInput,
} from '@market/shared';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FieldError, InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { currentLocale } from '@/lib/language';
import { countryLabel } from '@/lib/value-labels';
import { applyServerErrors } from '@/lib/form-errors';
import { registerBuyerRequest } from '../api';
import { LegalLink } from './identity-fields';

const { fields, join: joinTexts } = accountWebTexts;
// In the alphabetical order of the page's language (the English list's own order on an English page).
const countryOptions = countries.map((c) => ({ value: c, label: countryLabel(c) })).sort((a, b) => a.label.localeCompare(b.label, currentLocale()));
const textFields = ['username', 'email', 'password', 'country', 'acceptedTerms'] as const;

/** The country of the browser's region (its language tag, e.g. en-PK), when it is one of the list; else none chosen. */
function browserCountry(): string {
  try {
    const region = typeof navigator === 'undefined' ? undefined : new Intl.Locale(navigator.language).maximize().region;
    const name = region ? new Intl.DisplayNames(['en'], { type: 'region' }).of(region) : undefined;
    return name && isCountry(name) ? name : '';
  } catch {
    return '';
  }
}

/**
 * A buyer's registration: four fields and the terms, no documents (they are asked only of those who
 * earn, later, from /verification). On 201 the new account is signed in and onJoined is called.
 */
export function BuyerForm({ onJoined }: { onJoined: () => void }) {
  const form = useForm<BuyerRegistrationInput, unknown, BuyerRegistration>({
    resolver: zodResolver(buyerRegistrationSchema),
    defaultValues: { kind: 'buyer', username: '', email: '', password: '', country: browserCountry(), acceptedTerms: false as unknown as true },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await registerBuyerRequest(values);
      // The server signed the new account in (its session cookie): the browser records it too.
      authStore.setUser({ ...user, isAdmin: false, isVerified: false });
      toast.success(joinTexts.welcome(user.username), { position: 'bottom-right', autoClose: accountTimings.toastMs });
      onJoined();
    } catch (error) {
      applyServerErrors(form, error, textFields);
      toast.error(errorMessage(error, texts.unexpected), { position: 'bottom-right', autoClose: accountTimings.toastMs });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="buyer-heading" className="mx-auto max-w-xl space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div>
        <h2 id="buyer-heading" className="text-2xl font-bold text-slate-900">
          {joinTexts.buyerHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{joinTexts.buyerIntro}</p>
      </div>
      <InputField label={fields.username} autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username')} />
      <InputField label={fields.email} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <InputField label={fields.password} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <SelectField
        layout="stacked"
        label={joinTexts.country}
        placeholder={joinTexts.countryPlaceholder}
        options={countryOptions}
        autoComplete="country-name"
        error={errors.country?.message}
        {...register('country')}
      />
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            aria-invalid={errors.acceptedTerms ? true : undefined}
            aria-describedby={errors.acceptedTerms ? 'accepted-terms-error' : undefined}
            {...register('acceptedTerms')}
          />
          <span>
            {joinTexts.termsBefore}
            <LegalLink to={pagePaths.terms} label={legalPageTexts.termsLink} />
            {joinTexts.termsBetween}
            <LegalLink to={pagePaths.privacy} label={legalPageTexts.privacyLink} />
            {joinTexts.termsAfter}
          </span>
        </label>
        <FieldError id="accepted-terms-error" message={errors.acceptedTerms?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : null}
        {isSubmitting ? joinTexts.submitting : joinTexts.submit}
      </Button>
    </form>
  );
}
