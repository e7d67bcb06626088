import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts, texts } from '@market/shared';
import { buildApp } from '../src/app.js';
import { encodeCursor } from '../src/lib/cursor.js';
import { expectBadCursor } from './helpers/cursors.js';
import { insertGig } from './helpers/orders.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { multipart } from './helpers/uploads.js';

type Session = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let webRoot: string;
let user: Session;
let admin: Session;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'market-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  t = await createTestApp({}, { webRoot });
  user = await signedIn(t.app, t.db, 'user');
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const ip = (() => {
  let n = 0;
  return () => `10.60.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
})();

describe('access is decided by the matched route, however the path is spelled', () => {
  it('GET /%61pi/user/:id and /ap%69/user/:id answer 401, 403 and 200 like the plain path', async () => {
    for (const prefix of ['/api', '/%61pi', '/ap%69', '/%61%70%69']) {
      const url = `${prefix}/user/${admin.user.id}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).statusCode, url).toBe(403);
      const own = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('POST /%61pi/uploads without a session answers 401', async () => {
    const form = await multipart([['purpose', 'gig'], ['file', { data: Buffer.from('x'), filename: 'a.png' }]]);
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/uploads', ...form });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(texts.notSignedIn);
  });

  it('POST /%61pi/auth/logout ends the server session, not only the cookie', async () => {
    const session = await signedIn(t.app, t.db, 'user');
    const out = await t.app.inject({ method: 'POST', url: '/%61pi/auth/logout', headers: { cookie: session.cookie } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/user/${session.user.id}`, headers: { cookie: session.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('unknown API paths get the JSON 404 and no-store however spelled; page paths get the app', async () => {
    for (const url of ['/api/nope', '/%61pi/nope', '//api/nope', '/api//user/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: texts.notFound, code: 'NOT_FOUND' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Not the API, whatever it starts with: the web app's not-found page (a 404: no page has that address).
    const page = await t.app.inject({ method: 'GET', url: '/apiary/gigs' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('text that cannot be stored is refused in one place', () => {
  it('a NUL in a JSON string answers 400 on login and the contact form, naming the field', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip(), payload: { username: 'a\u0000b', password: 'secret' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ message: requestTexts.badCharacters, code: 'VALIDATION_ERROR', fields: { username: requestTexts.badCharacters } });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/conversation',
      remoteAddress: ip(),
      payload: { name: 'A', email: 'a@example.com', phone: '+92 300 1234567', message: 'Hi\u0000' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().fields).toEqual({ message: requestTexts.badCharacters });
  });

  it('refuses unpaired surrogates in bodies, NUL in keys, queries and params', async () => {
    const lone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip(),
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"ab\\ud800","password":"secret"}',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().message).toBe(requestTexts.badCharacters);
    const key = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip(), payload: { username: 'ab', password: 'secret', 'x\u0000': 1 } });
    expect(key.statusCode).toBe(400);
    const query = await t.app.inject({ method: 'GET', url: '/api/health?q=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual({ q: requestTexts.badCharacters });
    const param = await t.app.inject({ method: 'GET', url: '/api/users/%00' });
    expect(param.statusCode).toBe(400);
    expect(param.json().message).toBe(requestTexts.badCharacters);
  });

  it('refuses NUL in multipart text fields and file names', async () => {
    const fieldForm = await multipart([['purpose', 'gig\u0000']]);
    const field = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...fieldForm.headers, cookie: user.cookie }, payload: fieldForm.payload });
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toBe(requestTexts.badCharacters);
    const form = await multipart([['purpose', 'gig'], ['file', { data: Buffer.from('x'), filename: 'a\u0000.png' }]]);
    const name = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...form.headers, cookie: user.cookie }, payload: form.payload });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe(requestTexts.badCharacters);
  });
});

describe('error texts fit the route', () => {
  it('a JSON route sent another Content-Type answers 415 asking for JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip(), headers: { 'content-type': type }, payload: 'username=a&password=b' });
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({ message: requestTexts.sendJson, code: 'UNSUPPORTED_TYPE' });
    }
    const form = await multipart([['username', 'a'], ['password', 'b']]);
    const multi = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip(), ...form });
    expect(multi.statusCode).toBe(415);
    expect(multi.json().message).toBe(requestTexts.sendJson);
  });

  it('the upload route keeps its file texts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { cookie: user.cookie, 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(texts.fileWrongType);
  });

  it('a JSON body over the limit answers 413 naming the request size', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversation',
      remoteAddress: ip(),
      payload: { name: 'A', email: 'a@example.com', phone: '+92 300 1234567', message: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: requestTexts.requestTooLarge('1 MB'), code: 'TOO_LARGE' });
  });

  it('malformed JSON answers 400 with a plain text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip(), headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: requestTexts.badJson, code: 'BAD_REQUEST' });
  });

  it('valid JSON with prototype keys answers 400 saying what is refused, not that it is broken', async () => {
    const bodies = [
      '{"username":"ab","password":"secret","constructor":{"prototype":{"isAdmin":true}}}',
      '{"username":"ab","password":"secret","__proto__":{"isAdmin":true}}',
      '{"username":"ab","nested":{"__proto__":{"x":1}}}',
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip(), headers: { 'content-type': 'application/json; charset=utf-8' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({ message: requestTexts.prototypeKeys, code: 'BAD_REQUEST' });
    }
    // A plain "constructor" key is data like any other: the route's own validation answers.
    const plain = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip(), headers: { 'content-type': 'application/json' }, payload: '{"username":"ab","password":"secret","constructor":"x"}' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('VALIDATION_ERROR');
  });

  it('a bad percent-encoding answers 400 in the API error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: requestTexts.badUrl, code: 'BAD_REQUEST' });
    const long = await t.app.inject({ method: 'GET', url: `/api/users/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: requestTexts.urlTooLong, code: 'URI_TOO_LONG' });
  });
});

