import { Suspense, useEffect, useState } from 'react';
import { useLocation, useRoutes, type Location } from 'react-router';
import { RouteMetaContext, routeMetaOf } from '@/lib/route-meta';
import { AppLoading } from './app-loading';
import { preloadRoutes } from './preload-routes';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeMatches } from './route-matches';
import { routes } from './router';

/**
 * The address whose page is shown: a new address's page once its code is loaded, the page before
 * until then (what a navigation in a React transition does). Without it, a move to a page not yet
 * loaded showed the loading fallback, and with Preact, going back before that page had loaded left
 * the main area empty: its Suspense did not come back from the fallback.
 */
function useLoadedLocation(): Location {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  useEffect(() => {
    let current = true;
    // A chunk that fails to load is shown as it is: the page's lazy component retries and reports.
    const show = () => current && setShown(location);
    void preloadRoutes(routes, location.pathname).then(show, show);
    return () => {
      current = false;
    };
  }, [location]);
  return shown;
}

/** The whole app inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App() {
  const location = useLoadedLocation();
  const meta = routeMetaOf(routeMatches(routes, location.pathname));
  const page = useRoutes(routes, location);
  return (
    <RouteMetaContext.Provider value={meta}>
      <RootLayout>
        {/* A new address clears an error: the next page gets its chance. */}
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<AppLoading />}>{page}</Suspense>
        </RouteErrorBoundary>
      </RootLayout>
    </RouteMetaContext.Provider>
  );
}
