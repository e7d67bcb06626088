import type { ChangeEvent } from 'react';

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * The onChange of a controlled field that normalizes what is typed (a CNIC's dashes, a card
 * number's groups, digits only): the field shows the normalized text even when it equals the value
 * already kept. React put a controlled field back after every change; Preact re-renders only when
 * the state changes, so a refused keystroke would otherwise stay on screen.
 */
export function normalizedChange(normalize: (typed: string) => string, onValue: (value: string) => void) {
  return (event: ChangeEvent<TextInput>) => {
    const value = normalize(event.currentTarget.value);
    // Only when it differs: writing the same text would move the caret to the end.
    if (event.currentTarget.value !== value) event.currentTarget.value = value;
    onValue(value);
  };
}
