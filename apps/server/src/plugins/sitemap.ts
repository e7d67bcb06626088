import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isUuid } from '../lib/ids.js';
import { notFound } from '../lib/errors.js';
import { sitemapIndex, urlSet, type SitemapSource } from '../lib/sitemap.js';

/** Areas behind a sign-in or made of links from e-mails: nothing there for a search engine. */
const privatePaths = ['/api/', '/dashboard', '/orders', '/pay/', '/success', '/saved', '/settings', '/earnings', '/notifications', '/messages', '/myGigs', '/add', '/verification', '/signin', '/join', '/forgot-password', '/reset-password', '/verify-email', '/undo-email-change', '/unsubscribe'];

/** How long a list of sitemap files is reused: counting a million ids takes a moment, and new records can wait for the next crawl. */
const firstKeysTtlMs = 10 * 60 * 1000;

/**
 * robots.txt and the sitemap: `/sitemap.xml` lists `/sitemaps/pages.xml` (the prerendered pages
 * and the modules' fixed pages) and one file per `urlsPerFile` records of each source. Each file lists
 * every address twice, as it is and in Urdu (`lang=ur`, lib/sitemap.ts urlSet).
 * `origin` is the site's public address: every address in them is absolute.
 */
export default fp(async function sitemap(app: FastifyInstance, opts: { origin: string; pages: string[]; urlsPerFile: number }) {
  const cached = new Map<string, { at: number; keys: Promise<string[]> }>();
  const firstKeys = (source: SitemapSource) => {
    const hit = cached.get(source.name);
    if (hit && Date.now() - hit.at < firstKeysTtlMs) return hit.keys;
    const keys = source.firstKeys(app.db, opts.urlsPerFile);
    cached.set(source.name, { at: Date.now(), keys });
    // A failed count is not kept: the next request asks again.
    keys.catch(() => cached.delete(source.name));
    return keys;
  };
  const route = { config: { access: 'public' as const, session: false as const }, schema: { hide: true } };
  // Crawlers come back daily: an hour's caching spares the database their repeats.
  const send = (reply: FastifyReply, type: string, body: string) => reply.header('cache-control', 'public, max-age=3600').type(type).send(body);
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', route, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...privatePaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${new URL('/sitemap.xml', opts.origin).href}`, ''];
    return send(reply, 'text/plain; charset=utf-8', lines.join('\n'));
  });

  app.get('/sitemap.xml', route, async (_request, reply) => {
    const files = ['/sitemaps/pages.xml'];
    for (const source of app.sitemapSources) {
      for (const key of await firstKeys(source)) files.push(`/sitemaps/${source.name}-${key}.xml`);
    }
    return send(reply, xml, sitemapIndex(opts.origin, files));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', route, async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') {
      const paths = [...new Set([...opts.pages, ...app.sitemapSources.flatMap((s) => s.pages ?? [])])];
      return send(reply, xml, urlSet(opts.origin, paths.map((path) => ({ path }))));
    }
    const match = /^([a-z]+)-(.+)\.xml$/.exec(file);
    const source = match && app.sitemapSources.find((s) => s.name === match[1]);
    if (!match || !source || !isUuid(match[2])) throw notFound();
    const entries = await source.entries(app.db, match[2], opts.urlsPerFile);
    return send(reply, xml, urlSet(opts.origin, entries));
  });
});
