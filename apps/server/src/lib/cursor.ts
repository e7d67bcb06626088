import { badRequest } from './errors.js';

/**
 * Keyset cursors: the last row's sort value and id, tagged with the order they belong to, as
 * opaque base64url JSON. A cursor of another order or a damaged one is a 400, never a 500.
 */
export function encodeCursor(order: string, value: string | number, id: string): string {
  return Buffer.from(JSON.stringify([order, value, id])).toString('base64url');
}

/** The order a cursor says it belongs to, or null when it is not a cursor at all. */
export function cursorOrder(cursor: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed[0] : null;
  } catch {
    return null;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor's value and id when it belongs to `order` and its value has the expected type. */
export function decodeCursor<T extends 'string' | 'number'>(
  cursor: string,
  order: string,
  valueType: T,
  message: string,
): { value: T extends 'string' ? string : number; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(message, { cursor: message });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== order ||
    typeof parsed[1] !== valueType ||
    (valueType === 'number' && !Number.isFinite(parsed[1])) ||
    (valueType === 'string' && (parsed[1] as string).length > 64) ||
    typeof parsed[2] !== 'string' ||
    !uuidPattern.test(parsed[2])
  )
    throw badRequest(message, { cursor: message });
  return { value: parsed[1] as never, id: parsed[2] };
}

// PostgreSQL's text form of a timestamptz: exact to the microsecond, unlike a JavaScript Date.
const timestampText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** A cursor whose value is a timestamptz in PostgreSQL's text form (cast back with ::timestamptz). */
export function decodeTimestampCursor(cursor: string, order: string, message: string): { value: string; id: string } {
  const c = decodeCursor(cursor, order, 'string', message);
  if (!timestampText.test(c.value)) throw badRequest(message, { cursor: message });
  return c;
}
