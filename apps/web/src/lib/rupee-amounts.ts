import { formatMoney, groupThousands, toPaisa } from '@market/shared';

// Dollar prices as rupees at the platform's rate, and rupee amounts as people in Pakistan write them.

/** Paisa for whole dollars at a rate: 40 at 280 -> 1_120_000. */
export const dollarsToPaisa = (dollars: number, pkrPerUsd: number): number => toPaisa(Math.round(dollars * 100), pkrPerUsd);

/** Whole dollars as rupees: 40 at 280 -> "Rs 11,200" (paisa shown only when there are any). */
export const formatDollarsInRupees = (dollars: number, pkrPerUsd: number): string => formatMoney(dollarsToPaisa(dollars, pkrPerUsd), 'PKR');

/** An exact amount in paisa with its paisa always written: 1_120_000 -> "Rs 11,200.00". */
export function formatRupeesExact(paisa: number): string {
  const abs = Math.abs(Math.trunc(paisa));
  const sign = paisa < 0 ? '-' : '';
  return `${sign}Rs ${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate as people read it, two to four decimals: 280 -> "Rs 280.00", 279.8512 -> "Rs 279.8512". */
export function formatRate(pkrPerUsd: number): string {
  const [whole, decimals = ''] = (Math.round(pkrPerUsd * 10_000) / 10_000).toFixed(4).split('.');
  return `Rs ${groupThousands(Number(whole))}.${decimals.replace(/0+$/, '').padEnd(2, '0')}`;
}

/**
 * The budget filter in rupees as the API's whole dollars, rounded outward (the lower bound down, the
 * upper up) so no gig whose rupee price is inside the range is left out.
 */
export function rupeeBudgetToDollars(budget: { min?: number; max?: number }, pkrPerUsd: number): { min?: number; max?: number } {
  const rateE4 = Math.round(pkrPerUsd * 10_000);
  // Integer arithmetic on the rate's four decimals: rupees * 10^4 / rateE4 dollars.
  return {
    min: budget.min === undefined ? undefined : Math.floor((budget.min * 10_000) / rateE4),
    max: budget.max === undefined ? undefined : Math.ceil((budget.max * 10_000) / rateE4),
  };
}

/** Whole dollars of a budget bound in whole rupees, for showing a dollar filter back in rupees (nearest rupee). */
export const dollarsToWholeRupees = (dollars: number, pkrPerUsd: number): number => Math.round(dollarsToPaisa(dollars, pkrPerUsd) / 100);
