import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { timings } from '@market/shared';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { ApiRequestError } from '@/lib/api-client';

function makeQueryClient() {
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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-right" autoClose={timings.defaultToastMs} draggable draggablePercent={80} newestOnTop />
    </QueryClientProvider>
  );
}