describe('errors raised before routing answer in the API format', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Sends raw bytes and returns the status and the JSON body of the answer. */
  function raw(request: string): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        const [head, body] = data.split('\r\n\r\n');
        const status = Number(head.split(' ')[1]);
        try {
          resolve({ status, body: JSON.parse(body) });
        } catch (err) {
          reject(new Error(`not JSON: ${data.slice(0, 300)} (${String(err)})`));
        }
      });
      socket.write(request);
    });
  }

  it('a 100,000-character URL answers 431', async () => {
    const res = await raw(`GET /api/health?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res).toEqual({ status: 431, body: { message: requestTexts.headersTooLarge, code: 'HEADERS_TOO_LARGE' } });
  });

  it('an unknown method answers 400', async () => {
    const res = await raw('BREW /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(res).toEqual({ status: 400, body: { message: requestTexts.badRequest, code: 'BAD_REQUEST' } });
  });
});

describe('shutting down', () => {
  it('a request that arrives while the server closes gets 503 in the API format', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    let started!: () => void;
    const handlerStarted = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const release = new Promise<void>((r) => (finish = r));
    app.get('/api/slow', { config: { access: 'public' } }, async () => {
      started();
      await release;
      return { done: true };
    });
    let shuttingDown!: () => void;
    const shutdownBegun = new Promise<void>((r) => (shuttingDown = r));
    app.addHook('preClose', async () => shuttingDown());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const open = () => {
      const socket = connect(port, '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
      });
      return { socket, answer };
    };
    const slow = open();
    slow.socket.write('GET /api/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await handlerStarted;
    // A second client is half-way through sending its request when shutdown begins.
    const lateReceived = new Promise((r) => app.server.once('connection', (socket) => socket.once('data', r)));
    const late = open();
    late.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await lateReceived;
    const closed = app.close();
    await shutdownBegun;
    late.socket.write('\r\n');
    const lateAnswer = await late.answer;
    finish();
    await closed;
    expect(await slow.answer).toContain('{"done":true}');
    expect(lateAnswer).toMatch(/^HTTP\/1.1 503 /);
    expect(JSON.parse(lateAnswer.split('\r\n\r\n')[1])).toEqual({ message: requestTexts.restarting, code: 'UNAVAILABLE' });
  });
});

describe('GET /api/docs', () => {
  it('is served under a CSP naming only our origin, and its assets come from our origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toMatch(/https:|http:|\*|validator\.swagger\.io|unsafe-eval/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset, asset).not.toMatch(/^(https?:)?\/\//);
      const res = await t.app.inject({ method: 'GET', url: new URL(asset, 'http://localhost/api/docs/').pathname });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});

describe("the outside probe's damaged cursors", () => {
  // Each once answered 500: the values the probe sent, each on the list it sent it to.
  const id = '01900000-0000-7000-8000-000000000000';
  it('answer 400 on the gig, review, order and message lists', async () => {
    const other = await signedIn(t.app, t.db, 'seller');
    const conversation = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { to: other.user.id }, headers: { cookie: user.cookie } });
    expect(conversation.statusCode).toBe(201);
    const gig = await insertGig(t.db, t.storage, other.user.id);
    const cases: [string, string][] = [
      ['gig cursor holding -1e300', `/api/gigs?sort=sales&cursor=${encodeCursor('sales', -1e300, id)}`],
      ['reviews cursor with month 13, hour 25', `/api/reviews/${gig.id}?cursor=${encodeCursor('reviews', '2020-13-45 25:61:61', id)}`],
      ['orders cursor in year +275760', `/api/orders?cursor=${encodeCursor('orders', '+275760-09-13 00:00:00+00', id)}`],
      ['messages cursor of dashes', `/api/messages/${conversation.json().id}?cursor=${'-'.repeat(40)}`],
    ];
    for (const [what, url] of cases) expectBadCursor(await t.app.inject({ url, headers: { cookie: user.cookie } }), what);
  });
});
