import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { preloadRoutes } from '@/app/preload-routes';
import { makeQueryClient, Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { hydrateInTurns, markHydrated } from '@/lib/hydration';
import { readInitialData, seedQueryClient } from '@/lib/initial-data';
import './index.css';

// Effects run at the end of the task that rendered, as React runs them before the next input:
// Preact's default waits for the next frame, and a click in between met a component that had not yet
// subscribed (a form's errors stayed hidden). Preact's own hook for scheduling effects (decision 0132).
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = makeQueryClient();
seedQueryClient(queryClient, readInitialData());

// The page's route components first: a server-rendered page then hydrates into the same markup.
void preloadRoutes(routes, window.location.pathname).then(() => {
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // Server-rendered pages (public pages, gigs, sellers) arrive with their markup and hydrate it, with
  // the server's values first; every other page renders here, with what only the browser knows at once.
  if (container.firstElementChild) {
    void hydrateInTurns(() => hydrateRoot(container, app));
  } else {
    markHydrated();
    createRoot(container).render(app);
  }
});
