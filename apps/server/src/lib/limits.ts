import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { texts } from '@market/shared';
import { tooManyRequests } from './errors.js';

// What the route limits count (docs/decisions/0137): the account on signed-in routes, the name or
// e-mail address typed on public ones, and the client's address only up to a ceiling that a shared
// address (carrier-grade NAT, one Wi-Fi for a training centre) of a few hundred people stays under.

/** The client's address: request.ip (the real client behind a trusted proxy, TRUST_PROXY); an IPv6 client by its /56, as one subscriber gets. */
export const addressKey = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/** The route limits' default key: the signed-in account, else the client's address. */
export const routeLimitKey = (request: FastifyRequest) => (request.user ? `account:${request.user.id}` : addressKey(request));

/** A public route's ceiling per client address (a route's `config.rateLimit`). */
export const perAddress = (max: number, timeWindow: string) => ({ max, timeWindow, keyGenerator: addressKey });

/** A key for a secret (a link's token) that does not hold it: limits are kept in Redis, which must hold no usable token. */
export const secretKey = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * A limit per name (an e-mail address, a username, a token's hash) that a route checks in its
 * handler once it has read the name: `check(request, name)` throws 429 past `max` in `timeWindowMs`.
 * Counted in the route limits' store, so in Redis across processes when it is up.
 */
export function perName(app: FastifyInstance, kind: string, max: number, timeWindowMs: number, message: string = texts.tooManyRequests) {
  const names = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: (request) => `${kind}:${names.get(request)}` });
  return async (request: FastifyRequest, name: string): Promise<void> => {
    names.set(request, name);
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(message, result.ttlInSeconds);
  };
}
