const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars, as prices are kept: 45 -> "$45". */
export const formatDollars = (value: number) => dollars.format(value);

/** Card digits in groups of four, as typed: "4242424242" -> "4242 4242 42". */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Expiry as typed: "1228" -> "12 / 28". */
export function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** "12 / 28" -> { month: 12, year: 28 }, or null when it is not a month and a year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  return { month: Number(m[1]), year: Number(m[2]) };
}
