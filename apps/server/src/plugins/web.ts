import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isLanguage, isPagePath, supportContactOf, supportDefaults, texts, type Language, type SupportSettings } from '@market/shared';
import { webDistDir, webSsrDir } from '../paths.js';
import { isApiRequest } from './auth.js';
import { cardOf, type CompressedHtml, compressHtml, type RenderedMarkup, renderPreloadedPage, sendCompressedHtml, servePreload, withCard, withLanguageTags } from '../lib/page-html.js';
import { missingPage, type PagePreload, type PagePreloadResult } from '../lib/page-preload.js';
import { loadServerRenderer, type ServerRenderer } from '../lib/server-render.js';
import { loadAsset, sendAsset } from '../lib/assets.js';
import { withSupport } from '../lib/support-html.js';
import { supportIn } from '../lib/support-in-language.js';
import sitemap from './sitemap.js';

/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed (brotli or gzip
 * made at build time), the pages prerendered at build (dist/pages), pages with a PagePreload rendered
 * per request by the web app's server entry (dist-ssr) with their critical data, and the shell
 * (index.html) for every other client route. With them, robots.txt and the sitemap (plugins/sitemap.ts).
 * Every page links its languages (hreflang en, ur and x-default: lib/page-html.ts languageTags) and names
 * its locale; an Urdu page's canonical address is its `?lang=ur` one.
 * `origin`: the site's public address, for the canonical links, link-preview cards and the sitemap.
 * `ssrRoot`: the built server entry; by default the web app's beside the default `root`, none for another root.
 * `support`: the support details every page shows (the SUPPORT_* settings; the demo's by default).
 */
/** What one language's pages are made of: its shell, its not-found page, its prerendered pages, its renderer. */
type LanguageSite = {
  language: Language;
  shellHtml: string;
  notFoundPage: CompressedHtml;
  prerendered: Map<string, CompressedHtml>;
  renderer: ServerRenderer | null;
};

/** Each language's files: the English shell and pages at the root of the build, the Urdu ones beside them. */
const languageFiles: Record<Language, { shellFile: string; pagesDir: string; ssrEntry: string; ssrDir: (ssrRoot: string) => string }> = {
  en: { shellFile: 'index.html', pagesDir: 'pages', ssrEntry: 'server-entry.js', ssrDir: (ssrRoot) => ssrRoot },
  ur: { shellFile: 'index-ur.html', pagesDir: join('pages', 'ur'), ssrEntry: 'server-entry-ur.js', ssrDir: (ssrRoot) => `${ssrRoot}-ur` },
};

/**
 * The language a page is shown in: `?lang=` first (the addresses crawlers and shared links use),
 * then the request's language (the profile, the cookie, Accept-Language).
 */
function pageLanguage(request: FastifyRequest): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(asked) ? asked : request.language;
}

