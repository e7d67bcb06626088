import { orderReasonSchema, orderRevisionSchema } from '@market/shared';
import { ReasonDialog as TextDialog } from '@/components/ui/reason-dialog';
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

/** An order step's text (a cancellation's reason, a revision's request), checked by the request's own rule. */
export function ReasonDialog({ field, onSubmit, ...dialog }: ReasonDialogProps) {
  const rule = field === 'desc' ? orderRevisionSchema.shape.desc : orderReasonSchema.shape.reason;
  return (
    <TextDialog
      {...dialog}
      rule={rule}
      onSubmit={async (value) => {
        const result = await onSubmit(value);
        return result.ok ? { done: true } : { done: false, fieldError: result.fields[field] };
      }}
    />
  );
}
