import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** Puts the server's per-field messages (`fields` of a 400/409 answer) on the form fields it names. */
export function setServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, names: readonly Path<T>[]) {
  if (!(error instanceof ApiRequestError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    if ((names as readonly string[]).includes(name)) setError(name as Path<T>, { message });
  }
}
