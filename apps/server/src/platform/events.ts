import { sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Transaction } from '../db/client.js';
import { onCommit } from '../db/commit-hooks.js';
import { domainEvents } from '../db/schema/platform.js';
import type { DomainEvent, DomainEventPayloads, DomainEventType } from './event-types.js';
import type { PlatformContext } from './context.js';

export type { DomainEvent, DomainEventPayloads, DomainEventType } from './event-types.js';

/**
 * The channel that wakes every process's dispatcher: a live event's commit notifies anyway, and
 * carries the wake-up with it. Other events wake their own process's dispatcher after the commit
 * (`wakeDispatcherOnCommit`); the dispatchers of other processes find them at their next poll.
 */
export const outboxChannel = 'market_outbox';
/**
 * The channel of live events (`{ id, type, users }`): a process listens to it only once one of its
 * users has a stream open, so events nobody watches cost PostgreSQL no delivery.
 */
export const liveChannel = 'market_live';

/** Which event types users see live (their payload names the `users`); set by the composition root. */
let liveTypes = new Set<string>();
export function setLiveEventTypes(types: string[]): void {
  liveTypes = new Set(types);
}

/**
 * A reaction to an event. `transaction`: runs inside the writer's transaction, so the change and its
 * consequences commit together or not at all (counters, postings). `afterCommit`: runs once the
 * change is committed, from the outbox, at least once (so it must be idempotent): live delivery,
 * notifications, file removal.
 */
export type Subscription =
  | { [T in DomainEventType]: { event: T; name: string; phase: 'transaction'; handle(tx: Transaction, event: DomainEvent<T>): Promise<void> } }[DomainEventType]
  | { [T in DomainEventType]: { event: T; name: string; phase: 'afterCommit'; handle(event: DomainEvent<T>, ctx: PlatformContext): Promise<void> } }[DomainEventType];

export const inTransaction = <T extends DomainEventType>(event: T, name: string, handle: (tx: Transaction, event: DomainEvent<T>) => Promise<void>): Subscription =>
  ({ event, name, phase: 'transaction', handle }) as Subscription;

export const afterCommit = <T extends DomainEventType>(event: T, name: string, handle: (event: DomainEvent<T>, ctx: PlatformContext) => Promise<void>): Subscription =>
  ({ event, name, phase: 'afterCommit', handle }) as Subscription;

/**
 * The subscriptions of every module, set once by the composition root (wiring.ts) before anything
 * publishes: an event published before that would silently miss its counters, so it throws instead.
 */
let registry: Map<string, Subscription[]> | null = null;

