import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountWebTexts,
  legalNameSchema,
  legalPageTexts,
  pagePaths,
  registrationBonusRs,
  registrationFiles,
  registrationSchema,
  type RegistrationFileName,
} from '@market/shared';
import type { z } from 'zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { CoinsIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { authStore } from '@/lib/auth-store';
import { registerRequest } from '../api';
import { ImageInput } from './image-input';
import {
  appendFields,
  appendPictures,
  asIdentityForm,
  CnicField,
  LegalLink,
  LegalNameField,
  missingPictures,
  noPictures,
  PayoutFields,
  PersonalFields,
  PictureFields,
  showRefusal,
  SkillsField,
  type Pictures,
} from './identity-fields';

// The API takes the spec's registration without the legal name; this form asks for it, as payouts go only to accounts in that name.
const formSchema = registrationSchema.extend({ legalName: legalNameSchema });
type RegistrationInput = z.input<typeof formSchema>;
type Registration = z.output<typeof formSchema>;

type Files = Pictures & { img: File | null };
const noFiles: Files = { ...noPictures, img: null };
const empty: RegistrationInput = {
  username: '',
  legalName: '',
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
const fileNames = registrationFiles.map((f) => f.name);
const requiredFile = (name: RegistrationFileName) => registrationFiles.some((f) => f.name === name && f.required);

const { fields, images, registration: registrationTexts } = accountWebTexts;
const consent = legalPageTexts.registrationConsent;

/**
 * The earner's registration form (SPEC 2 Registration): account details and bank details in two
 * columns, the same zod schema as the server, images judged again by the server. On 201 the new
 * account is signed in (the server set its session cookie) and onRegistered is called.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const [files, setFiles] = useState<Files>(noFiles);
  const [fileErrors, setFileErrors] = useState<Partial<Record<RegistrationFileName, string>>>({});
  // A new key remounts the file inputs, which is the only way to empty them after a reset.
  const [formKey, setFormKey] = useState(0);
  const form = useForm<RegistrationInput, unknown, Registration>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const identity = asIdentityForm(form);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const setFile = (name: RegistrationFileName, file: File | null) => {
    setFiles((prev) => ({ ...prev, [name]: file }));
    setFileErrors((prev) => ({ ...prev, [name]: undefined }));
  };
  const checkFiles = () => {
    const missing = missingPictures(files, fileNames.filter((n) => n !== 'img') as (keyof Pictures)[], requiredFile);
    setFileErrors(missing);
    return Object.keys(missing).length === 0;
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (!checkFiles()) return;
      const body = new FormData();
      appendFields(body, values);
      appendPictures(body, files);
      try {
        const user = await registerRequest(body);
        // The server signed the new account in (its session cookie): the browser records it too.
        authStore.setUser({ ...user, isAdmin: false, isVerified: false });
        reset(empty);
        setFiles(noFiles);
        setFormKey((k) => k + 1);
        onRegistered();
      } catch (error) {
        showRefusal(form, error, textFields, fileNames, setFileErrors);
      }
    },
    () => checkFiles(),
  );

  return (
    <form key={formKey} onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="account-heading" className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 id="account-heading" className="text-2xl font-bold text-slate-900">
          {registrationTexts.heading}
        </h2>
        <InputField label={fields.username} autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username')} />
        <LegalNameField form={identity} />
        <InputField label={fields.email} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <InputField label={fields.password} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <PersonalFields form={identity} />
        <CnicField form={identity} />
        <SkillsField form={identity} />
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
        <PayoutFields form={identity} />
        <PictureFields files={files} errors={fileErrors} onChange={setFile} required={requiredFile} />
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
