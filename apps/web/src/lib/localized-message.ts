// No imports: lib/urdu.ts sets the translation before the app's modules load.

let translate = (message: string): string => message;

/** Called once by lib/urdu.ts: how to turn an English catalogue message into the page's language. */
export function setMessageTranslation(translation: (message: string) => string): void {
  translate = translation;
}

/**
 * A validation message in the page's language. Schemas built when their module loaded carry their
 * messages in English; the form shows them through this.
 */
export const localizedMessage = (message: string): string => translate(message);
