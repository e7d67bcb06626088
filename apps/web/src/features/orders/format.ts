import { currentLanguage, currentLocale } from '@/lib/language';

// In the page's language (fixed at load): Urdu (ur-PK) writes "$45" too, with Latin digits.
const dollars = new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

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

// English as before ('en'); Urdu: "3 دنوں میں", "آئندہ کل".
const relative = new Intl.RelativeTimeFormat(currentLanguage() === 'en' ? 'en' : currentLocale(), { numeric: 'auto' });
const DAY = 24 * 3600_000;
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['hour', 3600_000],
  ['minute', 60_000],
];
/** The calendar day of a moment in the viewer's time zone, as a whole number (UTC midnights are whole days apart). */
const dayNumber = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY;
};

/**
 * A moment relative to now: a day or more away, in calendar days of the viewer's time zone ("in 3
 * days" for a 3-day delivery bought a minute ago, whose date is three days on; "tomorrow"); nearer,
 * in whole hours or minutes rounded toward now, so a countdown never promises more time than is left.
 */
export function formatRelative(value: string | Date, now: number): string {
  const at = new Date(value).getTime();
  const ms = at - now;
  if (Math.abs(ms) >= DAY) return relative.format(dayNumber(at) - dayNumber(now), 'day');
  for (const [unit, size] of steps) {
    const n = Math.trunc(ms / size);
    if (n !== 0) return relative.format(n, unit);
  }
  return relative.format(0, 'minute');
}

/** A file size as people read it: "812 B", "14 KB", "2.3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
