import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { texts } from '@market/shared';
import { forbidden, tooManyRequests } from '../lib/errors.js';
import { routeLimitKey } from '../lib/limits.js';
import { rateLimitStore } from '../lib/rate-limit-store.js';
import { isApiPath, requestPath } from './auth.js';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin this request was addressed to, as the browser would write it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * What Stripe.js and its Payment Element need (Stripe's security guide), allowed only when
 * payments go through Stripe: the script from js.stripe.com, its frames, and its API.
 */
const stripeSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

// Helmet has no option for this header.
const permissionsPolicy = 'camera=(self), microphone=(), geolocation=()';

/**
 * Helmet's headers for these options, worked out once at start: none of them depends on the
 * request, and building them per request (as @fastify/helmet does) halved a trivial route's throughput.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of API answers (JSON, event streams, stored files): what protects a response that is
 * not a page, after OWASP's REST guidance. It is opened by no one as a document, so it may load
 * nothing and be framed by no one; the page-only headers (the page CSP, permissions, the opener and
 * agent-cluster policies, DNS prefetch, IE's download and XSS switches, Flash's cross-domain policy)
 * would cost every answer about 500 bytes for nothing. Framing is refused by the CSP's
 * frame-ancestors alone: X-Frame-Options is its legacy form, which every browser that honours the
 * CSP ignores when frame-ancestors is there. Nothing is stored by default (an answer may hold
 * someone's data); a route whose answer may be kept (a public file) sets its own Cache-Control,
 * which replaces this one.
 */
function apiHeadersOf(page: Record<string, string>): Record<string, string> {
  // Not Referrer-Policy either: it governs the requests a document makes, and an API answer makes none.
  const kept = ['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options'];
  return {
    ...Object.fromEntries(kept.filter((name) => name in page).map((name) => [name, page[name]])),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  };
}

/**
 * Whether the answer is an API answer, decided as auth decides an API request (by the matched route,
 * however the path was spelled). The API reference is a page under /api: it keeps the page headers
 * (and sets its own CSP).
 */
function isApiAnswer(request: FastifyRequest): boolean {
  const path = requestPath(request);
  return isApiPath(path) && !path.startsWith('/api/docs');
}

/** Security headers, the same-origin rule for state-changing requests, and per-route rate limits. */
export default fp(async function security(app: FastifyInstance) {
  const stripe = app.config.paymentProvider === 'stripe';
  const pageHeaders = {
    ...securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(stripe ? stripeSources.script : [])],
          // React sets style attributes (transforms, widths); no inline <style> is needed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(stripe ? stripeSources.connect : [])],
          frameSrc: stripe ? stripeSources.frame : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The selfie camera is the only device feature the app uses.
      crossOriginEmbedderPolicy: false,
      hsts: app.config.env === 'production',
    }),
    'permissions-policy': permissionsPolicy,
  };
  const apiHeaders = apiHeadersOf(pageHeaders);
  // Cookies are SameSite=Lax; this refuses the remaining cross-site writes (and old browsers).
  const foreignWrite = (request: FastifyRequest): boolean => {
    if (!stateChanging.has(request.method)) return false;
    const origin = request.headers.origin;
    if (origin) return origin !== ownOrigin(request) && !app.config.publicOrigins.includes(origin);
    return request.headers['sec-fetch-site'] === 'cross-site';
  };
  // Security headers on every answer (a route may set its own Content-Security-Policy: the API
  // docs, stored files), then the same-origin rule.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request) ? apiHeaders : pageHeaders);
    done(foreignWrite(request) ? forbidden(texts.foreignOrigin) : undefined);
  });

  // Counted in Redis across processes when REDIS_URL is set (and while it answers), else in memory;
  // per account on signed-in routes, so people sharing an address do not wait for each other (0137).
  await app.register(rateLimit, {
    global: false,
    keyGenerator: routeLimitKey,
    store: rateLimitStore(app.redis),
    errorResponseBuilder: (_request, context) => tooManyRequests(texts.tooManyRequests, Math.ceil(context.ttl / 1000)),
  });
});
