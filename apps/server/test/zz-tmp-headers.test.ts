// TEMPORARY (helper of the security-headers migration): dumps response headers; deleted afterwards.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { it } from 'vitest';
import { createTestApp } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';

it('dumps headers', async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'market-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  const out: Record<string, unknown> = {};
  const envs: Record<string, Record<string, string>> = {
    dev: {},
    prod: { NODE_ENV: 'production' },
    stripe: { STRIPE_SECRET_KEY: 'sk_test_fakekey123', STRIPE_PUBLISHABLE_KEY: 'pk_test_fakekey123', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: 'http://127.0.0.1:9' },
  };
  for (const [name, env] of Object.entries(envs)) {
    const t = await createTestApp(env, { webRoot });
    const u = await signedIn(t.app, t.db, 'user');
    const reqs: [string, InjectOptions][] = [
      ['home', { method: 'GET', url: '/' }],
      ['asset', { method: 'GET', url: '/assets/index-abc123.js' }],
      ['health', { method: 'GET', url: '/api/health' }],
      ['404api', { method: 'GET', url: '/api/nothing' }],
      ['400', { method: 'POST', url: '/api/auth/login', payload: { username: '' } }],
      ['401', { method: 'GET', url: '/api/orders' }],
      ['403origin', { method: 'POST', url: '/api/auth/login', headers: { origin: 'https://evil.example' }, payload: {} }],
      ['docs', { method: 'GET', url: '/api/docs/' }],
      ['docsjson', { method: 'GET', url: '/api/docs/json' }],
      ['openapi', { method: 'GET', url: '/api/openapi.json' }],
      ['events', { method: 'GET', url: '/api/events', headers: { cookie: u.cookie } }],
      ['orders', { method: 'GET', url: '/api/orders', headers: { cookie: u.cookie } }],
      ['badurl', { method: 'GET', url: '/api/%zz' }],
    ];
    for (const [key, opts] of reqs) {
      const res = await t.app.inject(opts);
      const h = { ...res.headers } as Record<string, unknown>;
      for (const k of ['date', 'x-request-id', 'set-cookie', 'content-length', 'etag', 'last-modified']) delete h[k];
      out[`${name}:${key}`] = { status: res.statusCode, headers: Object.fromEntries(Object.entries(h).sort(([a], [b]) => (a < b ? -1 : 1))) };
    }
    await t.close();
  }
  writeFileSync(process.env.HDR_OUT ?? '/tmp/hdr/out.json', JSON.stringify(out, null, 2));
});
