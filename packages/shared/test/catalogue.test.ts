import { describe, expect, it } from 'vitest';
import { currencySchema, en, labelOf, messageTranslator, popularSearches, sampleTasks, sellerLimits, skillChoices, taskStatuses, ur, userUpdateSchema } from '../src/index.js';

type Leaf = { path: string; value: unknown };

/** Every leaf of a catalogue by its dotted path ("webTexts.account.menu"). */
function leaves(node: unknown, path = ''): Leaf[] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [{ path, value: node }];
}

const english = new Map(leaves(en).map((l) => [l.path, l.value]));
const urdu = new Map(leaves(ur).map((l) => [l.path, l.value]));
const arabicScript = /[\u0600-\u06FF]/;
const openMaps = ['countryLabels', 'popularSearchLabels', 'sampleTaskLabels', 'skillLabels', 'taskStatusLabels'] as const;
// Texts that are the same in both languages: names, codes and format hints, no words.
const sameInBoth = /^[\sA-Z0-9$%+\-/.,:()@#*•·…|×{}'"_—–]*$|^[\w.+-]+@[\w.-]+$|^(Kaamkar|USD|PKR|IBAN|CNIC|Easypaisa|JazzCash|Raast|Payoneer|Wise|Stripe|WhatsApp|Facebook|Instagram|LinkedIn|Twitter|X|YouTube|TikTok|Google|WordPress|null|English)$/;

describe('the Urdu catalogue', () => {
  it('has every key of the English one, and no other', () => {
    const missing = [...english.keys()].filter((path) => !urdu.has(path));
    // The open maps: English shows the stored (English) value itself and keeps no table, Urdu labels
    // every value (web-texts/country-labels.ts, web-texts/value-labels.ts).
    const extra = [...urdu.keys()].filter((path) => !english.has(path) && !openMaps.some((map) => path.startsWith(`${map}.`)));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('gives a text for every text and a template with the same parameters for every template', () => {
    const mismatched = [...english].filter(([path, value]) => {
      const other = urdu.get(path);
      if (typeof value === 'function') return typeof other !== 'function' || other.length !== value.length;
      return typeof other !== typeof value;
    });
    expect(mismatched.map(([path]) => path)).toEqual([]);
  });

  it('writes the registration bonus as the rest of the page writes rupees: grouped and kept left to right', () => {
    const amount = '\u2066Rs 1,000\u2069';
    expect(ur.accountWebTexts.registration.bonus(1000)).toContain(amount);
    expect(ur.accountWebTexts.registration.successText(1000)).toContain(amount);
    expect(ur.accountWebTexts.verification.steps(1000).join(' ')).toContain(amount);
  });

  it('writes its texts in Urdu, not as English copies', () => {
    const untranslated = [...english].filter(([path, value]) => {
      const other = urdu.get(path);
      return typeof value === 'string' && typeof other === 'string' && value.trim() !== '' && !arabicScript.test(other) && !sameInBoth.test(other);
    });
    expect(untranslated.map(([path, value]) => `${path}: ${String(value)}`)).toEqual([]);
  });

  it("runs every template and writes Urdu with the arguments it was given", () => {
    const templates = [...urdu].filter(([, value]) => typeof value === 'function') as [string, (...args: unknown[]) => unknown][];
    expect(templates.length).toBeGreaterThan(20);
    for (const [path, template] of templates) {
      const args = Array.from({ length: template.length }, (_, i) => String(7 + i));
      let source: unknown;
      try {
        source = (english.get(path) as (...a: unknown[]) => unknown)(...args);
      } catch {
        continue; // a template of other arguments than texts and numbers (a record): the typecheck covers it
      }
      const written = template(...args);
      // Templates that only arrange their values ("7 (8)") have no words to translate.
      if (typeof written === 'string' && typeof source === 'string' && /[A-Za-z]{3}/.test(source)) expect(written, path).toMatch(arabicScript);
    }
  });
});

it('names every country in Urdu', () => {
  const names = Object.entries(ur.countryLabels);
  expect(names.length).toBe(244);
  for (const [country, name] of names) expect(name, country).toMatch(arabicScript);
});

it('labels every popular search, sample task, skill and task status in Urdu, and none in English', () => {
  const values = { popularSearchLabels: popularSearches, sampleTaskLabels: sampleTasks, skillLabels: skillChoices, taskStatusLabels: taskStatuses };
  for (const [map, all] of Object.entries(values) as [keyof typeof values, readonly string[]][]) {
    expect(Object.keys(en[map]), map).toEqual([]);
    expect(Object.keys(ur[map]).sort(), map).toEqual([...all].sort());
    for (const value of all) expect(labelOf(ur[map], value), `${map}.${value}`).toMatch(sameInBoth.test(value) ? /./ : arabicScript);
  }
  expect(labelOf(en.skillLabels, 'Data Entry')).toBe('Data Entry');
});

describe('the message translator', () => {
  const toUrdu = messageTranslator(en, ur);

  it('turns an English text into its Urdu one', () => {
    expect(toUrdu(en.texts.required)).toBe(ur.texts.required);
    expect(toUrdu(en.texts.badCredentials)).toBe(ur.texts.badCredentials);
  });

  it("turns a template's English result into the Urdu one with the same values", () => {
    const english = en.texts.storageQuotaFull('50 MB');
    expect(toUrdu(english)).toBe(ur.texts.storageQuotaFull('50 MB'));
    expect(toUrdu(en.texts.imageTooManyFrames(300))).toBe(ur.texts.imageTooManyFrames(300));
  });

  it("turns the shared schemas' own messages (schemaTexts) and the server's stored ones (serverTexts) into Urdu", () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((i) => i.message);
    expect(messages(currencySchema.safeParse('EUR'))).toEqual(['Currency must be USD or PKR']);
    expect(messages(currencySchema.safeParse('EUR')).map(toUrdu)).toEqual([ur.schemaTexts.currencyChoice]);
    const tooMany = userUpdateSchema.safeParse({ languages: Array.from({ length: sellerLimits.languages + 1 }, (_, i) => `L${i}`), isSeller: false });
    expect(messages(tooMany).sort()).toEqual([`At most ${sellerLimits.languages} languages`, 'A seller account cannot be turned off here'].sort());
    expect(messages(tooMany).map(toUrdu).sort()).toEqual([ur.schemaTexts.atMostLanguages(sellerLimits.languages), ur.schemaTexts.sellerCannotTurnOff].sort());
    expect(toUrdu(`At most ${sellerLimits.language} characters`)).toBe(ur.schemaTexts.atMostCharacters(sellerLimits.language));
    expect(toUrdu(en.serverTexts.localPayoutFailures.closed)).toBe(ur.serverTexts.localPayoutFailures.closed);
  });

  it('turns a stored notice into Urdu whichever form of it was made (with and without its optional part)', () => {
    expect(toUrdu(en.noticeTexts.taskApprovedBody('Logo set'))).toBe(ur.noticeTexts.taskApprovedBody('Logo set'));
    expect(toUrdu(en.noticeTexts.taskApprovedWithRewardBody('Logo set', 'Rs 5,000'))).toBe(ur.noticeTexts.taskApprovedWithRewardBody('Logo set', 'Rs 5,000'));
    expect(toUrdu(en.noticeTexts.taskSentBackBody('Logo set'))).toBe(ur.noticeTexts.taskSentBackBody('Logo set'));
    expect(toUrdu(en.noticeTexts.taskSentBackWithFeedbackBody('Logo set', 'Crop the photos.'))).toBe(ur.noticeTexts.taskSentBackWithFeedbackBody('Logo set', 'Crop the photos.'));
  });

  it('leaves a message it does not know as it is', () => {
    expect(toUrdu('A message no catalogue has')).toBe('A message no catalogue has');
  });
});
