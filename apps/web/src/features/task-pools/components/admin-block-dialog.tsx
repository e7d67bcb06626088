import { blockSchema, taskPoolAdminTexts, webTexts } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

const copy = taskPoolAdminTexts.workers;

type BlockDialogProps = {
  /** The worker to block, or null (closed). */
  worker: { username: string } | null;
  onClose: () => void;
  /** Blocks with the reason, in this pool or in all; the dialog closes when it resolves true. */
  onSubmit: (reason: string, everywhere: boolean) => Promise<boolean>;
};

/** Asks for the reason of a block (required; the worker reads it) and whether it holds in every pool. */
export function BlockDialog({ worker, onClose, onSubmit }: BlockDialogProps) {
  const [reason, setReason] = useState('');
  const [everywhere, setEverywhere] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setReason('');
    setEverywhere(false);
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = blockSchema.shape.reason.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    try {
      if (await onSubmit(checked.data, everywhere)) {
        setReason('');
        setEverywhere(false);
        setError(undefined);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={worker !== null} onClose={close} title={worker ? copy.blockTitle(worker.username) : ''}>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-4">
        <p className="text-slate-600">{copy.blockText}</p>
        <TextareaField
          label={copy.reasonLabel}
          rows={3}
          className="min-h-20"
          value={reason}
          error={error}
          data-autofocus
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-700" checked={everywhere} onChange={(e) => setEverywhere(e.target.checked)} />
          {copy.everywhere}
        </label>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {webTexts.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? <Spinner decorative /> : null}
            {copy.confirmBlock}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
