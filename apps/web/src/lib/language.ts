import { directionOf, languageCookie, localeOf, type Language } from '@market/shared';

// The page's language is fixed when it loads: the Urdu entry (main-ur.tsx, server-entry-ur.tsx) sets
// it before any component module runs, so texts read at module level are Urdu too. Switching the
// language stores the choice and loads the page again in it (decision 0152).
let language: Language = 'en';

/** Called once, by lib/urdu.ts, before the app's modules load. */
export function setLanguage(value: Language): void {
  language = value;
}

/** The language this page is shown in. */
export const currentLanguage = (): Language => language;

/** The Intl locale of the page's language: 'en-US' or 'ur-PK'. */
export const currentLocale = (): string => localeOf[language];

export const currentDirection = (): 'ltr' | 'rtl' => directionOf[language];

const oneYear = 60 * 60 * 24 * 365;

/**
 * Keeps the choice (the cookie for this browser, the profile when signed in, so the server answers
 * and e-mails in it) and reloads the page in that language.
 */
export async function switchLanguage(next: Language, signedInUserId?: string): Promise<void> {
  document.cookie = `${languageCookie}=${next}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
  // A plain fetch: this module loads before the app's (see above), so it imports none of them.
  if (signedInUserId) {
    // The profile decides the language of a signed-in user's pages: unchanged there, a reload would show the old one.
    const res = await fetch(`/api/user/${signedInUserId}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: next }),
    });
    // 401: the session is over, so the cookie decides after the reload.
    if (!res.ok && res.status !== 401) throw new Error(`The language could not be saved (${res.status})`);
  }
  window.location.reload();
}
