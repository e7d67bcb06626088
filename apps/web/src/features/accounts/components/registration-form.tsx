import { zodResolver } from '@hookform/resolvers/zod';
import { accountTexts, accountTimings, accountWebTexts, formatCnic, legalPageTexts, pagePaths, registrationBonusRs, registrationFiles, registrationSchema, texts, type Registration, type RegistrationFileName, type RegistrationInput } from '@market/shared';
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { CoinsIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { applyServerErrors, focusFirstInvalid, serverFieldErrors } from '@/lib/form-errors';
import { registerRequest } from '../api';
import { ImageInput } from './image-input';
import { SelfieCapture } from './selfie-capture';
import { SkillsSelect } from './skills-select';
import { normalizedChange } from '@/lib/normalized-change';

type Files = Record<RegistrationFileName, File | null>;
const noFiles: Files = { img: null, bankImg: null, idCardFront: null, idCardBack: null, liveSelfie: null };
const empty: RegistrationInput = {
  username: '',
  birthdate: '',
  email: '',
  password: '',
  phone: '',
  address: '',
  cnic: '',
  skills: [],
  payoneer: '' as 'yes',
  wise: '' as 'yes',
  bankIban: '',
  easypaisaAccount: '',
  isSeller: false,
};
const textFields = Object.keys(empty) as (keyof RegistrationInput)[];
const toastOptions = { position: 'bottom-right' as const, autoClose: accountTimings.toastMs };

const { fields, images, registration: registrationTexts } = accountWebTexts;
const yesNo = [
  { value: 'yes', label: accountWebTexts.yes },
  { value: 'no', label: accountWebTexts.no },
] as const;

function YesNoField({ label, error, warning, registration }: { label: string; error?: string; warning?: string; registration: UseFormRegisterReturn }) {
  const note = warning ? <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{warning}</p> : undefined;
  return <SelectField layout="stacked" label={label} placeholder={registrationTexts.select} options={yesNo} error={error} description={note} {...registration} />;
}

/**
 * The registration form (SPEC 2 Registration): account details and bank details in two columns,
 * the same zod schema as the server, images judged again by the server. On 201 the new account is
 * signed in (the server set its session cookie) and onRegistered is called.
 */
const consent = legalPageTexts.registrationConsent;

/** A legal page, opened in a new tab so the registration form keeps its files and fields. */
function LegalLink({ to, label }: { to: string; label: string }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline hover:text-brand-800">
      {label}
      <span className="sr-only"> {legalPageTexts.newTab}</span>
    </a>
  );
}

