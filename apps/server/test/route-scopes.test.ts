import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isApiPath } from '../src/plugins/auth.js';
import { createTestApp, type TestContext } from './helpers/app.js';

// Which Fastify instance each API route ("METHOD /url") was added on, recorded by an onRoute hook
// that exists from the moment Fastify makes the app, so that every scope made later inherits it.
// The API reference's pages come from the swagger plugins' own scope and are left out.
const addedOn = vi.hoisted(() => new Map<string, unknown>());
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const withRecorder = ((options: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
      if (!isApiPath(route.url) || route.url.startsWith('/api/docs')) return;
      for (const method of [route.method].flat()) addedOn.set(`${method} ${route.url}`, this);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: withRecorder };
});

/**
 * The routes that may live in a scope of their own: each needs a parser or hook the rest must not
 * get. Every other route is added on the root instance, so all requests share one Request and
 * Reply class (decision 0051: with a scope per module the shared request path ran megamorphic).
 */
const scopedRoutes = [
  'POST /api/payments/webhook',
  'POST /api/notifications/unsubscribe',
  'POST /api/auth/register',
  'POST /api/user/verification',
  'POST /api/uploads',
  // A task pool's items as a streamed CSV.
  'POST /api/task-pools/:id/items',
];

describe('route scopes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds every module route on the root instance; only routes with a parser of their own have a scope', () => {
    expect(addedOn.size).toBeGreaterThan(50);
    const inAScope = [...addedOn].filter(([, instance]) => instance !== t.app).map(([route]) => route);
    expect(inAScope.sort()).toEqual([...scopedRoutes].sort());
  });
});
