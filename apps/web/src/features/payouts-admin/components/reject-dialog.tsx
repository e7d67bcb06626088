import { payoutsAdminWebTexts, rejectPayoutSchema, webTexts } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

const copy = payoutsAdminWebTexts;

type RejectDialogProps = {
  /** Open for these payouts: one (its amount and user named) or several (one reason for all). */
  target: { count: number; amount?: string; user?: string } | null;
  onClose: () => void;
  /** Rejects them with the reason; the dialog closes when it resolves. */
  onSubmit: (reason: string) => Promise<void>;
};

/** Asks for the reason of a rejection (required; the user reads it), then rejects. */
export function RejectDialog({ target, onClose, onSubmit }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const many = (target?.count ?? 0) > 1;

  const close = () => {
    if (busy) return;
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The request's own rule (required, trimmed, at most 500 characters), as the server applies it.
    const checked = rejectPayoutSchema.shape.reason.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    try {
      await onSubmit(checked.data);
      setReason('');
      setError(undefined);
    } finally {
      setBusy(false);
    }
  };

  const title = many ? copy.rejectManyTitle(target!.count) : copy.rejectTitle;
  const text = many ? copy.rejectManyText(target!.count) : target ? copy.rejectText(target.amount ?? '', target.user ?? '') : '';
  return (
    <Modal open={target !== null} onClose={close} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-4">
        <p className="text-slate-600">{text}</p>
        <TextareaField
          label={copy.reasonLabel}
          rows={4}
          required
          maxLength={500}
          value={reason}
          error={error}
          data-autofocus
          className="min-h-24"
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {webTexts.cancel}
          </Button>
          <Button type="submit" disabled={busy} className="bg-red-600 hover:bg-red-700 disabled:bg-red-600/60">
            {busy ? <Spinner decorative /> : null}
            {many ? copy.confirmRejectMany(target!.count) : copy.confirmReject}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
