import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change on the server: marks the queries under `queryKey` stale and reads the shown ones
 * again. A read already in flight may have begun before the change was committed; when its query
 * holds no data yet, `invalidateQueries` alone would reuse that read, and its old answer would then
 * count as fresh (a settings page once said "not verified" right after the address was verified).
 * Cancelling such reads first makes the refetch a new request.
 */
export async function refreshQueries(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
