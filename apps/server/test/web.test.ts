import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagePreload } from '../src/lib/page-preload.js';
import web from '../src/plugins/web.js';
import { parseInitialData, seedQueryClient } from '../../web/src/lib/initial-data.js';

const shell = `<!doctype html><html><head><meta name="description" content="Default description" /><title>Default title</title></head><body><div id="root"></div></body></html>`;
const script = 'console.log("entry");';
const aboutPage = `<!doctype html><html><head><title>About</title></head><body><div id="root"><h1>About us</h1></div></body></html>`;
const hostile = 'Logo </script><script>alert(1)</script> & <!-- \u2028 done';

// A fake page: '/things/:id' embeds one record under the query key its (imagined) hook uses.
const thingsPage: PagePreload = {
  path: '/things/:id',
  async load({ params }) {
    if (params.id === 'missing') return null;
    if (params.id === 'broken') throw new Error('database down');
    // A gig title or a search may hold `$` replacement patterns: they must reach the page as text.
    if (params.id === 'dollars') return { title: "Title $' $` $& $$", description: "Search $`$'", queries: [] };
    return { title: `Thing ${params.id} <b>`, description: 'One "thing"', images: [`/api/files/${params.id}?"x"`], queries: [{ key: ['things', params.id], data: { id: params.id, title: hostile } }] };
  },
};

let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'market-web-'));
  writeFileSync(join(root, 'index.html'), shell);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'entry-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'entry-abc123.js.br'), 'brotli form');
  writeFileSync(join(root, 'assets', 'entry-abc123.js.gz'), 'gzip form');
  mkdirSync(join(root, 'pages'));
  writeFileSync(join(root, 'pages', 'about.html'), aboutPage);
  app = Fastify({ logger: false });
  app.decorate('pagePreloads', [thingsPage]);
  await app.register(web, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const embedded = (html: string) => html.match(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/)?.[1];

describe('pages with a PagePreload', () => {
  it('embed the loaded data with the page title and description, escaped against breaking out of the script', async () => {
    const res = await app.inject({ url: '/things/42' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Thing 42 &lt;b&gt;</title>');
    expect(res.body).toContain('<meta name="description" content="One &quot;thing&quot;" />');
    // The first image is asked for from the head, its address escaped like any attribute.
    expect(res.body).toContain('<link rel="preload" as="image" href="/api/files/42?&quot;x&quot;" fetchpriority="high" /></head>');
    // Only one closing script tag follows the data: the hostile text cannot end the element early.
    const json = embedded(res.body);
    expect(json).toBeDefined();
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(json!)).toEqual({ queries: [{ key: ['things', '42'], data: { id: '42', title: hostile } }] });
  });

  it('insert titles and descriptions holding $ patterns as text, never as parts of the page', async () => {
    const res = await app.inject({ url: '/things/dollars' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Title $' $` $&amp; $$</title>");
    expect(res.body).toContain('<meta name="description" content="Search $`$\'" />');
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('seed the query cache of the web app under the exact keys, before any fetch', async () => {
    const res = await app.inject({ url: '/things/7' });
    const client = new QueryClient();
    seedQueryClient(client, parseInitialData(embedded(res.body)));
    expect(client.getQueryData(['things', '7'])).toEqual({ id: '7', title: hostile });
    expect(client.getQueryData(['things', '8'])).toBeUndefined();
  });

  it('fall back to the plain shell when the load finds nothing or fails', async () => {
    for (const id of ['missing', 'broken']) {
      const res = await app.inject({ url: `/things/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shell);
    }
    expect(parseInitialData(undefined)).toBeNull();
    expect(parseInitialData('{not json')).toBeNull();
  });

  it('leave other client routes on the shell', async () => {
    const res = await app.inject({ url: '/elsewhere' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
  });
});

describe('built files', () => {
  it('send hashed assets in the encoding the browser accepts, with Vary, cached for a year', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', body: 'brotli form' },
      { accept: 'gzip', encoding: 'gzip', body: 'gzip form' },
      { accept: undefined, encoding: undefined, body: script },
    ];
    for (const c of cases) {
      const res = await app.inject({ url: '/assets/entry-abc123.js', headers: c.accept ? { 'accept-encoding': c.accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(c.encoding);
      expect(res.body).toBe(c.body);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('text/javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
  });

  it('serve a prerendered page at its address, compressed, and the shell elsewhere', async () => {
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(aboutPage);
    const gz = await app.inject({ url: '/about/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(aboutPage);
    expect((await app.inject({ url: '/signin' })).body).toBe(shell);
  });
});
