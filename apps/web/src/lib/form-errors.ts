import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** The per-field messages of a 4xx answer (`fields` of `{ message, code, fields }`); empty for anything else. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.fields ? error.fields : {};
}

/**
 * Puts the server's per-field messages on the form fields they name and says whether it put any,
 * so the caller can toast the overall message otherwise. `fields` lists the form's fields: the
 * server may name ones the form does not show (they would be set and never seen). A nested name
 * ("images.0") lands on its top-level field when only that one is listed.
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
  return applied;
}
