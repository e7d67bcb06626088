// The load generator, run as its own process by runLoad(): autocannon against one URL, the summary as JSON on stdout.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// Client addresses continue where the previous measure of the row stopped too: a per-address limit
// (the contact form's) would otherwise refuse the addresses of the warm-up again in every slice.
const clientStart = spec.clientStart ?? 0;
let client = clientStart;
// Variants continue where the previous measure of the row stopped (warm-up, app, ceiling), so a request that
// changes state (an order paid, a review posted) is never sent twice.
const variantStart = spec.variantStart ?? 0;
let variant = variantStart;
// Each request from its own client address, for routes limited per address (needs TRUST_PROXY on the app);
// and/or the next of several variants (own cookie and body), for routes limited per user. The variant's
// number goes along (x-bench-turn) so the ceiling runs the statements of that same variant.
const setupRequest = (req) => {
  let next = req;
  if (spec.variants) {
    const turn = variant++;
    const v = spec.variants[turn % spec.variants.length];
    next = { ...next, headers: { ...next.headers, ...v.headers, 'x-bench-turn': String(turn) }, body: v.body ?? next.body, ...(v.path ? { path: v.path } : {}) };
  }
  if (spec.distinctClients) next = { ...next, headers: { ...next.headers, 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` } };
  return next;
};
const result = await autocannon({
  url: spec.url,
  method: spec.method,
  headers: spec.headers,
  body: spec.body,
  connections: spec.connections,
  duration: spec.seconds,
  requests: spec.distinctClients || spec.variants ? [{ setupRequest }] : undefined,
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
    variantsSent: variant - variantStart,
    clientsSent: client - clientStart,
    statuses: Object.fromEntries(Object.entries(byStatus).map(([k, v]) => [k, v.count])),
  }),
);
