// The load generator, run as its own process by runLoad(): autocannon against one URL, the summary as JSON on stdout.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// A row's requests are numbered in one sequence over its warm-ups and measures (app's and ceiling's),
// continued where the previous load stopped: a request that changes state (an order paid, a review
// posted) is never sent twice, and a route limited per address never sees an address again.
const turnStart = spec.turnStart ?? 0;
let turns = turnStart;
// Each request from its own client address, for routes limited per address (needs TRUST_PROXY on the app);
// and/or the next of several variants (own cookie and body), for routes limited per user. The turn's
// number goes along (x-bench-turn) so the ceiling runs the statements of that same variant.
const setupRequest = (req) => {
  const turn = turns++;
  let next = req;
  if (spec.variants) {
    const v = spec.variants[turn % spec.variants.length];
    next = { ...next, headers: { ...next.headers, ...v.headers, 'x-bench-turn': String(turn) }, body: v.body ?? next.body, ...(v.path ? { path: v.path } : {}) };
  }
  if (spec.distinctClients) next = { ...next, headers: { ...next.headers, 'x-forwarded-for': `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}` } };
  // A body naming `{turn}` gets the turn's number there: a route limited per e-mail address sees each once.
  if (spec.turnInBody && typeof next.body === 'string') next = { ...next, body: next.body.replaceAll('{turn}', String(turn)) };
  return next;
};
const result = await autocannon({
  url: spec.url,
  method: spec.method,
  headers: spec.headers,
  body: spec.body,
  connections: spec.connections,
  duration: spec.seconds,
  requests: spec.distinctClients || spec.variants || spec.turnInBody ? [{ setupRequest }] : undefined,
});
const ok = spec.expectStatus ?? 200;
// autocannon counts 2xx; other statuses (a 201 expected or a 4xx/5xx) are read from its per-status counts.
const byStatus = result.statusCodeStats ?? {};
const good = byStatus[ok]?.count ?? 0;
const total = Object.values(byStatus).reduce((sum, s) => sum + s.count, 0);
process.stdout.write(
  JSON.stringify({
    rps: Math.round(total / spec.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (total - good),
    requests: total,
    turnsTaken: turns - turnStart,
    statuses: Object.fromEntries(Object.entries(byStatus).map(([k, v]) => [k, v.count])),
  }),
);
