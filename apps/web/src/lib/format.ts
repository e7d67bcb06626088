const numberFormat = new Intl.NumberFormat('en-US');

/** 50000 -> "50,000". */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** (2, 'Day') -> "2 Days", (1, 'revision') -> "1 revision". */
export const formatCount = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Pakistani rupee amounts as the landing copy shows them: "Rs 1,000". */
export const formatRupees = (value: number): string => `Rs ${numberFormat.format(value)}`;

// Every date the app shows goes through formatDate or formatDateTime, so all pages write them alike.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "2026-11-21T..." -> "21 Nov 2026". */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));
/** "2026-11-21T10:05..." -> "21 Nov 2026, 10:05". */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const relativeSteps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "in 3 days": a date relative to now. */
export function formatRelative(date: string | Date, now: number = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return relativeFormat.format(Math.round(seconds / 60), 'minute');
}
