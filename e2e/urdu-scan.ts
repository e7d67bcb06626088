import type { Page } from '@playwright/test';

/**
 * Latin words an Urdu page may show in its interface (besides e-mail- and URL-like tokens, which the
 * scan drops first, and format hints made of X's). Each is a name or a code Urdu writes in Latin too:
 * - the brand;
 * - currencies, codes and file types Pakistani apps and banks write in Latin: USD, PKR (Rs has two letters), CNIC,
 *   IBAN, PDF, CSV, URL, CVC (the card's code; MM/YY have two letters), and the file kinds an upload takes (Word, ZIP);
 * - payment services and social networks, by their own names;
 * - `English`: the language switch names the other language in that language.
 */
export const allowedLatinWords = new Set([
  'Kaamkar',
  'USD', 'PKR', 'CNIC', 'IBAN', 'PDF', 'CSV', 'URL', 'CVC', 'DOC', 'DOCX', 'Word', 'ZIP',
  // Keys as the keyboard names them (the message box's hint: Enter, Shift+Enter).
  'Enter', 'Shift',
  'Easypaisa', 'JazzCash', 'Raast', 'Payoneer', 'Wise', 'Stripe', 'WhatsApp',
  'Facebook', 'Instagram', 'LinkedIn', 'Twitter', 'YouTube', 'TikTok',
  'English',
  // Product names a text names (a sample task: "PowerPoint یا Google Slides", a popular search: WordPress).
  'PowerPoint', 'Google', 'Slides', 'WordPress',
]);
const allowedLower = new Set([...allowedLatinWords].map((w) => w.toLowerCase()));

export type LatinFinding = { word: string; where: string; text: string };

/**
 * The Latin words of 3+ letters left in the page's interface: its visible text nodes and the
 * accessible names, placeholders, titles and alt texts of its elements (document.body), leaving out
 * what a user wrote or a value shown as it is (elements inside `[data-user-content]`).
 */
export async function latinWordsLeft(page: Page): Promise<LatinFinding[]> {
  const found = await page.evaluate(() => {
    const results: { text: string; where: string }[] = [];
    // What users wrote, as the page shows it: an accessible name that quotes it ("<gig title> میں ترمیم کریں") drops it.
    const userTexts = [...new Set(Array.from(document.querySelectorAll('[data-user-content]'), (el) => el.textContent?.trim() ?? ''))]
      .filter((t) => t.length > 1)
      .sort((a, b) => b.length - a.length);
    const withoutUserTexts = (text: string) => userTexts.reduce((t, u) => t.split(u).join(' '), text);
    const isUserContent = (el: Element | null) => !!el?.closest('[data-user-content]');
    const describe = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
        const id = e.id ? `#${e.id}` : '';
        const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
        parts.unshift(`${e.tagName.toLowerCase()}${id}${cls}`);
      }
      return parts.join(' > ');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (isUserContent(parent)) continue;
      // An option of a closed select is not rendered but is read and shown on opening.
      const visible = parent.tagName === 'OPTION' ? !!parent.closest('select')?.checkVisibility() : parent.checkVisibility();
      if (!visible) continue;
      results.push({ text: withoutUserTexts(node.textContent), where: describe(parent) });
    }
    const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription', 'aria-description', 'aria-valuetext'];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (isUserContent(el)) continue;
      // Hidden elements' names are not read (sr-only ones are: they are "visible" at 1 px).
      if (!el.checkVisibility() && el.tagName !== 'OPTION') continue;
      for (const name of attributes) {
        const value = el.getAttribute(name);
        if (value?.trim()) results.push({ text: withoutUserTexts(value), where: `${describe(el)}[${name}]` });
      }
      if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type) && el.value) results.push({ text: el.value, where: `${describe(el)}[value]` });
    }
    return results;
  });
  const findings: LatinFinding[] = [];
  for (const { text, where } of found) {
    const cleaned = text
      // A value quoted in a text (“Ayesha Designs”: a name or a title the user wrote).
      .replace(/“[^”]*”/g, ' ')
      // E-mail-like and URL-like tokens.
      .replace(/\S+@\S+\.\S+/g, ' ')
      .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
      .replace(/\b[\w.-]+\.(?:com|pk|org|net|io)\b\S*/g, ' ');
    // Identifier-like tokens (a letter run joined to digits or "_": usernames, IBANs, references) are values, not words.
    for (const token of cleaned.split(/[^A-Za-z0-9_]+/)) {
      if (/[0-9_]/.test(token)) continue;
      const word = token;
      if (word.length < 3 || !/^[A-Za-z]+$/.test(word)) continue;
      // The logo writes the brand in lower case.
      if (allowedLower.has(word.toLowerCase())) continue;
      // Format hints: XXXXX-XXXXXXX-X, PK00XXXX...
      if (/^X+$/.test(word)) continue;
      findings.push({ word, where, text: text.trim().slice(0, 120) });
    }
  }
  return findings;
}

/** The findings as one line each, for a failure message. */
export const listFindings = (findings: LatinFinding[]) =>
  [...new Map(findings.map((f) => [`${f.word} | ${f.text}`, f])).values()].map((f) => `${f.word}  in "${f.text}"  (${f.where})`).join('\n');
