// No imports: used by the Urdu entries of the web app before anything else runs.

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * Writes a translation into the English catalogue objects themselves, key by key, so every module
 * that reads `webTexts.signIn` reads the translation. Only the web app's Urdu entries call it, once,
 * before the app's modules load (a page has one language; switching reloads it: decision 0152).
 */
export function applyTranslation(english: object, translation: object): void {
  const target = english as Node;
  for (const [key, value] of Object.entries(translation)) {
    const current = target[key];
    if (isNode(value) && isNode(current)) applyTranslation(current, value);
    else target[key] = value;
  }
}
