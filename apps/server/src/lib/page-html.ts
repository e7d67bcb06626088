import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languages, localeOf, type Language } from '@market/shared';
import type { PagePreload, PagePreloadResult } from './page-preload.js';

/** JSON that can sit inside a <script> element: no '</script>', '<!--' or line separators can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page's address in one language: `?lang=` added (after the query the address already has). English is
 * `?lang=en` here; the address without `lang` is the x-default (the visitor's own language).
 */
export const addressIn = (path: string, language: Language) => `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/**
 * The head tags that tie a page's languages together: an hreflang alternate for each language
 * (`?lang=en`, `?lang=ur`) and x-default (the address without `lang`), absolute on `origin`,
 * and the card's og:locale (en_US, ur_PK) for the page's language.
 */
export function languageTags(origin: string, path: string | undefined, language: Language): string {
  const tags: string[] = [];
  if (path) {
    const link = (hreflang: string, address: string) => tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(new URL(address, origin).href)}" />`);
    for (const other of languages) link(other, addressIn(path, other));
    link('x-default', path);
  }
  tags.push(`<meta property="og:locale" content="${localeOf[language].replace('-', '_')}" />`);
  return tags.join('');
}

/**
 * What a search engine and a link preview read of a page besides its title: its one address and its card.
 * `language`: the page's (an Urdu page's canonical is its `?lang=ur` address); `alternates`: the address
 * (without `lang`) whose language versions the head links, the canonical one by default.
 */
export type PageCard = { path?: string; title?: string; description?: string; image?: string; noindex?: boolean; language?: Language; alternates?: string };

/**
 * The head tags of a page's card: the canonical link and Open Graph and Twitter tags, with absolute
 * addresses on `origin` (the site's public address); `noindex` for a page that does not exist.
 */
export function cardTags(origin: string, card: PageCard): string {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, value: string) => tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  if (card.noindex) meta('name', 'robots', 'noindex');
  const absolute = (path: string) => new URL(path, origin).href;
  const language = card.language ?? 'en';
  if (card.path) {
    const canonical = language === 'en' ? card.path : addressIn(card.path, language);
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(canonical))}" />`);
    meta('property', 'og:url', absolute(canonical));
  }
  if (card.language) tags.push(languageTags(origin, card.noindex ? undefined : (card.alternates ?? card.path), card.language));
  meta('property', 'og:type', 'website');
  if (card.title) meta('property', 'og:title', card.title);
  if (card.description) meta('property', 'og:description', card.description);
  if (card.image) meta('property', 'og:image', absolute(card.image));
  meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary');
  return tags.join('');
}

/** A document's title and description as its head has them (a prerendered page's card, in `language`). */
export function cardOf(html: string, path: string, language?: Language): PageCard {
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  return { path, title: title && unescape(title), description: description && unescape(description), language };
}

/** The document with its card's tags at the end of its head. */
export const withCard = (html: string, origin: string, card: PageCard) => html.replace('</head>', () => `${cardTags(origin, card)}</head>`);

/** The shell as served for a client route at `path`: its language's alternates and og:locale at the end of its head. */
export const withLanguageTags = (html: string, origin: string, path: string, language: Language) =>
  html.replace('</head>', () => `${languageTags(origin, path, language)}</head>`);

/** A page's markup rendered on the server, and the route chunks (site paths) that hydrate it. */
export type RenderedMarkup = { html: string; modulepreloads: string[] };

/**
 * The site shell with the page's title, description, card and first images, its markup when the server
 * rendered it (with its route chunks preloaded), and its critical data as #initial-data for the web app.
 * Every insertion is a replacement function: a string replacement would read `$&`, `$'` or `` $` `` in
 * a gig title or a search as "insert part of the page here".
 */
export function renderPreloadedPage(shell: string, result: PagePreloadResult, origin: string, markup?: RenderedMarkup, page?: { path: string; language: Language }): string {
  let html = shell;
  if (result.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(result.title!)}</title>`);
  if (result.description) {
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(result.description!)}" />`);
  }
  html = withCard(html, origin, {
    path: result.canonical,
    title: result.title,
    description: result.description,
    image: result.images?.[0],
    noindex: result.status !== undefined,
    language: page?.language,
    alternates: result.canonical ?? page?.path,
  });
  // The largest paint's image, asked for before the stylesheet and the scripts (right after the title):
  // the browser fetches in the order it reads the head, and the page's code would otherwise queue ahead.
  const images = (result.images ?? []).map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`).join('');
  if (images) html = html.replace('</title>', () => `</title>${images}`);
  if (markup) {
    // The page's code downloads alongside the entry, not after it: hydration starts sooner.
    const chunks = markup.modulepreloads.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}" />`).join('');
    html = html.replace('</head>', () => `${chunks}</head>`).replace('<div id="root"></div>', () => `<div id="root">${markup.html}</div>`);
  }
  const data = `<script type="application/json" id="initial-data">${jsonForScript({ queries: result.queries, errors: result.errors ?? [] })}</script>`;
  return html.replace('</body>', () => `${data}</body>`);
}

/** Runs a page's load; a failure is logged and the page is served without data (the app then asks the API). */
export async function servePreload(app: FastifyInstance, preload: PagePreload, request: FastifyRequest, language?: Language): Promise<PagePreloadResult | null> {
  try {
    return await preload.load({ app, params: request.params as Record<string, string>, query: request.query as Record<string, string | string[] | undefined>, language });
  } catch (err) {
    request.log.error({ err, page: preload.path }, 'page preload failed; serving the plain shell');
    return null;
  }
}

export type CompressedHtml = { identity: Buffer; br: Buffer; gzip: Buffer };

/** An HTML document compressed once (at start) in both encodings browsers accept. */
export function compressHtml(html: string): CompressedHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Sends a precompressed document in the encoding the request accepts. */
export function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, page: CompressedHtml) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  // Added to what the page already varies with (its language: the cookie, Accept-Language).
  const vary = reply.getHeader('vary');
  reply.header('cache-control', 'no-cache').header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding').type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
