import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { driverOf } from '../db/client.js';
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
  /** The process lost events (its LISTEN connection dropped), or an ending event named it: the stream should end. */
  reset(): void;
  /** The session the stream was opened with (its token's hash), which an ending event may name. */
  session?: string;
};

export type RealtimeOptions = {
  /** The channel whose notices carry live events (listened to once a stream is open here). */
  channel: string;
  /** Which domain events users see live, under which stream event name (the composition root says). */
  liveEvents: Record<string, string>;
  /**
   * Domain events that end their `users`' streams instead of reaching them (a session ended, rights
   * changed); a payload's `sessions` (session hashes) narrows them to the streams opened with those.
   */
  endingEvents?: string[];
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


/**
 * Live events: NOTIFY from the after-commit subscribers, LISTEN in every process (one dedicated
 * connection on PostgreSQL, PGlite's own listen on the embedded database), then delivery to the
 * streams of the users connected to this process. The same connection carries the wake-ups of
 * the outbox dispatcher and the job runner. It knows no domain: only users, names and payloads.
 */
export default fp(async function realtime(app: FastifyInstance, opts: RealtimeOptions) {
  const byUser = new Map<string, Set<Subscriber>>();
  const endingEvents = new Set(opts.endingEvents ?? []);
  // Wake-up callbacks per channel besides the live events.
  const channels = new Map<string, () => void>();
  let count = 0;
  let listening: Promise<void> | null = null;
  let stops: Unlisten[] = [];
  let closed = false;

  // Events are handled one batch at a time, in commit order, with one query for the batch's payloads.
  let queue: { type: string; users: string[]; eventId: string; ends: boolean }[] = [];
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
          if (event.ends) {
            endStreams(event.users, payload.sessions);
            continue;
          }
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
    const ends = endingEvents.has(notice.type);
    const name = Object.hasOwn(opts.liveEvents, notice.type) ? opts.liveEvents[notice.type] : undefined;
    const users = Array.isArray(notice.users) ? notice.users.filter((u): u is string => typeof u === 'string') : [];
    if ((!name && !ends) || !users.some((u) => byUser.has(u))) return;
    queue.push({ type: name ?? notice.type, users, eventId: notice.id, ends });
    void drain();
  }

  function onNotification(channel: string, payload: string | undefined) {
    if (channel === opts.channel && payload) onLiveNotice(payload);
    channels.get(channel)?.();
  }

  // The live channel is listened to from the first stream on: before, nobody here would receive anything.
  let liveListening: Promise<void> | null = null;
  const allChannels = () => [...new Set([...(liveListening ? [opts.channel] : []), ...channels.keys()])];
  /** LISTENs on one more channel on the current connection (set by the start of listening). */
  let addChannel: ((channel: string) => Promise<void>) | null = null;

  /** The live channel's LISTEN; called once listening has started (subscribe waits for it first). */
  function listenLive(): Promise<void> {
    // A LISTEN that failed (its connection dropped) is tried again by the next stream.
    liveListening ??= addChannel!(opts.channel).catch((err: unknown) => {
      liveListening = null;
      throw err;
    });
    return liveListening;
  }

  /** Ends the users' streams: all of them, or those opened with one of `sessions` when it lists some. */
  function endStreams(users: string[], sessions: unknown) {
    const only = Array.isArray(sessions) ? new Set(sessions) : null;
    for (const user of new Set(users)) {
      for (const s of [...(byUser.get(user) ?? [])]) if (!only || (s.session !== undefined && only.has(s.session))) s.reset();
    }
  }

  function resetAll() {
    for (const set of byUser.values()) for (const s of [...set]) s.reset();
  }

  /**
   * PostgreSQL: one dedicated connection LISTENs on every channel. When it drops (a restart, a
   * failover, pg_terminate_backend), the streams end (what was notified meanwhile is lost, so
   * browsers reconnect and refetch) and new connections are tried, with a growing pause, until one
   * listens again. Streams that open meanwhile wait for it (`listening` becomes its promise); once
   * it listens, the dispatcher and the job runner look for work whose wake-ups were lost.
   */
  async function listenPostgres(pool: pg.Pool): Promise<void> {
    let current: pg.Client | null = null;

    // One connection listening on every channel; it becomes `current`, or throws.
    const open = async (): Promise<void> => {
      // LISTEN needs a session of its own: DATABASE_SESSION_URL when the pool goes through a
      // transaction-mode pooler (PgBouncer), else the pool's own server.
      const sessionUrl = app.config.databaseSessionUrl;
      const client = new pg.Client(sessionUrl ? { ...pool.options, connectionString: sessionUrl } : pool.options);
      let gone = false;
      const lost = (err?: Error) => {
        if (gone) return;
        gone = true;
        client.end().catch(() => undefined);
        if (current !== client) return;
        current = null;
        if (!closed) dropped(err);
      };
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', (n) => onNotification(n.channel, n.payload));
      try {
        await client.connect();
        for (const channel of allChannels()) await client.query(`LISTEN ${channel}`);
      } catch (err) {
        lost();
        throw err;
      }
      if (gone) throw new Error('realtime: the LISTEN connection dropped while starting');
      current = client;
    };

    const dropped = (err?: Error) => {
      app.log.warn({ err }, 'realtime: LISTEN connection lost; reconnecting');
      resetAll();
      listening = reconnect();
    };

    const reconnect = async (): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        await new Promise<void>((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, 5000)).unref());
        if (closed) return;
        try {
          await open();
        } catch (err) {
          app.log.warn({ err, attempt }, 'realtime: LISTEN reconnection failed; trying again');
          continue;
        }
        if (closed) return stop();
        app.log.info('realtime: listening again');
        for (const wake of channels.values()) wake();
        return;
      }
    };

    const stop = async () => {
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    };

    addChannel = async (channel) => {
      // Without a connection now, the next one listens to it: allChannels() names it from here on.
      if (current) await current.query(`LISTEN ${channel}`);
    };
    stops = [stop];
    await open();
  }

  async function listenPglite(client: PGlite): Promise<void> {
    addChannel = async (channel) => void stops.push(await client.listen(channel, (payload) => onNotification(channel, payload)));
    for (const channel of allChannels()) await addChannel(channel);
  }

  function startListening(): Promise<void> {
    if (!listening) {
      const driver = driverOf(app.db);
      listening = 'pool' in driver ? listenPostgres(driver.pool) : listenPglite(driver.pglite);
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
      // Had the connection dropped meanwhile, the stream waits for the next one (the drop ended
      // only the streams it found), so a resolved subscription still means this process listens.
      await listening;
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
