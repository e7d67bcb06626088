import { orderPageTexts, type OrderDetail } from '@market/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOrderStep } from '../use-order-step';
import { ReasonDialog } from './reason-dialog';

type Escape = 'cancel' | 'requestCancellation' | 'dispute';

const dialogs: Record<Escape, { button: string; title: string; text: string; submit: string; done: string }> = {
  cancel: {
    button: orderPageTexts.cancelNow,
    title: orderPageTexts.cancelNowTitle,
    text: orderPageTexts.cancelNowText,
    submit: orderPageTexts.cancelNow,
    done: orderPageTexts.cancelled,
  },
  requestCancellation: {
    button: orderPageTexts.requestCancellation,
    title: orderPageTexts.requestCancellationTitle,
    text: orderPageTexts.requestCancellationText,
    submit: orderPageTexts.sendRequest,
    done: orderPageTexts.cancellationRequested,
  },
  dispute: {
    button: orderPageTexts.dispute,
    title: orderPageTexts.disputeTitle,
    text: orderPageTexts.disputeText,
    submit: orderPageTexts.disputeSend,
    done: orderPageTexts.disputeOpened,
  },
};

/**
 * The ways out of an order that goes wrong, each asking for a reason: cancel a late order at
 * once (its buyer), ask the other party to cancel, or bring the order before an admin.
 */
export function OrderEscapeActions({ order }: { order: OrderDetail }) {
  const step = useOrderStep(order._id);
  const [open, setOpen] = useState<Escape | null>(null);
  const escapes = (['cancel', 'requestCancellation', 'dispute'] as const).filter((e) => order.actions.includes(e));
  if (escapes.length === 0) return null;
  const dialog = open ? dialogs[open] : null;

  return (
    <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
      {escapes.map((e) => (
        <Button key={e} variant={e === 'cancel' ? 'outline' : 'ghost'} size="sm" onClick={() => setOpen(e)} className={e === 'cancel' ? undefined : 'border border-slate-300'}>
          {dialogs[e].button}
        </Button>
      ))}
      {dialog && open ? (
        <ReasonDialog
          open
          onClose={() => setOpen(null)}
          title={dialog.title}
          text={dialog.text}
          label={orderPageTexts.reasonLabel}
          submitLabel={dialog.submit}
          field="reason"
          danger={open !== 'requestCancellation'}
          onSubmit={(reason) => step.run(open === 'dispute' ? { kind: 'dispute', body: { reason } } : { kind: 'cancellation', body: { reason } }, dialog.done)}
        />
      ) : null}
    </div>
  );
}
