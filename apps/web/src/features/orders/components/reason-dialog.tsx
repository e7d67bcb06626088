import { orderReasonSchema, orderRevisionSchema, webTexts } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import type { StepResult } from '../use-order-step';

type ReasonDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  label: string;
  submitLabel: string;
  /** The request's field the server names in its refusals (`reason`, or `desc` for a revision). */
  field: 'reason' | 'desc';
  danger?: boolean;
  onSubmit: (value: string) => Promise<StepResult>;
};

/**
 * A dialog asking for one text before a step (a cancellation's reason, a revision's request):
 * the text field takes the focus, an empty one is refused before asking the server, and the
 * server's refusal of it shows beside it.
 */
export function ReasonDialog({ open, onClose, title, text, label, submitLabel, field, danger, onSubmit }: ReasonDialogProps) {
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
    // The request's own rule (required, trimmed, its length), as the server applies it.
    const rule = field === 'desc' ? orderRevisionSchema.shape.desc : orderReasonSchema.shape.reason;
    const checked = rule.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    const result = await onSubmit(checked.data);
    setBusy(false);
    if (result.ok) {
      setValue('');
      setError(undefined);
      onClose();
    } else if (result.fields[field]) setError(result.fields[field]);
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
          <Button type="submit" disabled={busy} className={danger ? 'bg-red-600 hover:bg-red-700 disabled:bg-red-600/60' : undefined}>
            {busy ? <Spinner decorative /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
