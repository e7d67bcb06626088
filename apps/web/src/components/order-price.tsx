import { currencyWebTexts, type Order } from '@market/shared';
import { Price } from '@/components/price';
import { formatRate, formatRupeesExact } from '@/lib/rupee-amounts';

/** What an order says of its charge (the API's Order and OrderDetail): USD orders have no rate. */
export type PricedOrder = Pick<Order, 'price' | 'currency' | 'amount' | 'rate'>;

/**
 * An order's price: paid in rupees, its exact amount ("Rs 11,200.00") with the rate it was paid at
 * (beneath with `showRate`, else as its title and for screen readers); paid in dollars, as Price.
 */
export function OrderPrice({ order, usd, showRate = false }: { order: PricedOrder; usd?: (dollars: number) => string; showRate?: boolean }) {
  if (order.currency === 'PKR') {
    const rateText = order.rate !== null ? currencyWebTexts.paidAtRate(formatRate(order.rate)) : undefined;
    return (
      <>
        <bdi dir="ltr" title={rateText} data-currency="PKR" data-user-content>
          {formatRupeesExact(order.amount)}
        </bdi>
        {rateText ? showRate ? <span className="block text-xs font-normal text-slate-500">{rateText}</span> : <span className="sr-only"> ({rateText})</span> : null}
      </>
    );
  }
  return <Price dollars={order.price} usd={usd} />;
}
