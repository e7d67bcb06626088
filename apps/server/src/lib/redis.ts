import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The connection to Redis that makes rate limits and the login throttle count across processes
 * (REDIS_URL). Redis is a help, never a requirement: while it is down every command fails at once
 * (no offline queue, a short command timeout), callers count in this process's memory instead,
 * and the client keeps reconnecting in the background. Each change of state is logged once.
 */
export type RedisLink = {
  client: Redis;
  /** Whether commands should go to Redis now (connected and not failing). */
  isUp(): boolean;
  /** A command failed: count in memory until the connection is ready again. */
  failed(err: unknown): void;
  close(): Promise<void>;
};

export type RedisLinkOptions = {
  url: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Put before every key (REDIS_KEY_PREFIX), so apps sharing one Redis (tests, staging) keep apart. */
  keyPrefix?: string;
  /** Longest a command may take before it counts as failed. */
  commandTimeoutMs?: number;
};

const retryPauseMs = 2000;

export function connectRedis({ url, log, keyPrefix = 'kaamkar:', commandTimeoutMs = 500 }: RedisLinkOptions): RedisLink {
  const client = new Redis(url, {
    keyPrefix,
    // Fail fast instead of queueing while disconnected: the request counts in memory and goes on.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, retryPauseMs),
  });
  let everUp = false;
  let downLogged = false;
  // After a failed command on a connection that still looks open (a timeout, say), a short pause.
  let pausedUntil = 0;
  const goDown = (reason: string) => {
    if (downLogged) return;
    downLogged = true;
    log.warn({ reason }, 'redis unavailable: rate limits and the login throttle count in this process until it is back');
  };
  client.on('ready', () => {
    pausedUntil = 0;
    downLogged = false;
    log.info(everUp ? 'redis back: rate limits and the login throttle count across processes again' : 'redis connected: rate limits and the login throttle count across processes');
    everUp = true;
  });
  client.on('error', (err: Error) => goDown(err.message));
  client.on('close', () => goDown('connection closed'));
  return {
    client,
    isUp: () => client.status === 'ready' && Date.now() >= pausedUntil,
    failed: (err) => {
      // A closed connection is logged by its own event; a failure on an open one, once per pause.
      if (client.status === 'ready' && Date.now() >= pausedUntil) log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'redis command failed: counting in this process for 2 s');
      pausedUntil = Date.now() + retryPauseMs;
    },
    close: async () => {
      client.removeAllListeners('close');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      // QUIT lets the commands already sent finish; a link that is not connected just stops retrying.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
