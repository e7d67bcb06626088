// No imports: the web app's Urdu entry uses it before anything else runs.

type Node = Record<string, unknown>;
type Template = { pattern: RegExp; slots: number[]; render: string };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
// Stand-ins for a template's arguments while its English and translated forms are compared:
// private-use characters no text contains.
const slot = (i: number) => `\uE000${i}\uE001`;
const slotPattern = /\uE000(\d+)\uE001/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function that gives the translation of a message written from the English catalogue: a text
 * itself ("Required"), or the result of a template ("Max 5 files", its 5 carried over). Used where a
 * message was made in English before the language was known: the server's answers (translated per
 * request) and validation messages of schemas built when their module loaded. A message it does not
 * know comes back as it is.
 */
export function messageTranslator(english: object, translation: object): (message: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const pair = (source: unknown, target: unknown) => {
    if (typeof source === 'string' && typeof target === 'string') {
      if (!exact.has(source)) exact.set(source, target);
    } else if (typeof source === 'function' && typeof target === 'function') {
      addTemplate(source as (...args: string[]) => unknown, target as (...args: string[]) => unknown);
    } else if (isNode(source) && isNode(target)) {
      for (const key of Object.keys(source)) pair(source[key], target[key]);
    }
  };
  const addTemplate = (source: (...args: string[]) => unknown, target: (...args: string[]) => unknown) => {
    const args = Array.from({ length: source.length }, (_, i) => slot(i));
    let from: unknown;
    let to: unknown;
    try {
      from = source(...args);
      to = target(...args);
    } catch {
      return; // a template that computes with its arguments: not reversible, left untranslated
    }
    if (typeof from !== 'string' || typeof to !== 'string') return;
    const slots: number[] = [];
    const pattern = escapeRegExp(from).replace(/\uE000(\d+)\uE001/g, (_, i: string) => {
      slots.push(Number(i));
      return '([^]+?)';
    });
    if (slots.length === 0) {
      if (!exact.has(from)) exact.set(from, to);
      return;
    }
    const used = [...to.matchAll(slotPattern)].map((m) => Number(m[1]));
    if (used.some((i) => !slots.includes(i))) return;
    templates.push({ pattern: new RegExp(`^${pattern}$`), slots, render: to });
  };
  pair(english, translation);
  // The most specific template first: "Max 5 files for this task" before "Max 5 files".
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

  return (message: string) => {
    const known = exact.get(message);
    if (known !== undefined) return known;
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const values = new Map(template.slots.map((index, n) => [index, match[n + 1] ?? '']));
      // An argument may itself be a text of the catalogue (a status, a field's name).
      return template.render.replace(slotPattern, (_, i: string) => {
        const value = values.get(Number(i)) ?? '';
        return exact.get(value) ?? value;
      });
    }
    return message;
  };
}
