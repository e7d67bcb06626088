import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/types.js';

type Answer = { statusCode: number; body: string };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const addresses = new Map<string, number>();

/**
 * One API request as a test makes it: the session's cookie (null: a visitor), a JSON body, and
 * each request from its own client address under `prefix` (two octets, one per test file, e.g.
 * '10.44'), so per-address ceilings never decide a test about something else.
 */
export function injectAs(app: App, prefix: string, who: { cookie: string } | null, method: HttpMethod, url: string, payload?: object, headers: Record<string, string> = {}) {
  const n = (addresses.get(prefix) ?? 0) + 1;
  addresses.set(prefix, n);
  const options: InjectOptions = { method, url, payload, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers }, remoteAddress: `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}` };
  return app.inject(options);
}

/** The answer's JSON, after checking its status (200 unless said). */
export async function ok<T>(res: Promise<Answer>, status = 200): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return JSON.parse(r.body) as T;
}

/** Checks a refusal's status and, when given, its message; returns its body (message, code, fields). */
export async function refused(res: Promise<Answer>, status: number, message?: string) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  const body = JSON.parse(r.body) as { message: string; code: string; fields?: Record<string, string> };
  if (message) expect(body.message).toBe(message);
  return body;
}
