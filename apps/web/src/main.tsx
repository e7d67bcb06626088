import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadRouteModules } from '@/app/load-route-modules';
import { makeQueryClient, Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { readInitialData, seedQueryClient } from '@/lib/initial-data';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = makeQueryClient();
seedQueryClient(queryClient, readInitialData());

// The page's lazy route modules first: a prerendered page then hydrates into the same markup.
void loadRouteModules(routes, window.location.pathname).then(() => {
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  // Prerendered pages (home, about, contact) arrive with their markup; every other page renders here.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