export function setSubscriptions(subscriptions: Subscription[]): void {
  const names = new Set<string>();
  const byKey = new Map<string, Subscription[]>();
  for (const s of subscriptions) {
    if (names.has(s.name)) throw new Error(`Two subscriptions are named ${s.name}`);
    names.add(s.name);
    const key = `${s.phase} ${s.event}`;
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  registry = byKey;
}

/** An event type's subscribers of one phase, in registration order (looked up on every publish). */
export function subscriptionsFor(type: DomainEventType, phase: Subscription['phase']): Subscription[] {
  if (!registry) throw new Error('Domain event subscriptions are not wired: call wire() first');
  return registry.get(`${phase} ${type}`) ?? [];
}

/**
 * Announces an event inside the writer's transaction: the outbox row, the in-transaction
 * subscribers, in their registration order, and the dispatcher's wake-up once the transaction
 * commits. A subscriber that throws rolls the whole change back.
 */
export async function publish<T extends DomainEventType>(tx: Transaction, type: T, payload: DomainEventPayloads[T]): Promise<DomainEvent<T>> {
  const [event] = await publishMany(tx, type, [payload]);
  return event;
}

/** The same for several events of one type, with one outbox statement. */
export async function publishMany<T extends DomainEventType>(tx: Transaction, type: T, payloads: DomainEventPayloads[T][]): Promise<DomainEvent<T>[]> {
  if (payloads.length === 0) return [];
  const createdAt = new Date();
  const events = payloads.map((payload) => ({ id: uuidv7(), type, payload, createdAt: createdAt.toISOString() }));
  const rows = sql.join(
    events.map((e) => sql`(${e.id}::uuid, ${e.type}, ${JSON.stringify(e.payload)}::jsonb, ${e.createdAt}::timestamptz, ${dispatchedAtOnInsert(type)})`),
    sql`, `,
  );
  const insert = outboxInsert(sql`values ${rows}`);
  // One round trip: the rows, and a live event's notifications, which PostgreSQL sends when (and if) the transaction commits.
  if (liveTypes.has(type)) await tx.execute(sql`with e as (${insert}) select ${notifyExpression(type, sql`e`)} from e`);
  else await tx.execute(insert);
  for (const event of events) await runTransactionSubscribers(tx, event as DomainEvent<T>);
  return events as DomainEvent<T>[];
}

/**
 * Runs an event's in-transaction subscribers, in registration order, and has the dispatcher woken
 * once the transaction commits (publish does both for its events).
 */
export async function runTransactionSubscribers<T extends DomainEventType>(tx: Transaction, event: DomainEvent<T>): Promise<void> {
  for (const s of subscriptionsFor(event.type, 'transaction')) await (s.handle as (tx: Transaction, e: DomainEvent<T>) => Promise<void>)(tx, event);
  // A transaction of a database opened without commit hooks wakes the dispatchers by NOTIFY instead.
  if (dispatches(event.type) && !onCommit(tx, wakeLocalDispatcher)) await tx.execute(sql`select pg_notify(${outboxChannel}, '')`);
}

/** The dispatcher of this process for each database, woken after a commit that wrote work for it. */
const localDispatchers = new WeakMap<Database, () => void>();
const wakeLocalDispatcher = (db: Database) => localDispatchers.get(db)?.();

/** Has `kick` called after every commit on `db` that wrote an event with after-commit subscribers; answers the undo. */
export function wakeDispatcherOnCommit(db: Database, kick: () => void): () => void {
  localDispatchers.set(db, kick);
  return () => {
    if (localDispatchers.get(db) === kick) localDispatchers.delete(db);
  };
}

/**
 * For a writer that can save a round trip: the event's outbox row as a data-modifying CTE of the
 * writer's own statement, written only when `from` (a CTE of that statement) has a row. Events
 * that reach users live use `publish` or `eventInStatement`.
 * The caller runs `runTransactionSubscribers(tx, event)` after the statement, if it wrote the row.
 */
export function eventRow<T extends DomainEventType>(type: T, payload: DomainEventPayloads[T], from: SQL): { event: DomainEvent<T>; insert: SQL } {
  if (liveTypes.has(type)) throw new Error(`${type} is a live event: use publish`);
  const event = { id: uuidv7(), type, payload, createdAt: new Date().toISOString() } as DomainEvent<T>;
  const insert = outboxInsert(sql`select ${event.id}::uuid, ${type}, ${JSON.stringify(payload)}::jsonb, ${event.createdAt}::timestamptz, ${dispatchedAtOnInsert(type)} from ${from} limit 1`);
  return { event, insert };
}

/** The outbox rows of `source` (VALUES or SELECT of id, type, payload, created_at, dispatched_at), for a statement's CTE. */
const outboxInsert = (source: SQL) => sql`insert into ${domainEvents} (id, type, payload, created_at, dispatched_at) ${source} returning id, type, payload`;

/** Whether an event has after-commit subscribers, so a dispatcher has work when it commits. */
const dispatches = (type: DomainEventType) => subscriptionsFor(type, 'afterCommit').length > 0;

/** An event nobody handles after the commit is written dispatched, and no dispatcher is woken for it. */
const dispatchedAtOnInsert = (type: DomainEventType) => (dispatches(type) ? sql`null::timestamptz` : sql`now()`);

/**
 * What the commit of an event notifies: the live channel for a live event (`{ id, type, users }`;
 * the payload itself stays in the outbox, since a NOTIFY carries at most 8000 bytes and a message
 * may be longer), and the outbox channel when a dispatcher has work (after-commit subscribers).
 */
const notifyExpression = (type: DomainEventType, row: SQL) => {
  const live = liveTypes.has(type) ? sql`pg_notify(${liveChannel}, json_build_object('id', ${row}.id, 'type', ${row}.type, 'users', ${row}.payload -> 'users')::text)` : null;
  const wake = dispatches(type) ? sql`pg_notify(${outboxChannel}, '')` : null;
  return sql.join([live, wake].filter((x): x is SQL => x !== null), sql`, `);
};
const needsNotify = (type: DomainEventType) => liveTypes.has(type) || dispatches(type);

/**
 * For a writer that makes its change in one statement (sending a message): the outbox row and its
 * notification as part of that statement, `payload` being SQL over the statement's own rows (`from`). Only
 * for events without in-transaction subscribers, which need a transaction to run in.
 */
export function eventInStatement<T extends DomainEventType>(type: T, payload: SQL, from: SQL): { insert: SQL; notify: (row: SQL) => SQL } {
  if (!needsNotify(type)) throw new Error(`${type} notifies nobody: use eventRow`);
  if (subscriptionsFor(type, 'transaction').length > 0) throw new Error(`${type} has in-transaction subscribers: publish it in a transaction`);
  return {
    insert: outboxInsert(sql`select ${uuidv7()}::uuid, ${type}, ${payload}, now(), ${dispatchedAtOnInsert(type)} from ${from}`),
    notify: (row) => notifyExpression(type, row),
  };
}
