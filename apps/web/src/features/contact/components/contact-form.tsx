import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, contactWebTexts, texts, webTexts, type Contact } from '@market/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { CheckCircleIcon, CheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useContactMutation } from '../api';

const empty: Contact = { name: '', email: '', phone: '', message: '' };
const fieldNames = Object.keys(empty) as Array<keyof Contact>;

/**
 * Contact form (SPEC 2 Contact): 'Submitting...' while sending, then the server's text and a
 * 'Sent' button with the form cleared. Failures are shown, not only logged (DESIGN 5).
 */
export function ContactForm() {
  const contact = useContactMutation();
  const [sentText, setSentText] = useState<string | null>(null);
  const form = useForm<Contact>({ resolver: zodResolver(contactSchema), defaultValues: empty });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setSentText(null);
    try {
      const result = await contact.mutateAsync(values);
      reset(empty);
      setSentText(result?.message || texts.contactSuccess);
    } catch (error) {
      applyServerErrors(form, error, fieldNames);
      toast.error(errorMessage(error, texts.somethingWrong));
    }
  });

  const sent = sentText !== null;

  return (
    <form
      onSubmit={onSubmit}
      // Typing a new message after a successful one turns 'Sent' back into a submit button.
      onChange={() => {
        if (sent) setSentText(null);
      }}
      noValidate
      className="space-y-5"
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <InputField label={contactWebTexts.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <InputField label={contactWebTexts.email} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      </div>
      <InputField
        label={contactWebTexts.phoneNumber}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        placeholder={contactWebTexts.phonePlaceholder}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextareaField label={contactWebTexts.message} rows={6} required error={errors.message?.message} {...register('message')} />

      <div role="status" id="contact-status" aria-live="polite">
        {sentText ? (
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
            {sentText}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-40" disabled={isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : null}
        {sent && !isSubmitting ? <CheckIcon className="size-5" /> : null}
        {isSubmitting ? webTexts.contactSubmitting : sent ? webTexts.contactSent : webTexts.contactSubmit}
      </Button>
    </form>
  );
}
