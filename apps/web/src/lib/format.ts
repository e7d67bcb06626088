import { currentLanguage, currentLocale } from '@/lib/language';

// The page's language is fixed when it loads (lib/language.ts), so each formatter is made once, in
// its locale, on first use. English output is as it always was; Urdu (ur-PK) writes Latin digits.
let numberFormat: Intl.NumberFormat | undefined;
const numbers = () => (numberFormat ??= new Intl.NumberFormat(currentLocale()));

/** 50000 -> "50,000". */
export const formatNumber = (value: number): string => numbers().format(value);

/**
 * (2, 'Day') -> "2 Days", (1, 'revision') -> "1 revision". Urdu has no plural 's': the unit, given
 * in the page's language, follows the number as it is ("2 دن").
 */
export const formatCount = (n: number, unit: string): string =>
  currentLanguage() === 'en' ? `${n} ${unit}${n === 1 ? '' : 's'}` : `${numbers().format(n)} ${unit}`;

const unitFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count of a time unit in the page's language: (3, 'day') -> "3 days", in Urdu "3 دن" (Intl's own
 * plural forms: "1 گھنٹہ", "3 گھنٹے"). `english` spells the English unit where it differs (3, 'day', 'Day') -> "3 Days".
 */
export function formatUnitCount(n: number, unit: 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second', english: string = unit): string {
  if (currentLanguage() === 'en') return formatCount(n, english);
  let format = unitFormats.get(unit);
  if (!format) {
    format = new Intl.NumberFormat(currentLocale(), { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(unit, format);
  }
  return format.format(n);
}

/** Pakistani rupee amounts as the landing copy shows them: "Rs 1,000". */
export const formatRupees = (value: number): string => `Rs ${numbers().format(value)}`;

// Every date the app shows goes through formatDate, so all pages write them alike: "25 Nov 2026",
// with the time ("25 Nov 2026, 14:05") where the moment matters (messages, jobs, audit entries).
// English months are spelled out here rather than by Intl, whose en-GB says "Sept" in some browsers
// and "Sep" in others; Urdu's come from Intl (ur-PK, long: "نومبر"), whose names do not vary so.
// The time is the reader's own, on a 24-hour clock (UTC with `utc`: see useFormatDate).
const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
let localMonths: string[] | undefined;
function monthNames(): string[] {
  if (currentLanguage() === 'en') return englishMonths;
  if (!localMonths) {
    // Mid-month at noon UTC, read in UTC: the name of that month whatever the reader's time zone.
    const format = new Intl.DateTimeFormat(currentLocale(), { month: 'long', timeZone: 'UTC' });
    localMonths = englishMonths.map((_, month) => format.format(new Date(Date.UTC(2026, month, 15, 12))));
  }
  return localMonths;
}
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "2026-11-25T14:05..." -> "25 Nov 2026"; with `{ time: true }` -> "25 Nov 2026, 14:05" (Urdu: "25 نومبر 2026، 14:05"). */
export function formatDate(value: string | Date, { time = false, utc = false }: { time?: boolean; utc?: boolean } = {}): string {
  const d = new Date(value);
  const [day, month, year, hours, minutes] = utc
    ? [d.getUTCDate(), d.getUTCMonth(), d.getUTCFullYear(), d.getUTCHours(), d.getUTCMinutes()]
    : [d.getDate(), d.getMonth(), d.getFullYear(), d.getHours(), d.getMinutes()];
  const date = `${day} ${monthNames()[month]} ${year}`;
  // Urdu separates the time with the Arabic comma.
  const comma = currentLanguage() === 'en' ? ',' : '،';
  return time ? `${date}${comma} ${twoDigits(hours)}:${twoDigits(minutes)}` : date;
}

/** formatDate with the time: "25 Nov 2026, 14:05". */
export const formatDateTime = (value: string | Date): string => formatDate(value, { time: true });
