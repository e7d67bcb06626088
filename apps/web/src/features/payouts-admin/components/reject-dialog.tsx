import { payoutsAdminWebTexts, rejectPayoutSchema } from '@market/shared';
import { ReasonDialog } from '@/components/ui/reason-dialog';

const copy = payoutsAdminWebTexts;

type RejectDialogProps = {
  /** Open for these payouts: one (its amount and user named) or several (one reason for all). */
  target: { count: number; amount?: string; user?: string } | null;
  onClose: () => void;
  /** Rejects them with the reason; the dialog closes when it resolves. */
  onSubmit: (reason: string) => Promise<void>;
};

/** Asks for the reason of a rejection (required, at most 500 characters; the user reads it), then rejects. */
export function RejectDialog({ target, onClose, onSubmit }: RejectDialogProps) {
  const many = (target?.count ?? 0) > 1;
  return (
    <ReasonDialog
      open={target !== null}
      onClose={onClose}
      title={many ? copy.rejectManyTitle(target!.count) : copy.rejectTitle}
      text={many ? copy.rejectManyText(target!.count) : target ? copy.rejectText(target.amount ?? '', target.user ?? '') : ''}
      label={copy.reasonLabel}
      submitLabel={many ? copy.confirmRejectMany(target!.count) : copy.confirmReject}
      rule={rejectPayoutSchema.shape.reason}
      danger
      onSubmit={async (reason) => {
        await onSubmit(reason);
        return { done: true };
      }}
    />
  );
}
