import { webTexts } from '@market/shared';
import { Button } from './button';
import { Modal } from './modal';
import { Spinner } from './spinner';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question in a dialog: Cancel and a confirm button, which shows a spinner while busy. */
export function ConfirmDialog({ open, title, message, confirmLabel, busy, danger, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} title={title} size="sm">
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {webTexts.cancel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant={danger ? 'danger' : 'primary'}
        >
          {busy ? <Spinner decorative /> : null}
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
