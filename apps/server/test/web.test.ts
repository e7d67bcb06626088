import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ur } from '@market/shared';
import { missingPage, type PagePreload } from '../src/lib/page-preload.js';
import type { SitemapSource } from '../src/lib/sitemap.js';
import { withSupport } from '../src/lib/support-html.js';
import web from '../src/plugins/web.js';
import language from '../src/plugins/language.js';
import cookie from '@fastify/cookie';
import { parseInitialData, seedQueryClient } from '../../web/src/lib/initial-data.js';

const shell = `<!doctype html><html><head><meta name="description" content="Default description" /><title>Default title</title></head><body><div id="root"></div></body></html>`;
const script = 'console.log("entry");';
const aboutPage = `<!doctype html><html><head><title>About</title></head><body><div id="root"><h1>About us</h1></div></body></html>`;
// The Urdu build beside the English one: its shell (index-ur.html) and its prerendered pages (pages/ur).
const urduShell = `<!doctype html><html lang="ur" dir="rtl"><head><title>اردو</title></head><body><div id="root"></div></body></html>`;
const urduAboutPage = `<!doctype html><html lang="ur" dir="rtl"><head><title>ہمارے بارے میں</title></head><body><div id="root"><h1>ہمارے بارے میں</h1></div></body></html>`;
const hostile = 'Logo </script><script>alert(1)</script> & <!-- \u2028 done';
// The SUPPORT_* settings of these tests: hours with characters HTML must escape.
const support = { email: 'help@kaamkar.example', phone: '+92 21 1111 2222', whatsapp: '+92 300 1112223', hours: 'Mon <to> Fri & "Sat"' };
/** The shell as served: with the support details as JSON before </body>. */
const servedShell = withSupport(shell, support);
/** The head tags of a page at `path` that tie its languages together: hreflang alternates, then og:locale. */
const languageLinks = (path: string, locale = 'en_US') =>
  `<link rel="alternate" hreflang="en" href="https://kaamkar.example${path}?lang=en" />` +
  `<link rel="alternate" hreflang="ur" href="https://kaamkar.example${path}?lang=ur" />` +
  `<link rel="alternate" hreflang="x-default" href="https://kaamkar.example${path}" />` +
  `<meta property="og:locale" content="${locale}" />`;
/** The shell as served for a client route at `path`: with its language links at the end of its head. */
const shellAt = (path: string) => servedShell.replace('</head>', `${languageLinks(path)}</head>`);

// A fake page: '/things/:id' embeds one record under the query key its (imagined) hook uses.
const thingsPage: PagePreload = {
  path: '/things/:id',
  async load({ params }) {
    if (params.id === 'missing') return null;
    if (params.id === 'gone') return missingPage(['things', 'gone']);
    if (params.id === 'explode') return { title: 'Explodes when rendered', queries: [] };
    if (params.id === 'broken') throw new Error('database down');
    // A gig title or a search may hold `$` replacement patterns: they must reach the page as text.
    if (params.id === 'dollars') return { title: "Title $' $` $& $$", description: "Search $`$'", queries: [] };
    return { title: `Thing ${params.id} <b>`, description: 'One "thing"', images: [`/api/files/${params.id}?"x"`], canonical: `/things/${params.id}`, queries: [{ key: ['things', params.id], data: { id: params.id, title: hostile } }] };
  },
};

// A fake source: five things in id order, two to a sitemap file in these tests.
const thingIds = ['01900000-0000-7000-8000-000000000001', '01900000-0000-7000-8000-000000000002', '01900000-0000-7000-8000-000000000003', '01900000-0000-7000-8000-000000000004', '01900000-0000-7000-8000-000000000005'];
const thingsSitemap: SitemapSource = {
  name: 'things',
  pages: ['/things', '/things?kind=a&b'],
  async firstKeys(_db, size) {
    return thingIds.filter((_id, i) => i % size === 0);
  },
  async entries(_db, firstKey, size) {
    return thingIds.filter((id) => id >= firstKey).slice(0, size).map((id) => ({ path: `/things/${id}`, lastmod: new Date('2026-11-20T10:00:00Z') }));
  },
};

let app: FastifyInstance;
let root: string;

