import { currencyWebTexts } from '@market/shared';
import { useCurrency } from '@/lib/currency';

const wholeDollars = (dollars: number) => `$${dollars}`;

/**
 * A marketplace price, kept and charged in whole US dollars: as it always was ("$45", or `usd`'s
 * text) when the reader shows dollars; in rupees at the platform's rate, marked approximate
 * ("≈ Rs 12,600", read "Rs 12,600 (approximate, charged in US dollars)"), when they show rupees.
 */
export function Price({ dollars, usd = wholeDollars }: { dollars: number; usd?: (dollars: number) => string }) {
  const { rupees } = useCurrency();
  if (!rupees) return <bdi dir="ltr" data-user-content>{usd(dollars)}</bdi>;
  return (
    <>
      <bdi dir="ltr" title={currencyWebTexts.approximate} data-currency="PKR" data-user-content>
        <span aria-hidden="true">≈ </span>
        {rupees.amounts.formatDollarsInRupees(dollars, rupees.rate)}
      </bdi>
      <span className="sr-only"> ({currencyWebTexts.approximate})</span>
    </>
  );
}
