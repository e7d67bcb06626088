import { texts } from '@market/shared';
import { badRequest } from './errors.js';
import { isUuid } from './ids.js';

/**
 * Keyset cursors, the one codec of every list: the last row's sort value and id, tagged with the
 * list (and order) they belong to, as opaque base64url JSON. A cursor a list cannot use (damaged,
 * of another list or order, a value of the wrong type, out of range or no real date) is a 400
 * `{ message, code, fields: { cursor } }`: never page one, never a 500.
 */
export function encodeCursor(order: string, value: string | number, id: string): string {
  return Buffer.from(JSON.stringify([order, value, id])).toString('base64url');
}

/** The answer to a cursor a list cannot use; the same text on every list. */
export const badCursor = () => badRequest(texts.badCursor, { cursor: texts.badCursor });

/** A cursor read but not yet checked against a list: the order it names, its value and its row id. */
export type Cursor = { order: string; value: unknown; id: string };

/** Reads a cursor once (a list that picks its query by the cursor's order, then decodes the same one). */
export function readCursor(cursor: string | Cursor): Cursor {
  if (typeof cursor !== 'string') return cursor;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[0] !== 'string' || typeof parsed[2] !== 'string' || !isUuid(parsed[2]))
    throw badCursor();
  return { order: parsed[0], value: parsed[1], id: parsed[2] };
}

/** The cursor's value and id when it belongs to `order`, as PostgreSQL will compare them without an error. */
function decode<T>(cursor: string | Cursor, order: string, valid: (value: unknown) => value is T): { value: T; id: string } {
  const c = readCursor(cursor);
  if (c.order !== order || !valid(c.value)) throw badCursor();
  return { value: c.value, id: c.id };
}

const int4 = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= -2147483648 && (value as number) <= 2147483647;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A cursor of `order` on an integer column (a PostgreSQL integer: a whole number in its range). */
export const decodeIntCursor = (cursor: string | Cursor, order: string) => decode(cursor, order, int4);

/** A cursor of `order` on a number compared in JavaScript only, never in SQL (a search rank). */
export const decodeNumberCursor = (cursor: string | Cursor, order: string) => decode(cursor, order, finite);

// PostgreSQL's text form of a timestamptz (DateStyle ISO): exact to the microsecond, unlike a JavaScript Date.
const timestampText = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) => (month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * A real instant in that form, as PostgreSQL writes one: a date that exists, a time of day, and an
 * offset within PostgreSQL's range (its input would refuse, or quietly shift, anything else).
 */
function isTimestampText(value: unknown): value is string {
  const m = typeof value === 'string' ? timestampText.exec(value) : null;
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes, offsetSeconds] = m.slice(1).map((part) => Number(part ?? 0));
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59 &&
    offsetSeconds <= 59
  );
}

/** A cursor of `order` on a timestamptz, its value in PostgreSQL's text form (cast back with ::timestamptz). */
export const decodeTimestampCursor = (cursor: string | Cursor, order: string) => decode(cursor, order, isTimestampText);
