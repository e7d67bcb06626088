import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { ChatMessage, ChatMessageEvent, ConversationChangeEvent, ConversationState } from '@market/shared';
import type { Database, Transaction } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';
import { toConversationState } from '../modules/conversations/service.js';

/** The PostgreSQL channel every app process listens on. */
export const eventsChannel = 'market_events';

/**
 * What travels through NOTIFY: small (PostgreSQL caps a payload at 8000 bytes), so a message
 * travels by id and each process that has a participant connected reads it once.
 */
export type BusEvent =
  | { type: 'message'; users: string[]; messageId: string }
  | { type: 'conversation'; users: string[]; conversation: ConversationState };

export type Delivery = { type: 'message'; data: ChatMessageEvent } | { type: 'conversation'; data: ConversationChangeEvent };

export type Subscriber = {
  deliver(event: Delivery): void;
  /** The process lost events (its LISTEN connection dropped): the stream should end so the browser resyncs. */
  reset(): void;
};

export interface Realtime {
  /** Queues the event in the transaction: every app process receives it when (and only if) it commits. */
  publish(tx: Database | Transaction, event: BusEvent): Promise<void>;
  /** The same inside a statement of one's own: `payload` is SQL yielding the BusEvent as JSON text. */
  notifySql(payload: SQL): SQL;
  /** Registers a user's stream; resolves once this process is listening, so nothing after it is missed. */
  subscribe(userId: string, subscriber: Subscriber): Promise<() => void>;
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
 * Fan-out of conversation events: NOTIFY in the writing transaction, LISTEN in every process
 * (a dedicated connection on PostgreSQL, PGlite's own listen on the embedded database), then
 * delivery to the streams of the participants connected to this process.
 */
export default fp(async function realtime(app: FastifyInstance) {
  const byUser = new Map<string, Set<Subscriber>>();
  let count = 0;
  let listening: Promise<void> | null = null;
  let stop: Unlisten | null = null;
  let closed = false;

  // Events are handled one batch at a time, in commit order, with one query for the batch's messages.
  let queue: BusEvent[] = [];
  let draining = false;

  const interested = (event: BusEvent) => event.users.some((u) => byUser.has(u));

  async function drain() {
    if (draining) return;
    draining = true;
    try {
      while (queue.length) {
        const batch = queue;
        queue = [];
        const ids = batch.flatMap((e) => (e.type === 'message' ? [e.messageId] : []));
        // Each message with its conversation as it is now (at least as new as at the commit).
        const found = new Map<string, ChatMessageEvent>();
        if (ids.length) {
          const rows = await app.db
            .select({ m: messages, c: conversations })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .where(inArray(messages.id, ids));
          for (const { m, c } of rows) {
            const message: ChatMessage = { _id: m.id, conversationId: m.conversationId, userId: m.userId, desc: m.desc, createdAt: m.createdAt.toISOString() };
            found.set(m.id, { message, conversation: toConversationState(c) });
          }
        }
        for (const event of batch) {
          let delivery: Delivery;
          if (event.type === 'message') {
            const data = found.get(event.messageId);
            if (!data) continue; // deleted in the meantime (its conversation or user went away)
            delivery = { type: 'message', data };
          } else {
            delivery = { type: 'conversation', data: { conversation: event.conversation } };
          }
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

  function onPayload(payload: string) {
    let event: BusEvent;
    try {
      event = JSON.parse(payload) as BusEvent;
    } catch {
      return;
    }
    if (!interested(event)) return;
    queue.push(event);
    void drain();
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
        // Events sent while we were away are gone: streams end and browsers refetch on reconnect.
        resetAll();
        const delay = Math.min(1000 * 2 ** attempt++, 10_000);
        setTimeout(() => void connect().catch((e: Error) => lost(e)), delay).unref();
      };
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', (n) => {
        if (n.channel === eventsChannel && n.payload) onPayload(n.payload);
      });
      await client.connect();
      await client.query(`LISTEN ${eventsChannel}`);
      attempt = 0;
      stop = async () => {
        ended = true;
        await client.end().catch(() => undefined);
      };
    };
    await connect();
  }

  function startListening(): Promise<void> {
    const client = (app.db as unknown as { $client: unknown }).$client;
    if (isPool(client)) return listenPostgres(client);
    if (isPglite(client)) return client.listen(eventsChannel, onPayload).then((unlisten) => void (stop = unlisten));
    throw new Error('realtime: unknown database client');
  }

  const api: Realtime = {
    async publish(tx, event) {
      await tx.execute(sql`select ${api.notifySql(sql`${JSON.stringify(event)}`)}`);
    },
    notifySql: (payload) => sql`pg_notify(${eventsChannel}, ${payload})`,
    async subscribe(userId, subscriber) {
      if (!listening) {
        listening = startListening();
        // A failed start is retried by the next subscriber.
        listening.catch(() => (listening = null));
      }
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

  // Open streams would keep close() waiting forever: end them first, then stop listening.
  app.addHook('preClose', async () => {
    closed = true;
    resetAll();
  });
  app.addHook('onClose', async () => {
    if (stop) await stop();
  });
});
