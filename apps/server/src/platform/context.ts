import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Storage } from '../lib/storage.js';
import type { Realtime } from '../plugins/realtime.js';

/** What after-commit subscribers and job handlers may use: they run outside any request. */
export type PlatformContext = {
  db: Database;
  config: Config;
  storage: Storage;
  realtime: Realtime;
  log: FastifyBaseLogger;
};
