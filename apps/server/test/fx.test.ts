import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rupeesTexts, ur, type FxHistory, type FxRate } from '@market/shared';
import { fxRates } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { injectAs, ok, refused, type HttpMethod } from './helpers/http.js';

let t: TestContext;
type Session = { user: { id: string; username: string }; cookie: string };
let admin: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp({ PKR_PER_USD: '279.5' });
  admin = await signedIn(t.app, t.db, 'admin');
  member = await signedIn(t.app, t.db, 'user');
});
afterAll(() => t.close());

const call = (who: Session | null, method: HttpMethod, url: string, payload?: object, headers: Record<string, string> = {}) => injectAs(t.app, '10.62', who, method, url, payload, headers);

describe('the rupee rate', () => {
  it('starts at PKR_PER_USD, stored once as the first value, with nobody as its setter', async () => {
    const [first, second] = await Promise.all([ok<FxRate>(call(null, 'GET', '/api/fx')), ok<FxRate>(call(null, 'GET', '/api/fx'))]);
    expect(first.pkrPerUsd).toBe(279.5);
    expect(second).toEqual(first);
    const rows = await t.db.select().from(fxRates);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pkrPerUsd: 279.5, setBy: null });
    const res = await call(null, 'GET', '/api/fx');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is changed by an admin from now on, each change kept with who made it and when', async () => {
    const saved = await ok<{ message: string; rate: FxRate }>(call(admin, 'PUT', '/api/admin/fx', { pkrPerUsd: 281.1234 }));
    expect(saved.message).toBe(rupeesTexts.rateSaved);
    expect(saved.rate.pkrPerUsd).toBe(281.1234);
    expect((await ok<FxRate>(call(null, 'GET', '/api/fx'))).pkrPerUsd).toBe(281.1234);
    await ok(call(admin, 'PUT', '/api/admin/fx', { pkrPerUsd: 282 }));
    const history = await ok<FxHistory>(call(admin, 'GET', '/api/admin/fx'));
    expect(history.rates.map((r) => r.pkrPerUsd)).toEqual([282, 281.1234, 279.5]);
    expect(history.rates[0].setBy).toEqual({ _id: admin.user.id, username: admin.user.username });
    expect(history.rates[2].setBy).toBeNull();
    const rows = await t.db.select().from(fxRates).where(eq(fxRates.setBy, admin.user.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses rates that are no rate, saying what it takes, in the caller\'s language', async () => {
    for (const pkrPerUsd of [0, -5, 10_001, 280.12345, '280', null]) {
      await refused(call(admin, 'PUT', '/api/admin/fx', { pkrPerUsd }), 400, rupeesTexts.rateInvalid);
    }
    await refused(call(admin, 'PUT', '/api/admin/fx', { pkrPerUsd: 280, extra: 1 }), 400);
    await refused(call({ ...admin, cookie: admin.cookie }, 'PUT', '/api/admin/fx', { pkrPerUsd: 0 }, { 'accept-language': 'ur' }), 400, rupeesTexts.rateInvalid);
    const urdu = await signedIn(t.app, t.db, 'admin', { language: 'ur' });
    await refused(call(urdu, 'PUT', '/api/admin/fx', { pkrPerUsd: 0 }), 400, ur.rupeesTexts.rateInvalid);
    expect((await ok<FxRate>(call(null, 'GET', '/api/fx'))).pkrPerUsd).toBe(282);
  });

  it('is set by admins only', async () => {
    await refused(call(member, 'PUT', '/api/admin/fx', { pkrPerUsd: 1 }), 403);
    await refused(call(null, 'PUT', '/api/admin/fx', { pkrPerUsd: 1 }), 401);
    await refused(call(member, 'GET', '/api/admin/fx'), 403);
    expect((await ok<FxRate>(call(null, 'GET', '/api/fx'))).pkrPerUsd).toBe(282);
  });
});
