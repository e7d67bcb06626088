/**
 * The shape a catalogue in another language must have: the English catalogue's keys, each text any
 * text (not the English literal), each template function the same parameters. Typing an Urdu
 * catalogue with it makes a missing or an extra key a type error, not an English word on an Urdu page.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;
