import { orderPageTexts } from '@market/shared';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOrder } from '../api';
import { ActivityTimeline } from '../components/activity-timeline';
import { CancellationRequest } from '../components/cancellation-request';
import { DisputeNotice } from '../components/dispute-notice';
import { NextStep } from '../components/next-step';
import { OrderDates } from '../components/order-dates';
import { OrderSummary } from '../components/order-summary';
import { RequirementsSection } from '../components/requirements-section';
import { ResolveForm } from '../components/resolve-form';
import { ReviewInvitation } from '../components/review-invitation';
import { SellerEarnings } from '../components/seller-earnings';
import { WorkForm } from '../components/work-form';
import { viewerOf } from '../viewer';

/** A missing order, a foreign one (404) and an id that is none (400) read the same: not found. */
const missing = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * /orders/:id: one order after payment, for its buyer, its seller and admins. The server lists
 * what the caller may do now (`actions`); the page shows a control exactly for each of them.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser()!;
  const query = useOrder(id);
  const order = query.data;
  useDocumentMeta(order ? `${orderPageTexts.heading}: ${order.title}` : undefined, undefined);

  if (query.isPending) return <PageSpinner />;
  if (!order) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <h1 className="text-2xl font-bold text-slate-900">{orderPageTexts.heading}</h1>
        <p role="alert" className="mt-4 text-slate-600">
          {missing(query.error) ? orderPageTexts.notFound : orderPageTexts.loadFailed}
        </p>
        <Link to="/orders" className="mt-6 inline-block font-medium text-brand-700 hover:underline">
          {orderPageTexts.backToOrders}
        </Link>
      </section>
    );
  }

  const viewer = viewerOf(order, user._id);
  const can = (action: (typeof order.actions)[number]) => order.actions.includes(action);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <div className="space-y-2">
          {/* An admin who is neither party came from the disputes, not from their own orders. */}
          <Link to={viewer === 'admin' ? '/dashboard/disputes' : '/orders'} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
            <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
            {viewer === 'admin' ? orderPageTexts.backToDisputes : orderPageTexts.backToOrders}
          </Link>
          <h1 dir="auto" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl"><bdi data-user-content>{order.title}</bdi></h1>
          <p className="text-sm text-slate-500">{orderPageTexts.orderNumber(order._id)}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <NextStep order={order} viewer={viewer} />
            <CancellationRequest order={order} userId={user._id} />
            <DisputeNotice order={order} />
            {can('resolve') ? <ResolveForm order={order} /> : null}
            {can('submitRequirements') ? <RequirementsSection order={order} /> : null}
            {can('deliver') ? <WorkForm orderId={order._id} kind="deliver" /> : null}
            {order.status === 'completed' && viewer === 'buyer' && order.gigId ? <ReviewInvitation gigId={order.gigId} /> : null}
            <ActivityTimeline order={order} />
          </div>
          <div className="min-w-0 space-y-6">
            <OrderSummary order={order} viewer={viewer} />
            {order.sellerEarnings ? <SellerEarnings earnings={order.sellerEarnings} /> : null}
            <OrderDates order={order} />
          </div>
        </div>
      </div>
    </div>
  );
}
