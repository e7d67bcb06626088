import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from './redis.js';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
type RouteParams = { continueExceeding: boolean; exponentialBackoff: boolean; routeInfo: { method: string; url: string } };
type Store = {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(params: RouteParams): Store;
};

/**
 * @fastify/rate-limit's store: Redis's counters (the plugin's own RedisStore) while the link is up,
 * so every process counts together, else this process's (its LocalStore). A failed Redis command
 * answers from memory too, so the request is limited, never refused for Redis's sake.
 */
class SharedOrLocalStore implements Store {
  constructor(
    private readonly link: RedisLink | null,
    private readonly local: Store,
    private readonly shared: Store | null,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    if (!this.shared || !this.link?.isUp()) return this.local.incr(key, cb, timeWindow, max);
    this.shared.incr(
      key,
      (err, result) => {
        if (!err) return cb(null, result);
        this.link?.failed(err);
        this.local.incr(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(params: RouteParams): Store {
    return new SharedOrLocalStore(this.link, this.local.child(params), this.shared?.child(params) ?? null);
  }
}

/** The store class the plugin takes (`store`), bound to `link` (null: memory only). */
export function rateLimitStore(link: RedisLink | null): FastifyRateLimitStoreCtor {
  // The plugin calls `new store(settings)`; a constructor may hand back another object.
  return class {
    constructor({ continueExceeding, exponentialBackoff }: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      const local = new LocalStore(continueExceeding, exponentialBackoff) as Store;
      const shared = link ? (new RedisStore(continueExceeding, exponentialBackoff, link.client, 'rate-limit:') as Store) : null;
      return new SharedOrLocalStore(link, local, shared);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
