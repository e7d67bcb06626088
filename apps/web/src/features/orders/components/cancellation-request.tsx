import { orderPageTexts, type OrderDetail } from '@market/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { useOrderStep } from '../use-order-step';

type Answer = 'acceptCancellation' | 'declineCancellation' | 'withdrawCancellation';

const dialogs: Record<Answer, { title: string; text: string; confirm: string; danger: boolean }> = {
  acceptCancellation: {
    title: orderPageTexts.acceptCancellationTitle,
    text: orderPageTexts.acceptCancellationText,
    confirm: orderPageTexts.acceptCancellation,
    danger: true,
  },
  declineCancellation: {
    title: orderPageTexts.declineCancellationTitle,
    text: orderPageTexts.declineCancellationText,
    confirm: orderPageTexts.declineCancellation,
    danger: false,
  },
  withdrawCancellation: {
    title: orderPageTexts.withdrawCancellationTitle,
    text: orderPageTexts.withdrawCancellationText,
    confirm: orderPageTexts.withdrawCancellation,
    danger: false,
  },
};

/** An open cancellation request: who asked and why, and the answers the viewer may give (accept, decline, or withdraw their own). */
export function CancellationRequest({ order, userId }: { order: OrderDetail; userId: string }) {
  const step = useOrderStep(order._id);
  const [asking, setAsking] = useState<Answer | null>(null);
  const request = order.cancellation;
  if (!request) return null;
  const askerName = request.by === order.buyer._id ? order.buyer.username : order.seller.username;
  const answers = (['acceptCancellation', 'declineCancellation', 'withdrawCancellation'] as const).filter((a) => order.actions.includes(a));
  const dialog = asking ? dialogs[asking] : null;

  const answer = async () => {
    if (!asking) return;
    const result = await step.run({ kind: asking }, orderPageTexts.cancellationAnswered);
    if (result.ok) setAsking(null);
  };

  return (
    <section aria-labelledby="cancellation-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 id="cancellation-title" className="font-semibold">
        {request.by === userId ? orderPageTexts.cancellationByYou : orderPageTexts.cancellationByOther(askerName)}
      </h2>
      <blockquote dir="auto" data-user-content className="mt-2 border-s-4 border-amber-300 ps-3 break-words whitespace-pre-line">{request.reason}</blockquote>
      {request.autoAcceptAt ? <p className="mt-2 text-sm">{orderPageTexts.cancellationAutoAccept(formatDateTime(request.autoAcceptAt))}</p> : null}
      {answers.length ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {answers.map((a) => (
            <Button key={a} variant={a === 'acceptCancellation' ? 'primary' : 'outline'} onClick={() => setAsking(a)}>
              {dialogs[a].confirm}
            </Button>
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog?.text ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        danger={dialog?.danger}
        busy={step.busy}
        onConfirm={() => void answer()}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