/** The request's language, as the app gives it (no session in these tests: the cookie, then Accept-Language). */
async function withLanguages(instance: FastifyInstance) {
  instance.decorateRequest('user', null);
  await instance.register(cookie);
  await instance.register(language);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'market-web-'));
  writeFileSync(join(root, 'index.html'), shell);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'entry-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'entry-abc123.js.br'), 'brotli form');
  writeFileSync(join(root, 'assets', 'entry-abc123.js.gz'), 'gzip form');
  mkdirSync(join(root, 'pages'));
  writeFileSync(join(root, 'pages', 'about.html'), aboutPage);
  writeFileSync(join(root, 'index-ur.html'), urduShell);
  mkdirSync(join(root, 'pages', 'ur'));
  writeFileSync(join(root, 'pages', 'ur', 'about.html'), urduAboutPage);
  app = Fastify({ logger: false });
  await withLanguages(app);
  app.decorate('pagePreloads', [thingsPage]);
  app.decorate('sitemapSources', [thingsSitemap]);
  await app.register(web, { root, origin: 'https://kaamkar.example', sitemapUrlsPerFile: 2, support });
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
    // The first image is asked for first in the head, its address escaped like any attribute.
    expect(res.body).toContain('</title><link rel="preload" as="image" href="/api/files/42?&quot;x&quot;" fetchpriority="high" />');
    // Only one closing script tag follows the data: the hostile text cannot end the element early.
    const json = embedded(res.body);
    expect(json).toBeDefined();
    expect(json).not.toMatch(/<|>|\u2028/);
    // Only the support details' script and this one close: the hostile text cannot end the element early.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.parse(json!)).toEqual({ queries: [{ key: ['things', '42'], data: { id: '42', title: hostile } }], errors: [] });
  });

  it('carry the canonical address and the link-preview card, absolute on the public origin', async () => {
    const res = await app.inject({ url: '/things/42?utm_source=x' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="https://kaamkar.example/things/42" />');
    expect(head).toContain('<meta property="og:url" content="https://kaamkar.example/things/42" />');
    expect(head).toContain('<meta property="og:title" content="Thing 42 &lt;b&gt;" />');
    expect(head).toContain('<meta property="og:description" content="One &quot;thing&quot;" />');
    expect(head).toContain('<meta property="og:image" content="https://kaamkar.example/api/files/42?%22x%22" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).not.toContain('noindex');
  });

  it('link the page in each language (hreflang en, ur, x-default) and name the card\'s locale', async () => {
    const english = await app.inject({ url: '/things/42?utm_source=x' });
    const head = english.body.slice(0, english.body.indexOf('</head>'));
    expect(head).toContain(languageLinks('/things/42'));
    expect(head.match(/rel="alternate"/g)).toHaveLength(3);
    // In Urdu the canonical address is the ?lang=ur one; the alternates are the same.
    for (const request of [{ url: '/things/42?lang=ur' }, { url: '/things/42', headers: { cookie: 'lang=ur' } }]) {
      const urdu = await app.inject(request);
      const urduHead = urdu.body.slice(0, urdu.body.indexOf('</head>'));
      expect(urduHead, request.url).toContain('<link rel="canonical" href="https://kaamkar.example/things/42?lang=ur" />');
      expect(urduHead, request.url).toContain('<meta property="og:url" content="https://kaamkar.example/things/42?lang=ur" />');
      expect(urduHead, request.url).toContain(languageLinks('/things/42', 'ur_PK'));
    }
    // A record that does not exist has no language versions to link.
    expect((await app.inject({ url: '/things/gone' })).body).not.toContain('hreflang');
  });

  it('answer 404 for a record that does not exist, with noindex and the API\'s 404 seeded under the record\'s key', async () => {
    const res = await app.inject({ url: '/things/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Page not found</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
    // The web app starts with the query failed as the API would fail it: its not-found page, no spinner.
    const client = new QueryClient();
    seedQueryClient(client, parseInitialData(embedded(res.body)));
    const state = client.getQueryState(['things', 'gone']);
    expect(state?.status).toBe('error');
    expect((state?.error as { status?: number } | null)?.status).toBe(404);
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
      expect(res.body).toBe(shellAt(`/things/${id}`));
    }
    expect(parseInitialData(undefined)).toBeNull();
    expect(parseInitialData('{not json')).toBeNull();
  });

  it('leave the other pages of the web app on the shell, dynamic ones whatever their id', async () => {
    const cases = [
      { url: '/signin', path: '/signin' },
      { url: '/orders/0190-abc', path: '/orders/0190-abc' },
      { url: '/dashboard', path: '/dashboard' },
      { url: '/dashboard/Tasks/42/', path: '/dashboard/Tasks/42' },
      { url: '/settings/notifications?from=mail', path: '/settings/notifications' },
      { url: '/gigs/', path: '/gigs' },
    ];
    for (const { url, path } of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shellAt(path));
    }
  });

  it('answer 404 to an address the web app has no page for, with the shell titled "Page not found" and noindex', async () => {
    for (const url of ['/nonexistent-page-xyz', '/elsewhere?x=1', '/dashboard/nope', '/gigs/1/2', '/orders/1/edit']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      const body = gunzipSync(res.rawPayload).toString();
      expect(body).toContain('<title>Page not found</title>');
      expect(body).toContain('<meta name="robots" content="noindex" />');
      // The web app starts from the shell's empty root: its router shows the not-found page.
      expect(body).toContain('<div id="root"></div>');
    }
    // A HEAD asks the same.
    expect((await app.inject({ method: 'HEAD', url: '/nonexistent-page-xyz' })).statusCode).toBe(404);
  });
});

describe('pages rendered by the server entry', () => {
  let rendering: FastifyInstance;
  let ssrRoot: string;
  const logged: string[] = [];

  beforeAll(async () => {
    // A stand-in for the web app's built server entry: it shows what it was given.
    ssrRoot = mkdtempSync(join(tmpdir(), 'market-ssr-'));
    writeFileSync(
      join(ssrRoot, 'server-entry.js'),
      `export async function render(url, data, support) {
        if (url.includes('explode')) throw new Error('render failed');
        const thing = data.queries[0]?.data;
        return { html: '<main data-url="' + url + '">' + (thing ? 'Thing ' + thing.id : 'Not found ' + data.errors[0].status) + '</main><footer>' + support.email + ' ' + support.whatsappHref + '</footer>' };
      }`,
    );
    writeFileSync(join(ssrRoot, 'modulepreloads.json'), JSON.stringify({ '/things/:id': ['assets/things-page-1.js', 'assets/layout-2.js'] }));
    // The Urdu build's server entry, beside it (dist-ssr-ur).
    mkdirSync(`${ssrRoot}-ur`);
    writeFileSync(join(`${ssrRoot}-ur`, 'server-entry-ur.js'), `export async function render(url, data, support) { return { html: '<main>اردو ' + url + '</main><footer>' + support.hours + '</footer>' }; }`);
    rendering = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    await withLanguages(rendering);
    rendering.decorate('pagePreloads', [thingsPage]);
    rendering.decorate('sitemapSources', []);
    await rendering.register(web, { root, ssrRoot, origin: 'https://kaamkar.example' });
    await rendering.ready();
  });

  afterAll(async () => {
    await rendering.close();
    rmSync(ssrRoot, { recursive: true, force: true });
    rmSync(`${ssrRoot}-ur`, { recursive: true, force: true });
  });

  it('arrive with the page markup in #root, rendered from the embedded data, and its route chunks preloaded', async () => {
    const res = await rendering.inject({ url: '/things/42?sort=new' });
    expect(res.statusCode).toBe(200);
    // The support details given to the render are the server's settings (the demo's here).
    expect(res.body).toContain('<div id="root"><main data-url="/things/42?sort=new">Thing 42</main><footer>support@kaamkar.pk https://wa.me/923003520415</footer></div>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/things-page-1.js" /><link rel="modulepreload" crossorigin href="/assets/layout-2.js" /></head>');
    // The same data the markup came from, for the browser to hydrate with.
    expect(parseInitialData(embedded(res.body))?.queries).toEqual([{ key: ['things', '42'], data: { id: '42', title: hostile } }]);
  });

  it("render an Urdu page with the Urdu build's server entry, into the Urdu shell", async () => {
    const res = await rendering.inject({ url: '/things/42', headers: { cookie: 'lang=ur' } });
    expect(res.statusCode).toBe(200);
    // The default support hours (SUPPORT_HOURS unset) reach the render in Urdu.
    expect(res.body).toContain(`<div id="root"><main>اردو /things/42</main><footer>${ur.qaWebTexts.defaultSupportHours}</footer></div>`);
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
  });

  it('render the not-found state of a record that does not exist, under a 404', async () => {
    const res = await rendering.inject({ url: '/things/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"><main data-url="/things/gone">Not found 404</main><footer>support@kaamkar.pk https://wa.me/923003520415</footer></div>');
  });

  it('fall back to the data alone when rendering fails: the page renders in the browser, and the failure is logged', async () => {
    const res = await rendering.inject({ url: '/things/explode' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Explodes when rendered</title>');
    expect(res.body).not.toContain('modulepreload');
    expect(logged.join('')).toContain('server rendering failed');
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
    // The page as built, with its canonical address and card added at the end of its head.
    const card =
      '<link rel="canonical" href="https://kaamkar.example/about" /><meta property="og:url" content="https://kaamkar.example/about" />' +
      languageLinks('/about') +
      '<meta property="og:type" content="website" /><meta property="og:title" content="About" /><meta name="twitter:card" content="summary" />';
    const served = withSupport(aboutPage, support).replace('</head>', `${card}</head>`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(served);
    const gz = await app.inject({ url: '/about/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(served);
    expect((await app.inject({ url: '/signin' })).body).toBe(shellAt('/signin'));
  });
});

describe('pages in Urdu', () => {
  const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

  it("are served from the Urdu build for the lang cookie, Accept-Language and ?lang=ur, and English stays English", async () => {
    const cases = [
      { headers: { cookie: 'lang=ur' }, url: '/about', title: 'ہمارے بارے میں' },
      { headers: { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' }, url: '/about', title: 'ہمارے بارے میں' },
      { headers: {}, url: '/about?lang=ur', title: 'ہمارے بارے میں' },
      { headers: { cookie: 'lang=ur' }, url: '/signin', title: 'اردو' },
      { headers: { cookie: 'lang=ur' }, url: '/about?lang=en', title: 'About' },
      { headers: { 'accept-language': 'en-GB,ur;q=0.3' }, url: '/about', title: 'About' },
      { headers: { cookie: 'lang=fr' }, url: '/about', title: 'About' },
      { headers: {}, url: '/about', title: 'About' },
    ];
    for (const c of cases) {
      const res = await app.inject({ url: c.url, headers: c.headers });
      expect(res.statusCode, c.url).toBe(200);
      expect(title(res.body), `${c.url} ${JSON.stringify(c.headers)}`).toBe(c.title);
    }
    const urdu = await app.inject({ url: '/about', headers: { cookie: 'lang=ur' } });
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
  });

  it('tell caches that a page differs by the cookie and Accept-Language', async () => {
    for (const url of ['/about', '/signin', '/things/42']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.vary, url).toMatch(/Cookie, Accept-Language/);
    }
    expect((await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } })).headers.vary).toContain('accept-encoding');
  });

  it('carry their ?lang=ur address as canonical, the language links and the Urdu locale, prerendered or shell', async () => {
    const about = await app.inject({ url: '/about', headers: { cookie: 'lang=ur' } });
    expect(about.body).toContain(
      '<link rel="canonical" href="https://kaamkar.example/about?lang=ur" /><meta property="og:url" content="https://kaamkar.example/about?lang=ur" />' +
        languageLinks('/about', 'ur_PK') +
        '<meta property="og:type" content="website" /><meta property="og:title" content="ہمارے بارے میں" />',
    );
    const shellPage = await app.inject({ url: '/signin?lang=ur' });
    expect(shellPage.body).toContain(`<title>اردو</title>${languageLinks('/signin', 'ur_PK')}</head>`);
  });

  it('render a page with a PagePreload into the Urdu shell', async () => {
    const res = await app.inject({ url: '/things/42', headers: { cookie: 'lang=ur' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/api/', '/dashboard', '/orders', '/messages', '/settings']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).not.toMatch(/Disallow: \/gigs|Disallow: \/users/);
    expect(res.body).toContain('Sitemap: https://kaamkar.example/sitemap.xml');
  });

  it('sitemap.xml lists the pages file and one file per two records, each file its share of the records once', async () => {
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const files = [...index.body.matchAll(/<loc>https:\/\/kaamkar\.example(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual(['/sitemaps/pages.xml', `/sitemaps/things-${thingIds[0]}.xml`, `/sitemaps/things-${thingIds[2]}.xml`, `/sitemaps/things-${thingIds[4]}.xml`]);
    const listed: string[] = [];
    for (const file of files.slice(1)) {
      const res = await app.inject({ url: file });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<lastmod>2026-11-20</lastmod>');
      listed.push(...[...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    }
    // Each address twice: as it is (the visitor's language) and in Urdu.
    expect(listed).toEqual(thingIds.flatMap((id) => [`https://kaamkar.example/things/${id}`, `https://kaamkar.example/things/${id}?lang=ur`]));
  });

  it('the pages file holds the prerendered pages and the sources\' fixed pages, escaped', async () => {
    const res = await app.inject({ url: '/sitemaps/pages.xml' });
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://kaamkar.example/about',
      'https://kaamkar.example/about?lang=ur',
      'https://kaamkar.example/things',
      'https://kaamkar.example/things?lang=ur',
      'https://kaamkar.example/things?kind=a&amp;b',
      'https://kaamkar.example/things?kind=a&amp;b&amp;lang=ur',
    ]);
  });

  it('an unknown sitemap file is a 404, not the web app', async () => {
    for (const file of ['nothing.xml', `gigs-${thingIds[0]}.xml`, 'things-not-an-id.xml', 'things-.xml']) {
      const res = await app.inject({ url: `/sitemaps/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
