import { orderReasonSchema, orderRevisionSchema } from '@market/shared';
import { ReasonDialog as TextDialog, type ReasonDialogProps as TextDialogProps } from '@/components/ui/reason-dialog';
import type { StepResult } from '../use-order-step';

/** The shared dialog's props, but the rule follows from the request's field and the answer is the step's. */
type ReasonDialogProps = Omit<TextDialogProps, 'rule' | 'onSubmit'> & {
  /** The request's field the server names in its refusals (`reason`, or `desc` for a revision). */
  field: 'reason' | 'desc';
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
