import { accountTexts, accountTimings, accountWebTexts, formatCnic, legalPageTexts, texts } from '@market/shared';
import type { ReactNode } from 'react';
import { Controller, useWatch, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors, focusFirstInvalid, serverFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { normalizedChange } from '@/lib/normalized-change';
import { ImageInput } from './image-input';
import { SelfieCapture } from './selfie-capture';
import { SkillsSelect } from './skills-select';

/*
 * The pieces the earner's registration (/join) and the verification form (/verification) share:
 * the same identity and payout fields, with the same rules (both schemas build on the same parts).
 */

/** The fields both forms have, as typed into them. */
export type IdentityValues = {
  legalName?: string;
  birthdate: string;
  phone: string;
  address: string;
  cnic?: string;
  skills: string[];
  payoneer: 'yes' | 'no';
  wise: 'yes' | 'no';
  bankIban?: string;
  easypaisaAccount?: string;
};

/**
 * Either form seen through the fields they share. react-hook-form's types are invariant in the
 * values, so the narrowing is stated once here instead of at every field.
 */
export type IdentityForm = UseFormReturn<IdentityValues>;
export const asIdentityForm = <T extends FieldValues>(form: UseFormReturn<T>): IdentityForm => form as unknown as IdentityForm;

const { fields, registration: registrationTexts } = accountWebTexts;
const yesNo = [
  { value: 'yes', label: accountWebTexts.yes },
  { value: 'no', label: accountWebTexts.no },
] as const;

function YesNoField({ label, error, warning, registration }: { label: string; error?: string; warning?: string; registration: UseFormRegisterReturn }) {
  const note = warning ? <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{warning}</p> : undefined;
  return <SelectField layout="stacked" label={label} placeholder={registrationTexts.select} options={yesNo} error={error} description={note} {...registration} />;
}

/** The full name as on the ID card: payout titles are compared with it. */
export function LegalNameField({ form }: { form: IdentityForm }) {
  return (
    <InputField
      label={fields.legalName}
      autoComplete="name"
      hint={fields.legalNameHint}
      error={form.formState.errors.legalName?.message}
      {...form.register('legalName')}
    />
  );
}

/** Birthdate and phone side by side, then the address. */
export function PersonalFields({ form }: { form: IdentityForm }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label={fields.birthdate} type="date" error={errors.birthdate?.message} {...form.register('birthdate')} />
        <InputField
          label={fields.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={fields.phonePlaceholder}
          hint={fields.phoneHint}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <InputField label={fields.address} autoComplete="street-address" error={errors.address?.message} {...form.register('address')} />
    </>
  );
}

/** The CNIC, shown with its dashes as it is typed. */
export function CnicField({ form }: { form: IdentityForm }) {
  return (
    <Controller
      control={form.control}
      name="cnic"
      render={({ field }) => (
        <InputField
          label={fields.cnic}
          inputMode="numeric"
          placeholder={fields.cnicPlaceholder}
          error={form.formState.errors.cnic?.message}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={normalizedChange(formatCnic, field.onChange)}
        />
      )}
    />
  );
}

export function SkillsField({ form }: { form: IdentityForm }) {
  return (
    <Controller
      control={form.control}
      name="skills"
      render={({ field }) => <SkillsSelect value={field.value} onChange={field.onChange} error={form.formState.errors.skills?.message} />}
    />
  );
}

/** Payoneer and Wise (with a word when there is none), the IBAN and the Easypaisa account. */
export function PayoutFields({ form }: { form: IdentityForm }) {
  const { errors } = form.formState;
  const payoneer = useWatch({ control: form.control, name: 'payoneer' });
  const wise = useWatch({ control: form.control, name: 'wise' });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <YesNoField
          label={registrationTexts.payoneerQuestion}
          error={errors.payoneer?.message}
          warning={payoneer === 'no' ? registrationTexts.payoutWarning(fields.payoneer) : undefined}
          registration={form.register('payoneer')}
        />
        <YesNoField
          label={registrationTexts.wiseQuestion}
          error={errors.wise?.message}
          warning={wise === 'no' ? registrationTexts.payoutWarning(fields.wise) : undefined}
          registration={form.register('wise')}
        />
      </div>
      <InputField
        label={fields.bankIban}
        placeholder={fields.bankIbanPlaceholder}
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.bankIban?.message}
        {...form.register('bankIban')}
      />
      <InputField
        label={fields.easypaisa}
        placeholder={fields.easypaisaPlaceholder}
        spellCheck={false}
        error={errors.easypaisaAccount?.message}
        {...form.register('easypaisaAccount')}
      />
    </>
  );
}

