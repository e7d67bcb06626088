import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** The per-field messages of a 4xx answer (`fields` of `{ message, code, fields }`); empty for anything else. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.fields ? error.fields : {};
}

/**
 * Scrolls to and focuses the first field marked invalid (`aria-invalid="true"`, as every field of
 * the UI kit is when it shows an error), top of the page first. A refusal of a field at the top
 * of a long form is then seen even when the submit button was at the bottom. Waits a few frames
 * for the error to be rendered.
 */
export function focusFirstInvalid(framesLeft = 10): void {
  if (typeof document === 'undefined') return;
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) {
      if (framesLeft > 0) focusFirstInvalid(framesLeft - 1);
      return;
    }
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  });
}

/**
 * Puts the server's per-field messages on the form fields they name, scrolls to and focuses the
 * first of them, and says whether it put any. Callers toast the overall message, so the refusal is
 * seen whichever part of the page is on screen. `fields` lists the form's fields: the server may
 * name ones the form does not show (they would be set and never seen). A nested name ("images.0")
 * lands on its top-level field when only that one is listed.
 */
export function applyServerErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }, error: unknown, fields: readonly Path<T>[]): boolean {
  const known = fields as readonly string[];
  let applied = false;
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    const target = known.includes(name) ? name : name.split('.')[0];
    if (!known.includes(target)) continue;
    form.setError(target as Path<T>, { message });
    applied = true;
  }
  if (applied) focusFirstInvalid();
  return applied;
}
