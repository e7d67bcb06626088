import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SupportContact } from '@market/shared';
import type { PagePreloadResult } from './page-preload.js';

/** The data a page's HTML embeds (#initial-data): what the web app seeds its query cache with. */
export type EmbeddedData = Pick<PagePreloadResult, 'queries' | 'errors'>;

/**
 * The web app's server entry (apps/web/src/server-entry.tsx, built to dist-ssr by the web build):
 * renders a page with the same React components the browser hydrates, from the data the page embeds.
 */
export type ServerRenderer = {
  /** `support`: the support details the page shows (the server's settings). */
  render(url: string, data: EmbeddedData, support: SupportContact): Promise<{ html: string }>;
  /** Route chunk files (under the site root) of each server-rendered page, by its PagePreload path. */
  modulepreloads: Record<string, string[]>;
};

/**
 * The built server entry (`entryFile` in `ssrRoot`: server-entry.js, or server-entry-ur.js for Urdu), or null
 * when the web app was built without it (its pages then render in the browser).
 */
export async function loadServerRenderer(ssrRoot: string | null, entryFile = 'server-entry.js'): Promise<ServerRenderer | null> {
  if (!ssrRoot) return null;
  const entry = join(ssrRoot, entryFile);
  if (!existsSync(entry)) return null;
  const { render } = (await import(pathToFileURL(entry).href)) as Pick<ServerRenderer, 'render'>;
  const listFile = join(ssrRoot, 'modulepreloads.json');
  const modulepreloads = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as ServerRenderer['modulepreloads']) : {};
  return { render, modulepreloads };
}
