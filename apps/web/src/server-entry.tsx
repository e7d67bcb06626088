// Server entry (vite build --ssr): renders a page to HTML with the same components as the browser.
// scripts/prerender.mjs uses it at build time for the static pages; the server (plugins/web.ts) at
// request time for the pages it preloads data for (gig list, gig, seller), seeded with that data.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SupportContact } from '@market/shared';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { preloadRoutes } from '@/app/preload-routes';
import { routeMatches } from '@/app/route-matches';
import { makeQueryClient, Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { seedQueryClient, type InitialData } from '@/lib/initial-data';
import { routeMetaOf } from '@/lib/route-meta';
import { site } from '@/lib/site';
import { setSupportContact } from '@/lib/support';

/** For scripts/prerender.mjs, which renders the static pages with them. */
export { supportMarkers } from '@market/shared';

export type RenderedPage = { html: string; title?: string; description?: string };

/**
 * `url`: the page's path and query. `data`: the query results the page's HTML embeds (as #initial-data).
 * `support`: the support details to show: the server's settings, or at build the markers it fills in (decision 0142).
 */
export async function render(url: string, data: InitialData | null, support: SupportContact): Promise<RenderedPage> {
  setSupportContact(support);
  const path = new URL(url, 'http://localhost').pathname;
  await preloadRoutes(routes, path);
  const queryClient = makeQueryClient();
  seedQueryClient(queryClient, data);
  const html = renderToString(
    <StrictMode>
      <Providers client={queryClient}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // Nothing of a render outlives it: its cache would otherwise keep every page's data.
  queryClient.clear();
  const meta = routeMetaOf(routeMatches(routes, path));
  // The same tab title DocumentTitle sets in the browser.
  return { html, title: meta ? `${meta.title} | ${site.name}` : undefined, description: meta?.description };
}
