/**
 * Login throttling (docs/decisions/0111): every attempt takes its slots before the password is
 * checked, so simultaneous guesses count at once; a successful attempt gives them back. These
 * counters live in this process's memory; with Redis, login-throttle-redis.ts keeps the same rules
 * in Redis for every process, and this one counts while Redis is away (shared-login-throttle.ts).
 */

type Window = { count: number; endsAt: number };
/** What one attempt took from one counter: given back only to the window it was taken from. */
type Slot = { counter: SlotCounter; key: string; window: Window };

/** Sets `key` as `map`'s most recently used entry (a Map keeps insertion order), forgetting the least recently used past `capacity`. */
function setRecent<V>(map: Map<string, V>, key: string, value: V, capacity: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value!);
}

/** At most `max` slots per key in a fixed window; past `capacity` keys the least recently used is forgotten. */
export class SlotCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly capacity: number,
  ) {}

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  }

  /** Seconds until this key has a free slot again; 0 while it has one. */
  wait(key: string, now: number): number {
    const window = this.current(key, now);
    return window && window.count >= this.max ? Math.ceil((window.endsAt - now) / 1000) : 0;
  }

  take(key: string, now: number): Slot {
    const window = this.current(key, now) ?? { count: 0, endsAt: now + this.windowMs };
    window.count++;
    setRecent(this.windows, key, window, this.capacity);
    return { counter: this, key, window };
  }

  give(slot: Slot): void {
    if (this.windows.get(slot.key) === slot.window && slot.window.count > 0) slot.window.count--;
  }
}

export type LoginLimits = {
  /** Attempts per client address (`request.ip`) in a window, whatever the account. */
  perAddress: number;
  /**
   * Attempts per account in a window from addresses that never signed in to it, all of them together;
   * an address that did has a counter of the same size of its own for that account.
   */
  perAccount: number;
  windowSeconds: number;
  /** How long an address stays known to an account after signing in to it. */
  knownForSeconds: number;
  /** Keys each counter remembers at most (memory bound). */
  capacity: number;
};

export type LoginAttempt = { reserved: true; succeeded(): void | Promise<void>; cancel(): void | Promise<void> } | { reserved: false; waitSeconds: number };

/** Reserves an attempt from `address` on `account` (null: a name no account can have), or says how long to wait. */
export interface LoginThrottle {
  reserve(address: string, account: string | null): LoginAttempt | Promise<LoginAttempt>;
}

/**
 * The per-address limit stops one client guessing across accounts; the per-account limit stops many
 * clients guessing one password. Strangers share the account's counter, so their burst locks only
 * strangers out: an address the owner signed in from keeps its own counter and lets the right
 * password through.
 */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly byAddress: SlotCounter;
  private readonly byAccount: SlotCounter;
  /** `account address` -> until when (ms) that address is known to that account; least recently used first. */
  private readonly known = new Map<string, number>();

  constructor(private readonly limits: LoginLimits) {
    const windowMs = limits.windowSeconds * 1000;
    this.byAddress = new SlotCounter(limits.perAddress, windowMs, limits.capacity);
    this.byAccount = new SlotCounter(limits.perAccount, windowMs, limits.capacity);
  }

  private isKnown(pair: string, now: number): boolean {
    const until = this.known.get(pair);
    if (until !== undefined && until <= now) this.known.delete(pair);
    return until !== undefined && until > now;
  }

  /**
   * Reserves an attempt from `address` on `account` (the username's key; null for a name no account
   * can have, which counts against the address only), or says how long to wait. Synchronous, so two
   * attempts never both see the last free slot.
   */
  reserve(address: string, account: string | null, now = Date.now()): LoginAttempt {
    const keys: [SlotCounter, string][] = [[this.byAddress, address]];
    const pair = account === null ? null : `${account} ${address}`;
    if (account !== null && pair !== null) keys.push([this.byAccount, this.isKnown(pair, now) ? pair : account]);

    const waitSeconds = Math.max(...keys.map(([counter, key]) => counter.wait(key, now)));
    if (waitSeconds > 0) return { reserved: false, waitSeconds };
    const slots = keys.map(([counter, key]) => counter.take(key, now));
    const giveBack = () => slots.forEach((slot) => slot.counter.give(slot));
    return {
      reserved: true,
      cancel: giveBack,
      succeeded: () => {
        giveBack();
        if (pair !== null) setRecent(this.known, pair, Date.now() + this.limits.knownForSeconds * 1000, this.limits.capacity);
      },
    };
  }
}
