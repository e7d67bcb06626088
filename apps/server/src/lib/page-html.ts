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

/**
 * The site shell with the page's title, description and first images, and its critical data as #initial-data for the web app.
 * Every insertion is a replacement function: a string replacement would read `$&`, `$'` or `` $` `` in
 * a gig title or a search as "insert part of the page here".
 */
export function renderPreloadedPage(shell: string, result: PagePreloadResult): string {
  let html = shell;
  if (result.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(result.title!)}</title>`);
  if (result.description) {
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(result.description!)}" />`);
  }
  // The browser fetches these while the page's code loads, instead of after it has rendered.
  const images = (result.images ?? []).map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`).join('');
  if (images) html = html.replace('</head>', () => `${images}</head>`);
  const data = `<script type="application/json" id="initial-data">${jsonForScript({ queries: result.queries })}</script>`;
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
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
