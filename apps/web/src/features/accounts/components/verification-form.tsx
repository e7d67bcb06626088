import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountTimings,
  accountWebTexts,
  countries,
  idTypes,
  isFileRequired,
  verificationFiles,
  verificationFormSchema,
  verificationTexts,
  type IdType,
  type PrivateUser,
  type VerificationForm as VerificationValues,
  type VerificationFormInput,
} from '@market/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FieldError, InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/language';
import { countryLabel } from '@/lib/value-labels';
import { useSendVerification } from '../api';
import {
  appendFields,
  appendPictures,
  asIdentityForm,
  CnicField,
  LegalNameField,
  missingPictures,
  noPictures,
  PayoutFields,
  PersonalFields,
  PictureFields,
  FormSection,
  showRefusal,
  SkillsField,
  type PictureName,
  type Pictures,
} from './identity-fields';

const { fields, idTypes: idTypeLabels, verificationForm: copy } = accountWebTexts;
const pictureNames = verificationFiles.map((f) => f.name);
const textFields = ['legalName', 'idType', 'cnic', 'idNumber', 'idCountry', 'birthdate', 'phone', 'address', 'skills', 'payoneer', 'wise', 'bankIban', 'easypaisaAccount'] as const;
// In the alphabetical order of the page's language (the English list's own order on an English page).
const countryOptions = countries.map((c) => ({ value: c, label: countryLabel(c) })).sort((a, b) => a.label.localeCompare(b.label, currentLocale()));
const toastOptions = { position: 'bottom-right' as const, autoClose: accountTimings.toastMs };
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** What the form starts with: empty for a first sending, else the record's details (a resend corrects them). */
function initialValues(record: PrivateUser): VerificationFormInput {
  const sentBefore = record.verification.state !== 'none';
  return {
    legalName: record.legalName,
    // A record from before the choice of document holds a CNIC.
    idType: (record.idType ?? (record.cnic ? 'cnic' : '')) as IdType,
    cnic: record.cnic,
    idNumber: record.idNumber,
    idCountry: record.idCountry,
    birthdate: record.birthdate ?? '',
    phone: record.phone,
    address: record.address,
    skills: record.skills as VerificationFormInput['skills'],
    payoneer: (sentBefore ? yesNo(record.payoneer) : '') as 'yes',
    wise: (sentBefore ? yesNo(record.wise) : '') as 'yes',
    bankIban: record.bankIban,
    easypaisaAccount: record.easypaisaAccount,
  };
}

/** A CNIC, a passport or a national ID card, as radio cards. */
function IdTypeChoice({ form, error }: { form: ReturnType<typeof useForm<VerificationFormInput, unknown, VerificationValues>>; error?: string }) {
  const chosen = useWatch({ control: form.control, name: 'idType' });
  return (
    <fieldset aria-describedby={error ? 'id-type-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{fields.idType}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {idTypes.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm ring-1 has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
              chosen === type ? 'bg-brand-50 font-medium text-brand-900 ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            <input type="radio" value={type} className="size-4 accent-brand-700" {...form.register('idType')} />
            {idTypeLabels[type]}
          </label>
        ))}
      </div>
      <FieldError id="id-type-error" message={error} />
    </fieldset>
  );
}

/**
 * /verification's form: the identity and payout details with the pictures, sent for an admin's
 * review. After a request for changes the pictures on file stay unless replaced, and the one asked
 * for again must come; a first sending or one after a rejection brings every required picture.
 */
export function VerificationForm({ record }: { record: PrivateUser }) {
  const send = useSendVerification(record._id);
  const form = useForm<VerificationFormInput, unknown, VerificationValues>({ resolver: zodResolver(verificationFormSchema), defaultValues: initialValues(record) });
  const identity = asIdentityForm(form);
  const [files, setFiles] = useState<Pictures>(noPictures);
  const [fileErrors, setFileErrors] = useState<Partial<Record<PictureName, string>>>({});
  const idType = useWatch({ control: form.control, name: 'idType' });
  const { errors, isSubmitting } = form.formState;

  const { state, document } = record.verification;
  const asked = state === 'changes_requested' ? document : undefined;
  const onFile = (name: PictureName) => state === 'changes_requested' && name !== asked && !!record[name];
  const required = (name: PictureName) => name === asked || (isFileRequired(name, idType || 'cnic') && !onFile(name));
  const notes: Partial<Record<PictureName, string>> = {};
  const current: Partial<Record<PictureName, string | null>> = {};
  for (const name of pictureNames) {
    if (name === asked) notes[name] = copy.requested;
    else if (onFile(name)) {
      notes[name] = copy.onFile;
      current[name] = record[name];
    }
  }

  const setFile = (name: PictureName, file: File | null) => {
    setFiles((prev) => ({ ...prev, [name]: file }));
    setFileErrors((prev) => ({ ...prev, [name]: undefined }));
  };
  const checkFiles = () => {
    const missing = missingPictures(files, pictureNames, required);
    if (asked && asked in missing) missing[asked as PictureName] = verificationTexts.newDocumentRequired;
    setFileErrors(missing);
    return Object.keys(missing).length === 0;
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!checkFiles()) return;
      const body = new FormData();
      appendFields(body, values);
      // A passport has no back: a picture chosen before switching to it stays out.
      appendPictures(body, idType === 'passport' ? { ...files, idCardBack: null } : files);
      try {
        const result = await send.mutateAsync(body);
        toast.success(result.message, toastOptions);
      } catch (error) {
        showRefusal(form, error, textFields, pictureNames, setFileErrors);
      }
    },
    () => checkFiles(),
  );

  const pakistani = idType === 'cnic';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <FormSection id="identity-heading" title={copy.identityHeading}>
        <LegalNameField form={identity} />
        <IdTypeChoice form={form} error={errors.idType?.message} />
        {pakistani ? <CnicField form={identity} /> : null}
        {idType && !pakistani ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField label={fields.idNumber} autoCapitalize="characters" spellCheck={false} error={errors.idNumber?.message} {...form.register('idNumber')} />
            <SelectField
              layout="stacked"
              label={fields.idCountry}
              placeholder={accountWebTexts.join.countryPlaceholder}
              options={countryOptions}
              error={errors.idCountry?.message}
              {...form.register('idCountry')}
            />
          </div>
        ) : null}
        <PersonalFields form={identity} />
        <SkillsField form={identity} />
      </FormSection>

      <FormSection id="payout-heading" title={copy.payoutHeading}>
        {idType && !pakistani ? <p className="text-sm text-slate-600">{copy.payoutOptional}</p> : null}
        <PayoutFields form={identity} />
      </FormSection>

      <FormSection id="pictures-heading" title={copy.picturesHeading}>
        <PictureFields
          files={files}
          errors={fileErrors}
          onChange={setFile}
          required={required}
          notes={notes}
          current={current}
          withoutBack={idType === 'passport'}
          frontLabel={idType === 'passport' ? copy.passportPage : accountWebTexts.images.idCardFront}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner decorative /> : null}
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </FormSection>
    </form>
  );
}
