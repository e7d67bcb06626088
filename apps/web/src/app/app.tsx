import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { RouteMetaContext, routeMetaOf } from '@/lib/route-meta';
import { AppLoading } from './app-loading';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './router';

/** The whole app inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App() {
  const location = useLocation();
  const meta = routeMetaOf(matchRoutes(routes, location));
  const page = useRoutes(routes, location);
  return (
    <RouteMetaContext value={meta}>
      <RootLayout>
        {/* A new address clears an error: the next page gets its chance. */}
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<AppLoading />}>{page}</Suspense>
        </RouteErrorBoundary>
      </RootLayout>
    </RouteMetaContext>
  );
}
