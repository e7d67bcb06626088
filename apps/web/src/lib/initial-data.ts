import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * Critical data the server embedded in the page (#initial-data, see the server's PagePreload):
 * query results keyed exactly as the pages' hooks key them, and the API errors a page's query
 * would get (a gig that does not exist: 404), so the page renders its not-found state at once.
 */
export type InitialData = {
  queries: { key: readonly unknown[]; data: unknown }[];
  errors?: { key: readonly unknown[]; status: number; message: string }[];
};

/** Parses the embedded JSON; anything malformed counts as no data (the page then asks the API). */
export function parseInitialData(text: string | null | undefined): InitialData | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<InitialData> | null;
    if (!parsed || !Array.isArray(parsed.queries)) return null;
    const errors = Array.isArray(parsed.errors) ? parsed.errors.filter((e) => e && Array.isArray(e.key) && typeof e.status === 'number') : [];
    return { queries: parsed.queries.filter((q) => q && Array.isArray(q.key)), errors };
  } catch {
    return null;
  }
}

// Structural, so the server's tests (no DOM types) can import this file too.
type DocumentLike = { getElementById(id: string): { textContent: string | null } | null };

/** Reads the page's embedded data once, at startup. */
export function readInitialData(doc: DocumentLike = (globalThis as unknown as { document: DocumentLike }).document): InitialData | null {
  return parseInitialData(doc.getElementById('initial-data')?.textContent);
}

/** Puts every embedded result and error in the query cache before the first render, so the page renders it at once. */
export function seedQueryClient(client: QueryClient, data: InitialData | null): void {
  for (const query of data?.queries ?? []) client.setQueryData(query.key, query.data);
  for (const { key, status, message } of data?.errors ?? []) {
    // The state a failed fetch leaves. Not asked again on mount: the server has just asked, and a
    // refetch would show the page as loading (no data, fetching) instead of its error.
    const error = new ApiRequestError({ status, message, fromServer: true });
    client.setQueryDefaults(key, { retryOnMount: false });
    client.getQueryCache().build(client, { queryKey: key }).setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
  }
}
