import { groupThousands, inlineWebTexts } from '@market/shared';
import { currentLanguage, currentLocale } from '@/lib/language';

// The page's language is fixed when it loads (lib/language.ts), so each formatter is made once, in
// its locale, on first use. English output is as it always was; Urdu (ur-PK) writes Latin digits.
let numberFormat: Intl.NumberFormat | undefined;
const numbers = () => (numberFormat ??= new Intl.NumberFormat(currentLocale()));

/**
 * 50000 -> "50,000". A whole number from zero up is grouped here, as Intl writes it in both locales
 * (Latin digits, a comma every three): the first Intl.NumberFormat a page makes loads the locale's
 * data, 30 ms or more of a slow phone's hydration of the home page, for the two figures it shows.
 */
export const formatNumber = (value: number): string => (Number.isSafeInteger(value) && value >= 0 ? groupThousands(value) : numbers().format(value));

// Numbers with a unit ("2 Days") are templates of the catalogue: inlineWebTexts.counts.

/** Pakistani rupee amounts as the landing copy shows them: "Rs 1,000". */
export const formatRupees = (value: number): string => `Rs ${formatNumber(value)}`;

// Every date the app shows goes through formatDate, so all pages write them alike: "25 Nov 2026",
// with the time ("25 Nov 2026, 14:05") where the moment matters (messages, jobs, audit entries).
// Months are spelled out in the catalogue (inlineWebTexts.format.months) rather than by Intl, whose
// en-GB says "Sept" in some browsers and "Sep" in others; the time is the reader's own, on a 24-hour clock (UTC with `utc`: see useFormatDate).
const months = inlineWebTexts.format.months;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "2026-11-25T14:05..." -> "25 Nov 2026"; with `{ time: true }` -> "25 Nov 2026, 14:05" (Urdu: "25 نومبر 2026، 14:05"). */
export function formatDate(value: string | Date, { time = false, utc = false }: { time?: boolean; utc?: boolean } = {}): string {
  const d = new Date(value);
  const [day, month, year, hours, minutes] = utc
    ? [d.getUTCDate(), d.getUTCMonth(), d.getUTCFullYear(), d.getUTCHours(), d.getUTCMinutes()]
    : [d.getDate(), d.getMonth(), d.getFullYear(), d.getHours(), d.getMinutes()];
  const date = `${day} ${months[month]} ${year}`;
  // Urdu separates the time with the Arabic comma.
  const comma = currentLanguage() === 'en' ? ',' : '،';
  return time ? `${date}${comma} ${twoDigits(hours)}:${twoDigits(minutes)}` : date;
}

/** formatDate with the time: "25 Nov 2026, 14:05". */
export const formatDateTime = (value: string | Date): string => formatDate(value, { time: true });
