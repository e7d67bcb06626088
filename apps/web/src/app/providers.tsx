import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { timings } from '@market/shared';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { toastsWanted, wantToasts } from '@/lib/toast';

// Loaded when a toast is first wanted (lib/toast.ts), never with the page itself.
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

function Toasts() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  useEffect(() => {
    // A toast follows something the reader did: their first key or pointer press mounts the container,
    // so a page's own toasts (react-toastify imported directly) find it.
    const want = () => wantToasts();
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, want, { once: true, capture: true });
    return () => events.forEach((event) => window.removeEventListener(event, want, { capture: true }));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={timings.defaultToastMs} draggable draggablePercent={80} newestOnTop />
    </Suspense>
  );
}

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; network and 5xx trouble might.
        retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** `client` is made by main.tsx (seeded with the page's embedded data); the prerender makes its own. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
