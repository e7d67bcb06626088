import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { domainEvents } from '../db/schema/platform.js';

/**
 * What the commit of a live domain event notifies on the live channel (platform/events.ts): small
 * (PostgreSQL caps a payload at 8000 bytes, and a message may be longer), so it names the event in
 * the outbox; each process that has one of the `users` connected reads the payloads of a batch in one query.
 */
type LiveNotice = { id: string; type: string; users?: unknown };

/** What a user's stream receives: the event name and the domain event's payload without its `users`. */
export type Delivery = { type: string; data: unknown };

export type Subscriber = {
  deliver(event: Delivery): void;
  /** The process lost events (its LISTEN connection dropped): the stream should end so the browser resyncs. */
  reset(): void;
};

export type RealtimeOptions = {
  /** The channel whose notices carry live events (listened to once a stream is open here). */
  channel: string;
  /** Which domain events users see live, under which stream event name (the composition root says). */
  liveEvents: Record<string, string>;
};

export interface Realtime {
  /** Registers a user's stream; resolves once this process is listening, so nothing after it is missed. */
  subscribe(userId: string, subscriber: Subscriber): Promise<() => void>;
  /** Calls `onNotify` whenever something is notified on `channel` (wake-ups of the outbox and the jobs). */
  listen(channel: string, onNotify: () => void): Promise<void>;
  /** Open streams in this process. */
  size(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

type Unlisten = () => Promise<void>;
type PgliteLike = { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> };

const isPool = (client: unknown): client is pg.Pool => client instanceof pg.Pool;
const isPglite = (client: unknown): client is PgliteLike => typeof (client as PgliteLike)?.listen === 'function';

/**
 * Live events: NOTIFY from the after-commit subscribers, LISTEN in every process (one dedicated
 * connection on PostgreSQL, PGlite's own listen on the embedded database), then delivery to the
 * streams of the users connected to this process. The same connection carries the wake-ups of
 * the outbox dispatcher and the job runner. It knows no domain: only users, names and payloads.
 */
export default fp(async function realtime(app: FastifyInstance, opts: RealtimeOptions) {
  const byUser = new Map<string, Set<Subscriber>>();
  // Wake-up callbacks per channel besides the live events.
  const channels = new Map<string, () => void>();
  let count = 0;
  let listening: Promise<void> | null = null;
  let stops: Unlisten[] = [];
  let closed = false;

  // Events are handled one batch at a time, in commit order, with one query for the batch's payloads.
  let queue: { type: string; users: string[]; eventId: string }[] = [];
  let draining = false;

  async function drain() {
    if (draining) return;
    draining = true;
    try {
      while (queue.length) {
        const batch = queue;
        queue = [];
        const ids = [...new Set(batch.map((e) => e.eventId))];
        const rows = await app.db.select({ id: domainEvents.id, payload: domainEvents.payload }).from(domainEvents).where(inArray(domainEvents.id, ids));
        const payloads = new Map(rows.map((r) => [r.id, r.payload as Record<string, unknown>]));
        for (const event of batch) {
          const payload = payloads.get(event.eventId);
          if (!payload) continue; // removed by the outbox retention in the meantime
          const { users: _users, ...data } = payload;
          const delivery: Delivery = { type: event.type, data };
          for (const user of new Set(event.users)) for (const s of byUser.get(user) ?? []) s.deliver(delivery);
        }
      }
    } catch (err) {
      app.log.error({ err }, 'realtime: delivering events failed');
      resetAll();
    } finally {
      draining = false;
    }
  }

  function onLiveNotice(payload: string) {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    const name = Object.hasOwn(opts.liveEvents, notice.type) ? opts.liveEvents[notice.type] : undefined;
    const users = Array.isArray(notice.users) ? notice.users.filter((u): u is string => typeof u === 'string') : [];
    if (!name || !users.some((u) => byUser.has(u))) return;
    queue.push({ type: name, users, eventId: notice.id });
    void drain();
  }

  function onNotification(channel: string, payload: string | undefined) {
    if (channel === opts.channel && payload) onLiveNotice(payload);
    channels.get(channel)?.();
  }

  // The live channel is listened to from the first stream on: before, nobody here would receive anything.
  let liveListening: Promise<void> | null = null;
  const allChannels = () => [...new Set([...(liveListening ? [opts.channel] : []), ...channels.keys()])];
  /** LISTENs on one more channel on the current connection (set once a connection is up). */
  let addChannel: ((channel: string) => Promise<void>) | null = null;

  function listenLive(): Promise<void> {
    liveListening ??= addChannel ? addChannel(opts.channel) : Promise.resolve();
    return liveListening;
  }

  function resetAll() {
    for (const set of byUser.values()) for (const s of [...set]) s.reset();
  }

  async function listenPostgres(pool: pg.Pool): Promise<void> {
    let attempt = 0;
    const connect = async (): Promise<void> => {
      const client = new pg.Client(pool.options);
      let ended = false;
      const lost = (err?: Error) => {
        if (ended) return;
        ended = true;
        client.end().catch(() => undefined);
        if (closed) return;
        app.log.warn({ err }, 'realtime: LISTEN connection lost; reconnecting');
        // Events sent while we were away are gone: streams end and browsers refetch on reconnect;
        // the dispatcher and the job runner look again (their polls would find the work anyway).
        resetAll();
        for (const wake of channels.values()) wake();
        const delay = Math.min(1000 * 2 ** attempt++, 10_000);
        setTimeout(() => void connect().catch((e: Error) => lost(e)), delay).unref();
      };
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', (n) => onNotification(n.channel, n.payload));
      await client.connect();
      for (const channel of allChannels()) await client.query(`LISTEN ${channel}`);
      addChannel = async (channel) => void (await client.query(`LISTEN ${channel}`));
      attempt = 0;
      stops = [
        async () => {
          ended = true;
          await client.end().catch(() => undefined);
        },
      ];
    };
    await connect();
  }

  async function listenPglite(client: PgliteLike): Promise<void> {
    addChannel = async (channel) => void stops.push(await client.listen(channel, (payload) => onNotification(channel, payload)));
    for (const channel of allChannels()) await addChannel(channel);
  }

  function startListening(): Promise<void> {
    if (!listening) {
      const client = (app.db as unknown as { $client: unknown }).$client;
      if (isPool(client)) listening = listenPostgres(client);
      else if (isPglite(client)) listening = listenPglite(client);
      else throw new Error('realtime: unknown database client');
      // A failed start is retried by the next caller.
      listening.catch(() => (listening = null));
    }
    return listening;
  }

  const api: Realtime = {
    async listen(channel, onNotify) {
      if (listening) throw new Error('realtime: register channels before listening starts');
      channels.set(channel, onNotify);
    },
    async subscribe(userId, subscriber) {
      await startListening();
      await listenLive();
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(subscriber);
      count++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count--;
        set.delete(subscriber);
        if (!set.size && byUser.get(userId) === set) byUser.delete(userId);
      };
    },
    size: () => count,
  };
  app.decorate('realtime', api);

  // Wake-ups must flow from the start, not only once a user connects.
  app.addHook('onReady', async () => {
    if (channels.size) await startListening();
  });
  // Open streams would keep close() waiting forever: end them first, then stop listening.
  app.addHook('preClose', async () => {
    closed = true;
    resetAll();
  });
  app.addHook('onClose', async () => {
    for (const stop of stops) await stop();
  });
}, { name: 'realtime' });
