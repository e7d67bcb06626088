import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.js';
import { sampleFor } from './helpers/schema-arbitrary.js';
import { callers, fillPath, mayChangeState, nextAddress, paramNames, queryString, send, sweepCallers, sweepRoutes, type SweepRoute } from './helpers/sweep.js';

/**
 * Encoded-path sweep, generated from the route table: for every route and caller, the path
 * spelled differently (percent-encoded segments and letters, doubled slashes, a trailing slash)
 * must get the same answer as the plain path, or 404 (or 429 from a rate limit), never a 5xx.
 * The access decision comes from the matched route, so no spelling may reach a handler the plain
 * path cannot.
 */

const started = Date.now();
const t = await createTestApp();
const who = await sweepCallers(t.db);
const routes = sweepRoutes(t.app);
let requests = 0;
let spellingsSent = 0;
afterAll(async () => {
  console.log(
    `encoded-path sweep: ${routes.length} routes x ${callers.length} callers x ${(spellingsSent / (routes.length * callers.length)).toFixed(1)} spellings on average = ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (app included)`,
  );
  await t.close();
});

const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
const encodeAll = (s: string) => [...s].map(hex).join('');

/** The plain path and its other spellings; every spelling the router maps to the same route. */
function spellings(pattern: string, values: Record<string, string>): [string, string][] {
  const plain = fillPath(pattern, values);
  const [, first, ...rest] = plain.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  // The last fixed segment after /api (e.g. "user" in /api/user/:id), one letter encoded in upper-case hex.
  const patternRest = pattern.split('/').slice(2);
  const fixedIndex = patternRest.findLastIndex((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*');
  const upperLetter = (segment: string) => `${segment.slice(0, -1)}${hex(segment.slice(-1)).toUpperCase()}`;
  const variants: [string, string][] = [
    ['first segment encoded', `/${encodeAll(first)}${tail}`],
    ['one letter encoded', `/${first.slice(0, -1)}${hex(first.slice(-1))}${tail}`],
    ['doubled slash inside', `/${first}/${tail}`],
    ['doubled leading slash', `/${plain}`],
    ['trailing slash', `${plain}/`],
  ];
  if (fixedIndex >= 0) {
    const segments = plain.split('/');
    segments[fixedIndex + 2] = upperLetter(segments[fixedIndex + 2]);
    variants.push(['later letter encoded (upper-case hex)', segments.join('/')]);
  }
  if (paramNames(pattern).length) variants.push(['parameters encoded', fillPath(pattern, values, encodeAll)]);
  return [['plain', plain], ...variants];
}

let seed = 1;
/** A valid-looking body drawn from the route's schema (none for GET and HEAD). */
const bodyFor = (route: SweepRoute) => (route.method === 'GET' || route.method === 'HEAD' ? undefined : sampleFor(route.body, seed++));

/**
 * One request of the sweep, with the route's body: the same for every spelling of the path, so a
 * body schema with alternatives (a card or a wallet checkout) answers every spelling alike.
 */
async function request(route: SweepRoute, path: string, cookie: string | undefined, body: unknown) {
  requests++;
  return send(t.app, {
    method: route.method as 'GET',
    url: path,
    remoteAddress: nextAddress(),
    headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

describe('encoded-path sweep', () => {
  it('covers every route of the table', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(new Set(routes.map((r) => `${r.method} ${r.url}`)).size).toBe(routes.length);
  });

  describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_name, route) => {
    it('answers every spelling as the plain path, or 404, never 5xx, for every caller', async () => {
      const values = Object.fromEntries(paramNames(route.url).map((name) => [name, name === '*' ? 'x' : randomUUID()]));
      const sampled = sampleFor(route.params, seed++);
      if (sampled && typeof sampled === 'object') Object.assign(values, Object.fromEntries(Object.entries(sampled).map(([k, v]) => [k, String(v)])));
      const query = queryString(sampleFor(route.querystring, seed++));
      const body = bodyFor(route);
      const problems: string[] = [];
      for (const caller of callers) {
        const [[, plainPath], ...variants] = spellings(route.url, values);
        spellingsSent += variants.length + 1;
        const plain = await request(route, plainPath + query, await who.cookie(caller, mayChangeState(route.method)), body);
        if (plain.status >= 500) problems.push(`${caller} ${plainPath}: ${plain.status} ${plain.body}`);
        for (const [name, path] of variants) {
          const res = await request(route, path + query, await who.cookie(caller, mayChangeState(route.method)), body);
          // 404: the spelling reached no route. 429: a rate limit counted the earlier requests; it is no access decision.
          if (res.status !== plain.status && res.status !== 404 && res.status !== 429) {
            problems.push(`${caller} ${name} ${path}: ${res.status} (plain ${plain.status}) ${res.body.slice(0, 200)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
