import { orderPageTexts, type OrderDetail } from '@market/shared';
import { nextStepOf } from '../next-step';
import { useNow } from '../use-now';
import type { Viewer } from '../viewer';
import { AnswerDelivery } from './answer-delivery';
import { OrderEscapeActions } from './order-escape-actions';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The box at the top of the order page: where the order stands, what the viewer does now and by
 * when (the countdowns renew while the page is open), the buyer's answer to a delivery, and the
 * ways out (cancel, dispute) when the order allows them.
 */
export function NextStep({ order, viewer }: { order: OrderDetail; viewer: Viewer }) {
  const now = useNow();
  const step = nextStepOf(order, viewer, now);
  return (
    <section aria-labelledby="next-step-title" className="space-y-4 rounded-xl border-2 border-brand-200 bg-white p-5 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="next-step-title" className="text-lg font-semibold text-slate-900">
          {orderPageTexts.nextStep}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className={step.late ? 'font-medium text-red-700' : 'text-slate-800'} data-testid="next-step-text">
        {step.text}
      </p>
      <AnswerDelivery order={order} />
      <OrderEscapeActions order={order} />
    </section>
  );
}
