import type { Database } from '../db/client.js';
import { addressIn } from './page-html.js';

/** One address of a sitemap file, with when its content last changed. */
export type SitemapEntry = { path: string; lastmod?: Date };

/**
 * Public records a module lists in the sitemap (gigs, sellers), in files of at most `size`
 * addresses named by each file's first key: `/sitemaps/<name>-<first key>.xml`. Keys are record
 * ids, read in id order, so every file is one index range however many records there are.
 * `pages`: the module's fixed public addresses (the gig list, its categories).
 */
export type SitemapSource = {
  name: string;
  pages?: string[];
  /** The first id of every file of `size` records, in id order. */
  firstKeys(db: Database, size: number): Promise<string[]>;
  /** At most `size` records from `firstKey` on, in id order. */
  entries(db: Database, firstKey: string, size: number): Promise<SitemapEntry[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What the sitemap lists besides the prerendered pages (see SitemapSource). */
    sitemapSources: SitemapSource[];
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A sitemap file: the entries' absolute addresses on `origin`, with their dates (W3C date), each twice:
 * as it is (the visitor's language) and in Urdu (`lang=ur` added to its query).
 */
export function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return [e.path, addressIn(e.path, 'ur')].map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod}</url>`);
  });
  return `${xmlHead}<urlset xmlns="${namespace}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: the absolute addresses of the sitemap files. */
export function sitemapIndex(origin: string, files: string[]): string {
  const items = files.map((path) => `<sitemap><loc>${escapeXml(new URL(path, origin).href)}</loc></sitemap>`);
  return `${xmlHead}<sitemapindex xmlns="${namespace}">\n${items.join('\n')}\n</sitemapindex>\n`;
}
