// No imports: the language helpers are in every page's first download.

/** The languages the product speaks. English is the source; every other catalogue translates it. */
export const languages = ['en', 'ur'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ur';

/** Each language by its own name, as the switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', ur: 'اردو' };

/** The Intl locale of each language: Urdu as written in Pakistan (Latin digits, CLDR's default for ur). */
export const localeOf: Record<Language, string> = { en: 'en-US', ur: 'ur-PK' };

export const directionOf: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

/** The cookie that keeps a visitor's choice (a signed-in user's lives in the profile). */
export const languageCookie = 'lang';

/**
 * The language an Accept-Language header asks for first among those spoken here (q-values honoured),
 * English when it names none of them.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? defaultLanguage;
}
