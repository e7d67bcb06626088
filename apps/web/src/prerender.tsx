// Build-time entry (vite build --ssr): renders a public page to HTML; scripts/prerender.mjs writes the files.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadRouteModules } from '@/app/load-route-modules';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { isRouteMeta } from '@/lib/route-meta';
import { site } from '@/lib/site';

export async function render(path: string): Promise<{ html: string; title?: string; description?: string }> {
  await loadRouteModules(routes, path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script (the CSP forbids them); the browser's router needs no loader data.
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const meta = [...context.matches].reverse().map((m) => m.route.handle).find(isRouteMeta);
  // The same tab title DocumentTitle sets in the browser.
  return { html, title: meta ? `${meta.title} | ${site.name}` : undefined, description: meta?.description };
}
