import { expect } from 'vitest';
import { texts } from '@market/shared';
import { encodeCursor } from '../../src/lib/cursor.js';

const someId = '01900000-0000-7000-8000-000000000000';

/**
 * Cursors that a list ordered by a timestamp (its cursors tagged `order`) cannot use, each with
 * what is wrong with it; `foreign` is a real cursor of another list.
 */
export function unusableTimestampCursors(order: string, foreign: string): [string, string][] {
  const at = (value: unknown, id = someId) => encodeCursor(order, value as string, id);
  return [
    ['not a cursor', 'bogus'],
    ['damaged', at('2024-03-01 10:00:00+00').slice(0, -6)],
    ['of another list', foreign],
    ['with a date that does not exist', at('2024-02-30 10:00:00+00')],
    ['with a month out of range', at('2024-13-01 10:00:00+00')],
    ['with an hour out of range', at('2024-03-01 24:00:01+00')],
    ['with an offset out of range', at('2024-03-01 10:00:00+16')],
    ['with year zero', at('0000-01-01 00:00:00+00')],
    ['with words for the date', at("2024-03-01'; drop table users; --")],
    ['with a number for the date', at(1e300)],
    ['with a number out of any date range', at(8.64e15 + 1)],
    ['with no date', at(null)],
    ['with an id that is no uuid', at('2024-03-01 10:00:00+00', 'not-a-uuid')],
  ];
}

/** The answer to a cursor a list cannot use: 400 with the one shared text, on the field `cursor`. */
export function expectBadCursor(res: { statusCode: number; json: () => unknown }, what: string) {
  expect(res.statusCode, what).toBe(400);
  expect(res.json(), what).toEqual({ message: texts.badCursor, code: 'BAD_REQUEST', fields: { cursor: texts.badCursor } });
}

/** What a test's request answers: enough to check the status and read the body. */
type Answer = { statusCode: number; body: string; json: () => unknown };

/**
 * Follows a list's nextCursor from the first page to the end and returns every item id in order;
 * `fetchPage` gets the query string (`?limit=…&cursor=…`). At most 100 pages, so a cursor that
 * never ends fails the test instead of hanging it.
 */
export async function walkPages<Page extends { nextCursor: string | null }>(
  fetchPage: (query: string) => Promise<Answer>,
  limit: number,
  idsOf: (page: Page) => string[],
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const res = await fetchPage(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    seen.push(...idsOf(page));
    cursor = page.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('the cursor never ended');
}
