import { webTexts } from '@market/shared';
import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { Button } from './button';
import { TextareaField } from './field';
import { Modal } from './modal';
import { Spinner } from './spinner';

/** What sending the text came to: done (the dialog closes), refused beside the field, or refused elsewhere (it stays open). */
export type ReasonOutcome = { done: true } | { done: false; fieldError?: string };

export type ReasonDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  label: string;
  submitLabel: string;
  /** The request's own rule for the text (required, trimmed, its length), checked before asking the server. */
  rule: ZodType<string>;
  danger?: boolean;
  onSubmit: (value: string) => Promise<ReasonOutcome>;
};

/**
 * A dialog asking for one text before an action (a cancellation's reason, a revision's request, a
 * payout's rejection): the text field takes the focus, a text the rule refuses is refused before
 * asking the server, and the server's refusal of it shows beside it.
 */
export function ReasonDialog({ open, onClose, title, text, label, submitLabel, rule, danger, onSubmit }: ReasonDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = rule.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    try {
      const outcome = await onSubmit(checked.data);
      if (outcome.done) {
        setValue('');
        setError(undefined);
        onClose();
      } else if (outcome.fieldError) setError(outcome.fieldError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-4">
        <p className="text-slate-600">{text}</p>
        <TextareaField
          label={label}
          rows={4}
          value={value}
          error={error}
          data-autofocus
          className="min-h-24"
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {webTexts.cancel}
          </Button>
          <Button type="submit" disabled={busy} variant={danger ? 'danger' : 'primary'}>
            {busy ? <Spinner decorative /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