export default fp(async function web(app: FastifyInstance, opts: { root?: string; ssrRoot?: string; origin: string; sitemapUrlsPerFile?: number; support?: SupportSettings }) {
  const support = opts.support ?? supportDefaults;
  const root = opts.root ?? webDistDir;
  const ssrRoot = opts.ssrRoot ?? (opts.root ? null : webSsrDir);
  const hasApp = existsSync(join(root, 'index.html'));

  async function loadSite(language: Language): Promise<LanguageSite> {
    const files = languageFiles[language];
    // A build without this language's shell (an older build, a test root) shows English.
    const shellPath = existsSync(join(root, files.shellFile)) ? join(root, files.shellFile) : join(root, 'index.html');
    // Every page, the shell included, carries the support details (decision 0142).
    const shellHtml = hasApp ? withSupport(readFileSync(shellPath, 'utf8'), supportIn(support, language)) : '';
    // Prerendered pages by address: pages/index.html is '/', pages/about.html is '/about'.
    const prerendered = new Map<string, CompressedHtml>();
    const pagesDir = join(root, files.pagesDir);
    if (existsSync(pagesDir)) {
      for (const file of readdirSync(pagesDir).filter((f) => f.endsWith('.html'))) {
        const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
        const html = withSupport(readFileSync(join(pagesDir, file), 'utf8'), supportIn(support, language));
        prerendered.set(path, compressHtml(withCard(html, opts.origin, cardOf(html, path, language))));
      }
    }
    return {
      language,
      shellHtml,
      // An address the web app has no page for: the shell (its router shows the not-found page) under a 404,
      // titled as that page and kept out of search engines, as a missing record's page is.
      notFoundPage: compressHtml(renderPreloadedPage(shellHtml, { ...missingPage([], language), errors: [] }, opts.origin)),
      prerendered,
      renderer: await loadServerRenderer(ssrRoot ? files.ssrDir(ssrRoot) : null, files.ssrEntry),
    };
  }
  const sites: Record<Language, LanguageSite> = { en: await loadSite('en'), ur: await loadSite('ur') };
  /** The pages of the request's language; the answer varies with what picks it, which caches must know. */
  const siteOf = (request: FastifyRequest, reply: FastifyReply): LanguageSite => {
    reply.header('vary', 'Cookie, Accept-Language');
    return sites[pageLanguage(request)];
  };

  await app.register(sitemap, { origin: opts.origin, pages: [...sites.en.prerendered.keys()], urlsPerFile: opts.sitemapUrlsPerFile ?? 10_000 });

  if (hasApp) {
    // Hashed bundles (dist/assets) never change: held in memory with their build-time brotli and gzip
    // forms and cached by browsers for a year.
    const assetsDir = join(root, 'assets');
    if (existsSync(assetsDir)) {
      for (const name of readdirSync(assetsDir).filter((f) => !/\.(br|gz)$/.test(f))) {
        const asset = loadAsset(join(assetsDir, name));
        // Already compressed at build: @fastify/compress stays out of these routes.
        app.get(`/assets/${name}`, { compress: false }, (request, reply) => sendAsset(request, reply, asset));
      }
    }
    // The other public files (images, video): from disk, with precompressed forms where the build made them.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      globIgnore: ['assets/**', 'pages/**', 'index-ur.html'],
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }

  /**
   * The shell for a client route at `path`, with its language alternates: made per request (the addresses
   * are endless) and compressed on the fly by @fastify/compress.
   */
  const sendShell = (reply: FastifyReply, site: LanguageSite, path: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withLanguageTags(site.shellHtml, opts.origin, path, site.language));

  /** The page's markup from the server entry; a failure is logged and the page renders in the browser instead. */
  async function renderMarkup(request: FastifyRequest, site: LanguageSite, preload: PagePreload, result: PagePreloadResult): Promise<RenderedMarkup | undefined> {
    const { renderer } = site;
    if (!renderer) return undefined;
    try {
      const { html } = await renderer.render(request.url, { queries: result.queries, errors: result.errors }, supportContactOf(supportIn(support, site.language)));
      return { html, modulepreloads: (renderer.modulepreloads[preload.path] ?? []).map((file) => `/${file}`) };
    } catch (err) {
      request.log.error({ err, page: preload.path }, 'server rendering failed; the page renders in the browser');
      return undefined;
    }
  }

  // Pages that embed their critical data, matched by Fastify's router ('/gigs/:id' means what it means for routes).
  // Feature modules push their PagePreloads while registering, before this plugin (registered last in app.ts).
  if (hasApp) {
    for (const preload of app.pagePreloads) {
      app.get(preload.path, async (request: FastifyRequest, reply: FastifyReply) => {
        const site = siteOf(request, reply);
        const path = request.url.split('?')[0];
        const result = await servePreload(app, preload, request, site.language);
        if (!result) return sendShell(reply, site, path);
        const markup = await renderMarkup(request, site, preload, result);
        // Compressed on the fly by @fastify/compress: this HTML is different for every record.
        return reply
          .status(result.status ?? 200)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(renderPreloadedPage(site.shellHtml, result, opts.origin, markup, { path, language: site.language }));
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || !hasApp) {
      return reply.status(404).send({ message: texts.notFound, code: 'NOT_FOUND' });
    }
    // Only page addresses get the app; a missing file (an old asset after a deploy) is a real 404,
    // or the browser would try to run HTML as a script.
    const path = request.url.split('?')[0];
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || looksLikeFile) {
      return reply.status(404).send({ message: texts.notFound, code: 'NOT_FOUND' });
    }
    // A prerendered page paints from the HTML; other client routes get the shell and render in the browser;
    // an address that is no page of the app (the list the router is built from) is a 404.
    const site = siteOf(request, reply);
    if (!isPagePath(path)) return sendCompressedHtml(request, reply.status(404), site.notFoundPage);
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const prerendered = site.prerendered.get(trimmed);
    return prerendered ? sendCompressedHtml(request, reply, prerendered) : sendShell(reply, site, trimmed);
  });
});
