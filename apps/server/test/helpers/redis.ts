import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { connectRedis, type RedisLink } from '../../src/lib/redis.js';

/** The Redis the suite uses: REDIS_TEST_URL, else this machine's own. */
export const redisTestUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';

/** Whether a Redis answers at redisTestUrl; the Redis tests skip, saying why, when none does. */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisTestUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    console.log(`Redis tests skipped: no Redis answers at ${redisTestUrl} (set REDIS_TEST_URL)`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** What a link logged, to check that an outage and a return are told. */
export function logLines() {
  const lines: string[] = [];
  const push = (...args: unknown[]) => void lines.push(String(args.find((a) => typeof a === 'string') ?? ''));
  return { lines, log: { info: push, warn: push } as never };
}

/** Links to one Redis for several apps, under a key prefix of their own (apart from every other test). */
export function sharedRedis(url = redisTestUrl) {
  const prefix = `test-${randomUUID()}:`;
  return (log = logLines().log): RedisLink => connectRedis({ url, log, keyPrefix: prefix });
}

/**
 * A TCP relay in front of Redis that a test can cut and restore, as if Redis went away and came
 * back; the apps' links connect to `url`.
 */
export async function redisRelay(target = new URL(redisTestUrl)) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Refuses new connections and drops the open ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
    restore: open,
    close: () => new Promise<void>((resolve) => (server!.listening ? server!.close(() => resolve()) : resolve())).then(() => sockets.forEach((s) => s.destroy())),
  };
}

