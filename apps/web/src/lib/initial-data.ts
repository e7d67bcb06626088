import type { QueryClient } from '@tanstack/react-query';

/**
 * Critical data the server embedded in the page (#initial-data, see the server's PagePreload):
 * query results keyed exactly as the pages' hooks key them.
 */
export type InitialData = { queries: { key: readonly unknown[]; data: unknown }[] };

/** Parses the embedded JSON; anything malformed counts as no data (the page then asks the API). */
export function parseInitialData(text: string | null | undefined): InitialData | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<InitialData> | null;
    if (!parsed || !Array.isArray(parsed.queries)) return null;
    return { queries: parsed.queries.filter((q) => q && Array.isArray(q.key)) };
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

/** Puts every embedded result in the query cache before the first render, so the page renders it at once. */
export function seedQueryClient(client: QueryClient, data: InitialData | null): void {
  for (const query of data?.queries ?? []) client.setQueryData(query.key, query.data);
}
