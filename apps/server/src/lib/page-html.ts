import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** What a search engine and a link preview read of a page besides its title: its one address and its card. */
export type PageCard = { path?: string; title?: string; description?: string; image?: string; noindex?: boolean };

/**
 * The head tags of a page's card: the canonical link and Open Graph and Twitter tags, with absolute
 * addresses on `origin` (the site's public address); `noindex` for a page that does not exist.
 */
export function cardTags(origin: string, card: PageCard): string {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, value: string) => tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  if (card.noindex) meta('name', 'robots', 'noindex');
  const absolute = (path: string) => new URL(path, origin).href;
  if (card.path) {
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(card.path))}" />`);
    meta('property', 'og:url', absolute(card.path));
  }
  meta('property', 'og:type', 'website');
  if (card.title) meta('property', 'og:title', card.title);
  if (card.description) meta('property', 'og:description', card.description);
  if (card.image) meta('property', 'og:image', absolute(card.image));
  meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary');
  return tags.join('');
}

/** A document's title and description as its head has them (a prerendered page's card). */
export function cardOf(html: string, path: string): PageCard {
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  return { path, title: title && unescape(title), description: description && unescape(description) };
}

/** The document with its card's tags at the end of its head. */
export const withCard = (html: string, origin: string, card: PageCard) => html.replace('</head>', () => `${cardTags(origin, card)}</head>`);

/** A page's markup rendered on the server, and the route chunks (site paths) that hydrate it. */
export type RenderedMarkup = { html: string; modulepreloads: string[] };

/**
 * The site shell with the page's title, description, card and first images, its markup when the server
 * rendered it (with its route chunks preloaded), and its critical data as #initial-data for the web app.
 * Every insertion is a replacement function: a string replacement would read `$&`, `$'` or `` $` `` in
 * a gig title or a search as "insert part of the page here".
 */
export function renderPreloadedPage(shell: string, result: PagePreloadResult, origin: string, markup?: RenderedMarkup): string {
  let html = shell;
  if (result.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(result.title!)}</title>`);
  if (result.description) {
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(result.description!)}" />`);
  }
  html = withCard(html, origin, { path: result.canonical, title: result.title, description: result.description, image: result.images?.[0], noindex: result.status !== undefined });
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
export async function servePreload(app: FastifyInstance, preload: PagePreload, request: FastifyRequest): Promise<PagePreloadResult | null> {
  try {
    return await preload.load({ app, params: request.params as Record<string, string>, query: request.query as Record<string, string | string[] | undefined> });
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
