import { orderPageTexts, type OrderDetail } from '@market/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useOrderStep } from '../use-order-step';
import { ReasonDialog } from './reason-dialog';

/** The buyer's answer to a delivery: accept it (the order completes) or ask for a revision while any are left. */
export function AnswerDelivery({ order }: { order: OrderDetail }) {
  const step = useOrderStep(order._id);
  const [asking, setAsking] = useState<'accept' | 'revision' | null>(null);
  const left = order.revisionsAllowed - order.revisionsUsed;
  const canAccept = order.actions.includes('accept');
  const canRevise = order.actions.includes('requestRevision');
  if (!canAccept && !canRevise) return null;

  const accept = async () => {
    const result = await step.run({ kind: 'accept' }, orderPageTexts.accepted);
    if (result.ok) setAsking(null);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {canAccept ? <Button onClick={() => setAsking('accept')}>{orderPageTexts.accept}</Button> : null}
      {canRevise ? (
        <Button variant="outline" onClick={() => setAsking('revision')} aria-describedby="revisions-left">
          {orderPageTexts.requestRevision}
        </Button>
      ) : null}
      <span id="revisions-left" className="text-sm text-slate-600">
        {left > 0 ? orderPageTexts.revisionsLeft(left) : orderPageTexts.noRevisionsLeft}
      </span>
      <ConfirmDialog
        open={asking === 'accept'}
        title={orderPageTexts.acceptTitle}
        message={orderPageTexts.acceptText}
        confirmLabel={orderPageTexts.accept}
        busy={step.busy}
        onConfirm={() => void accept()}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'revision'}
        onClose={() => setAsking(null)}
        title={orderPageTexts.revisionTitle}
        text={orderPageTexts.revisionsLeft(left)}
        label={orderPageTexts.revisionLabel}
        submitLabel={orderPageTexts.revisionSend}
        field="desc"
        onSubmit={(desc) => step.run({ kind: 'requestRevision', body: { desc } }, orderPageTexts.revisionSent)}
      />
    </div>
  );
}
