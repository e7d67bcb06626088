import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { RedisLink } from './lib/redis.js';
import type { Storage } from './lib/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: Storage;
    /** The shared counters' Redis (REDIS_URL), or null: limits count in this process. */
    redis: RedisLink | null;
  }
}

/** The Fastify instance with zod schemas typing each route's body, query, params and reply. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression<RawServerDefault>,
  RawReplyDefaultExpression<RawServerDefault>,
  FastifyBaseLogger,
  ZodTypeProvider
>;
