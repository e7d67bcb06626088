import { qaWebTexts, supportContactElementId, supportContactOf, supportDefaults, withHoursIn, type SupportContact } from '@market/shared';

/** The details the server put in the page (#support-contact), in the page's language. */
function fromDocument(): SupportContact | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(supportContactElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SupportContact;
  } catch {
    return null;
  }
}

// The demo's when the page has none (vite's dev server).
let contact: SupportContact = fromDocument() ?? supportContactOf(withHoursIn(supportDefaults, qaWebTexts.defaultSupportHours));

/**
 * How people reach support, as the server is configured (SUPPORT_*, decision 0142): the same for the
 * whole page, so it is read, not subscribed to. The browser reads it from the page; the server entry
 * sets it before rendering (the server's settings, or at build the markers the server fills in).
 */
export const supportContact = (): SupportContact => contact;

export function setSupportContact(value: SupportContact): void {
  contact = value;
}