export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const [files, setFiles] = useState<Files>(noFiles);
  const [fileErrors, setFileErrors] = useState<Partial<Record<RegistrationFileName, string>>>({});
  // A new key remounts the file inputs, which is the only way to empty them after a reset.
  const [formKey, setFormKey] = useState(0);
  const form = useForm<RegistrationInput, unknown, Registration>({ resolver: zodResolver(registrationSchema), defaultValues: empty });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const setFile = (name: RegistrationFileName, file: File | null) => {
    setFiles((prev) => ({ ...prev, [name]: file }));
    setFileErrors((prev) => ({ ...prev, [name]: undefined }));
  };
  const checkFiles = () => {
    const missing: Partial<Record<RegistrationFileName, string>> = {};
    for (const f of registrationFiles) if (f.required && !files[f.name]) missing[f.name] = accountTexts.fileRequired;
    setFileErrors(missing);
    return Object.keys(missing).length === 0;
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (!checkFiles()) return;
      const body = new FormData();
      for (const [key, value] of Object.entries(values)) {
        if (key === 'skills') for (const skill of value as string[]) body.append('skills', skill);
        else if (value !== undefined) body.append(key, String(value));
      }
      for (const { name } of registrationFiles) {
        const file = files[name];
        if (file) body.append(name, file, file.name);
      }
      try {
        const user = await registerRequest(body);
        // The server signed the new account in (its session cookie): the browser records it too.
        authStore.setUser({ ...user, isAdmin: false, isVerified: false });
        reset(empty);
        setFiles(noFiles);
        setFormKey((k) => k + 1);
        onRegistered();
      } catch (error) {
        // A failed attempt keeps what was typed, so the named fields can be fixed (docs/decisions/0033-failed-registration-keeps-input.md).
        const onFields = applyServerErrors(form, error, textFields);
        // The images are not form fields (they live in `files`): their messages go beside them.
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length) {
          const onFiles: Partial<Record<RegistrationFileName, string>> = {};
          for (const { name } of registrationFiles) if (fields[name]) onFiles[name] = fields[name];
          setFileErrors(onFiles);
          if (!onFields && Object.keys(onFiles).length) focusFirstInvalid();
        }
        toast.error(errorMessage(error, texts.unexpected), toastOptions);
      }
    },
    () => checkFiles(),
  );

  const payoneer = useWatch({ control, name: 'payoneer' });
  const wise = useWatch({ control, name: 'wise' });

  return (
    <form key={formKey} onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="account-heading" className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 id="account-heading" className="text-2xl font-bold text-slate-900">
          {registrationTexts.heading}
        </h1>
        <InputField label={fields.username} autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username')} />
        <InputField label={fields.email} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <InputField label={fields.password} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label={fields.birthdate} type="date" error={errors.birthdate?.message} {...register('birthdate')} />
          <InputField
            label={fields.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={fields.phonePlaceholder}
            hint={fields.phoneHint}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <InputField label={fields.address} autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        <Controller
          control={control}
          name="cnic"
          render={({ field }) => (
            <InputField
              label={fields.cnic}
              inputMode="numeric"
              placeholder={fields.cnicPlaceholder}
              error={errors.cnic?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={normalizedChange(formatCnic, field.onChange)}
            />
          )}
        />
        <Controller
          control={control}
          name="skills"
          render={({ field }) => <SkillsSelect value={field.value as string[]} onChange={field.onChange} error={errors.skills?.message} />}
        />
        <ImageInput label={images.img} value={files.img} onChange={(f) => setFile('img', f)} error={fileErrors.img} />
        <label className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...register('isSeller')} />
          <span>
            <span className="font-medium text-slate-900">{registrationTexts.sellerOption}</span>
            <br />
            {registrationTexts.sellerOptionText}
          </span>
        </label>
      </section>

      <section aria-labelledby="bank-heading" className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 id="bank-heading" className="text-2xl font-bold text-slate-900">
          {registrationTexts.bankHeading}
        </h2>
        <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
          <CoinsIcon className="mt-0.5 size-5 shrink-0" />
          {registrationTexts.bonus(registrationBonusRs)}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <YesNoField label={registrationTexts.payoneerQuestion} error={errors.payoneer?.message} warning={payoneer === 'no' ? registrationTexts.payoutWarning(fields.payoneer) : undefined} registration={register('payoneer')} />
          <YesNoField label={registrationTexts.wiseQuestion} error={errors.wise?.message} warning={wise === 'no' ? registrationTexts.payoutWarning(fields.wise) : undefined} registration={register('wise')} />
        </div>
        <InputField label={fields.bankIban} placeholder={fields.bankIbanPlaceholder} autoCapitalize="characters" spellCheck={false} error={errors.bankIban?.message} {...register('bankIban')} />
        <InputField
          label={fields.easypaisa}
          placeholder={fields.easypaisaPlaceholder}
          spellCheck={false}
          error={errors.easypaisaAccount?.message}
          {...register('easypaisaAccount')}
        />
        <ImageInput label={images.bankImg} value={files.bankImg} onChange={(f) => setFile('bankImg', f)} error={fileErrors.bankImg} />
        <div className="grid gap-5 sm:grid-cols-2">
          <ImageInput label={images.idCardFront} required value={files.idCardFront} onChange={(f) => setFile('idCardFront', f)} error={fileErrors.idCardFront} />
          <ImageInput label={images.idCardBack} required value={files.idCardBack} onChange={(f) => setFile('idCardBack', f)} error={fileErrors.idCardBack} />
        </div>
        <SelfieCapture value={files.liveSelfie} onChange={(f) => setFile('liveSelfie', f)} error={fileErrors.liveSelfie} />
        {/* What registering agrees to, and what is kept of the documents above. In a new tab: the form keeps what was filled in. */}
        <p className="text-sm text-slate-600">
          {consent.before}
          <LegalLink to={pagePaths.terms} label={legalPageTexts.termsLink} />
          {consent.between}
          <LegalLink to={pagePaths.privacy} label={legalPageTexts.privacyLink} />
          {consent.after}
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner decorative /> : null}
          {isSubmitting ? registrationTexts.submitting : registrationTexts.submit}
        </Button>
      </section>
    </form>
  );
}
