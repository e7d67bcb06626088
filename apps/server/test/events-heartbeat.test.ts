import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heartbeatMs } from '../src/modules/events/routes.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { openEvents } from './helpers/sse.js';

let t: TestContext;
let base: string;

beforeAll(async () => {
  // Only the heartbeat's interval is driven by hand; everything else keeps real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('event stream heartbeat', () => {
  it('pings live sessions and ends the stream of a session that signed out', async () => {
    const stays = await signedIn(t.app, t.db, 'user');
    const leaves = await signedIn(t.app, t.db, 'user');
    const kept = await openEvents(base, stays.cookie);
    const ended = await openEvents(base, leaves.cookie);
    let pings = 0;
    kept.onComment = () => pings++;

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: leaves.cookie } });
    expect(logout.statusCode).toBe(200);
    vi.advanceTimersByTime(heartbeatMs);
    await ended.ended;
    await expect.poll(() => pings).toBe(1);
    expect(t.app.realtime.size()).toBe(1);
    kept.close();
  });
});