/** The identity pictures of both forms; the bank image is optional in both. */
export type PictureName = 'bankImg' | 'idCardFront' | 'idCardBack' | 'liveSelfie';
export type Pictures = Record<PictureName, File | null>;
export const noPictures: Pictures = { bankImg: null, idCardFront: null, idCardBack: null, liveSelfie: null };

type PictureFieldsProps = {
  files: Pictures;
  errors: Partial<Record<PictureName, string>>;
  onChange: (name: PictureName, file: File | null) => void;
  required: (name: PictureName) => boolean;
  /** A line under a picture (the verification form: one on file, one asked for again). */
  notes?: Partial<Record<PictureName, string>>;
  /** The pictures on file, shown until replaced. */
  current?: Partial<Record<PictureName, string | null>>;
  /** Leaves the back of the card out (a passport has none). */
  withoutBack?: boolean;
  frontLabel?: string;
};

/** The bank image, the ID card's two sides and the live selfie. */
export function PictureFields({ files, errors, onChange, required, notes = {}, current = {}, withoutBack, frontLabel = accountWebTexts.images.idCardFront }: PictureFieldsProps) {
  const { images } = accountWebTexts;
  const input = (name: Exclude<PictureName, 'liveSelfie'>, label: string) => (
    <ImageInput
      label={label}
      required={required(name)}
      hint={notes[name]}
      current={current[name]}
      value={files[name]}
      onChange={(f) => onChange(name, f)}
      error={errors[name]}
    />
  );
  return (
    <>
      {input('bankImg', images.bankImg)}
      <div className="grid gap-5 sm:grid-cols-2">
        {input('idCardFront', frontLabel)}
        {withoutBack ? null : input('idCardBack', images.idCardBack)}
      </div>
      <div className="space-y-1.5">
        <SelfieCapture value={files.liveSelfie} onChange={(f) => onChange('liveSelfie', f)} error={errors.liveSelfie} />
        {notes.liveSelfie ? <p className="text-xs text-slate-500">{notes.liveSelfie}</p> : null}
      </div>
    </>
  );
}

/** The pictures each missing one of the `names` asked for, with the required-file message. */
export function missingPictures(files: Pictures, names: readonly PictureName[], required: (name: PictureName) => boolean) {
  const missing: Partial<Record<PictureName, string>> = {};
  for (const name of names) if (required(name) && !files[name]) missing[name] = accountTexts.fileRequired;
  return missing;
}

/**
 * A refused sending: the server's messages beside the text fields and beside the pictures (which
 * are not form fields: they live beside the form), the first one focused, and a toast. What was
 * typed stays (docs/decisions/0033-failed-registration-keeps-input.md).
 */
export function showRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  textFields: readonly Path<T>[],
  pictureNames: readonly string[],
  setPictureErrors: (errors: Partial<Record<string, string>>) => void,
) {
  const onFields = applyServerErrors(form, error, textFields);
  const fromServer = serverFieldErrors(error);
  const onPictures: Partial<Record<string, string>> = {};
  for (const name of pictureNames) if (fromServer[name]) onPictures[name] = fromServer[name];
  if (Object.keys(onPictures).length) {
    setPictureErrors(onPictures);
    if (!onFields) focusFirstInvalid();
  }
  toast.error(errorMessage(error, texts.unexpected), { position: 'bottom-right', autoClose: accountTimings.toastMs });
}

/** A titled card of a long form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The pictures that are chosen, added to a multipart body. */
export function appendPictures(body: FormData, files: Partial<Record<string, File | null>>) {
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file.name);
}

/** The text values of a form, added to a multipart body (a list as the same name repeated). */
export function appendFields(body: FormData, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) body.append(key, String(item));
    else if (value !== undefined && value !== null) body.append(key, String(value));
  }
}

/** A legal page, opened in a new tab so the form keeps its files and fields. */
export function LegalLink({ to, label }: { to: string; label: string }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline hover:text-brand-800">
      {label}
      <span className="sr-only"> {legalPageTexts.newTab}</span>
    </a>
  );
}
