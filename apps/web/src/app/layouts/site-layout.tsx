import { Suspense } from 'react';
import { webTexts } from '@market/shared';
import { Outlet } from 'react-router';
import { HydrateLater } from '@/components/hydrate-later';
import { PageSpinner } from '@/components/ui/spinner';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';

/** Public pages: header, page, footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {webTexts.skipToContent}
      </a>
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <main id="main" className="flex-1">
        {/* Navigations wait on the old page (transitions); this shows only when nothing is there yet. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
