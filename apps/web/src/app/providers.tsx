import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { timings } from '@market/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useClientStore } from '@/lib/hydration';
import { currentDirection } from '@/lib/language';
import { toastsWanted } from '@/lib/toast';

// Loaded when the first toast is shown (lib/toast.ts), never with the page itself.
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

function Toasts() {
  const rtl = currentDirection() === 'rtl';
  if (!useClientStore(toastsWanted.subscribe, toastsWanted.get, false)) return null;
  return (
    <Suspense fallback={null}>
      {/* Right to left, toasts read from the right and stack in the top-left corner (the end side). */}
      <ToastContainer
        position={rtl ? 'top-left' : 'top-right'}
        rtl={rtl}
        autoClose={timings.defaultToastMs}
        draggable
        draggablePercent={80}
        newestOnTop
      />
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
