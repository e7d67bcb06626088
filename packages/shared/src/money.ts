// No imports: money's arithmetic and formatting are on every page that shows a price, and the
// schema modules bring zod along (see web-texts/shell.ts).

/** The marketplace sells in US dollars; the task area pays in Pakistani rupees. */
export const currencies = ['USD', 'PKR'] as const;
export type Currency = (typeof currencies)[number];

/** Minor units per major unit (both currencies count hundredths). */
export const minorUnits: Record<Currency, number> = { USD: 100, PKR: 100 };

/** The smallest payout per currency, in minor units: $10.00 and Rs 500. */
export const payoutMinimums: Record<Currency, number> = { USD: 1000, PKR: 50_000 };

/** The buckets a user's money sits in: earned but held, free to withdraw, on its way out. */
export const balanceBuckets = ['pending', 'available', 'in_transit'] as const;
export type BalanceBucket = (typeof balanceBuckets)[number];

/** 1120000 -> "1,120,000": the grouping of every amount the product writes. */
export const groupThousands = (whole: bigint | number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount in minor units as people read it: `$40.00`, `Rs 5,000` (rupees show paisa only when
 * there are any), with a leading minus when negative. Integer arithmetic only.
 */
export function formatMoney(amount: number, currency: Currency): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amount));
  const unit = minorUnits[currency];
  const whole = Math.floor(abs / unit);
  const cents = String(abs % unit).padStart(2, '0');
  if (currency === 'USD') return `${sign}$${groupThousands(whole)}.${cents}`;
  return `${sign}Rs ${groupThousands(whole)}${cents === '00' ? '' : `.${cents}`}`;
}

/**
 * The platform's fee on a price and what the seller nets, in minor units: the fee is the percent of
 * the price rounded half up to a whole minor unit (integers only: no floating point touches money).
 */
export function splitFee(price: number, feePercent: number): { price: number; fee: number; net: number } {
  const fee = Math.floor((price * feePercent + 50) / 100);
  return { price, fee, net: price - fee };
}

/** Paisa for an amount in US cents at a rate (rupees per dollar): integer arithmetic on the rate's four decimals. */
export function toPaisa(cents: number, pkrPerUsd: number): number {
  const rateE4 = Math.round(pkrPerUsd * 10_000);
  return Math.round((cents * rateE4) / 10_000);
}
