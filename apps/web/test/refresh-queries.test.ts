import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from '../src/lib/refresh-queries';

/**
 * The race behind a settings page that said "not verified" right after the address was verified:
 * the header's read of the user began before the change was committed and answered after it.
 */
describe('refreshQueries', () => {
  const key = ['users', 'detail', 'u1'];

  /** A server whose record changes; each read answers what the record was when the read began, when told to. */
  function slowServer() {
    let record = 'not verified';
    const pending: Array<() => void> = [];
    const read = () => {
      const seen = record;
      return new Promise<string>((resolve) => pending.push(() => resolve(seen)));
    };
    return {
      read,
      change: (value: string) => (record = value),
      answerAll: () => pending.splice(0).forEach((answer) => answer()),
      pendingCount: () => pending.length,
    };
  }

  async function raceWith(refresh: (client: QueryClient) => Promise<void>) {
    const server = slowServer();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.read });
    const stop = observer.subscribe(() => undefined);
    await expect.poll(() => server.pendingCount()).toBe(1); // the read before the change is on its way

    server.change('verified');
    const refreshed = refresh(client);
    await expect.poll(() => server.pendingCount()).toBeGreaterThanOrEqual(1);
    server.answerAll();
    await refreshed;
    await expect.poll(() => client.getQueryState(key)?.fetchStatus).toBe('idle');
    server.answerAll();
    await expect.poll(() => client.getQueryState(key)?.fetchStatus).toBe('idle');
    stop();
    return client.getQueryData(key);
  }

  it('reads again when a read that began before the change is still on its way', async () => {
    expect(await raceWith((client) => refreshQueries(client, key))).toBe('verified');
  });

  it('is needed: invalidating alone keeps the old answer as fresh', async () => {
    expect(await raceWith((client) => client.invalidateQueries({ queryKey: key }))).toBe('not verified');
  });
});
