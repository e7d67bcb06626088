import { orderPageTexts, type OrderDetail } from '@market/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { WorkForm } from './work-form';

/**
 * The buyer's requirements while they may still send them (before the first delivery): the form
 * at first; once sent (they show in the activity), a button opens it again to change them.
 */
export function RequirementsSection({ order }: { order: OrderDetail }) {
  const [changing, setChanging] = useState(false);
  if (!order.requirements) return <WorkForm orderId={order._id} kind="requirements" />;
  if (changing) return <WorkForm orderId={order._id} kind="requirements" initialDesc={order.requirements.desc} onDone={() => setChanging(false)} />;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
        {orderPageTexts.changeRequirements}
      </Button>
      <span className="text-sm text-slate-600">{orderPageTexts.changeRequirementsHint}</span>
    </div>
  );
}
