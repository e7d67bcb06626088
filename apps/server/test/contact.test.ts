import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = { name: 'Ayesha Khan', email: 'ayesha@example.com', phone: '+92 300 1234567', message: 'I would like to know more.' };

describe('POST /api/conversation (contact form)', () => {
  it('stores the message and answers with the success text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/conversation', payload: valid, remoteAddress: '10.2.0.1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'We recieved your details successfully will reach you soon!' });
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, ip: '10.2.0.1' });
  });

  it('rejects missing fields and a bad e-mail with field messages, storing nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversation',
      payload: { name: '  ', email: 'not-an-email', phone: '', message: 'x' },
      remoteAddress: '10.2.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: 'Required', email: 'Invalid Email', phone: 'Required' });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('limits each e-mail address to 5 messages in 10 minutes, from any client address', async () => {
    const payload = { ...valid, email: 'limited@example.com' };
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/conversation', payload, remoteAddress: `10.2.1.${i + 1}` });
      expect(res.statusCode).toBe(201);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/conversation', payload: { ...payload, email: 'Limited@Example.com' }, remoteAddress: '10.2.1.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    // People sharing an address write on.
    const other = await t.app.inject({ method: 'POST', url: '/api/conversation', payload: { ...valid, email: 'someone-else@example.com' }, remoteAddress: '10.2.1.1' });
    expect(other.statusCode).toBe(201);
  });

  it('limits a client address only past 100 messages in 10 minutes', async () => {
    const send = (i: number) => t.app.inject({ method: 'POST', url: '/api/conversation', payload: { ...valid, email: `person-${i}@example.com` }, remoteAddress: '10.2.2.1' });
    const codes = (await Promise.all(Array.from({ length: 100 }, (_, i) => send(i)))).map((r) => r.statusCode);
    expect(codes.every((c) => c === 201)).toBe(true);
    expect((await send(100)).statusCode).toBe(429);
  });
});
