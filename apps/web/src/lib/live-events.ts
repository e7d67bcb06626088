import { authStore } from './auth-store';

/**
 * The signed-in user's one Server-Sent Events stream (GET /api/events), shared by every part of the
 * app that listens to it (messages, notifications): it opens with the first subscriber and closes
 * with the last, so a page holds a single connection however many listen.
 */
export type LiveListener = {
  /**
   * Listeners with the same key count as one: the handlers of the first run, and they stay until
   * the last holder stops listening (a widget shown twice, e.g. in a phone and a desktop bar).
   */
  key?: string;
  /**
   * The stream (re)opened: from here on nothing is missed, but what was fetched before may be stale
   * (after a reconnect, or when something happened between the first fetch and the stream opening).
   */
  onReady?: () => void;
  /** Handlers by event name, each given the event's data parsed as JSON. */
  events: Record<string, (data: unknown) => void>;
};

const maxRetryMs = 60_000;

let source: EventSource | null = null;
/** The user the stream is open for: another user's subscription starts a fresh one. */
let owner: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
/** The listeners, by key (or by themselves), with how many subscriptions hold each. */
const entries = new Map<string | LiveListener, { listener: LiveListener; holders: number }>();
const listeners = () => [...entries.values()].map((e) => e.listener);
/** Event names the current source dispatches. */
const attached = new Set<string>();

function dispatch(name: string, event: Event) {
  let data: unknown;
  try {
    data = JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return;
  }
  for (const listener of listeners()) listener.events[name]?.(data);
}

function attach(name: string) {
  if (!source || attached.has(name)) return;
  attached.add(name);
  source.addEventListener(name, (event) => dispatch(name, event));
}

function connect() {
  retryTimer = undefined;
  const es = new EventSource('/api/events');
  source = es;
  attached.clear();
  es.addEventListener('ready', () => {
    failures = 0;
    for (const listener of listeners()) listener.onReady?.();
  });
  for (const listener of listeners()) for (const name of Object.keys(listener.events)) attach(name);
  es.onerror = () => {
    // The browser retries a dropped stream by itself; a refused one (e.g. 401, 502) is closed for good.
    if (source !== es || es.readyState !== EventSource.CLOSED) return;
    source = null;
    if (!authStore.get() || !entries.size) return;
    failures++;
    retryTimer = setTimeout(connect, Math.min(2000 * 2 ** (failures - 1), maxRetryMs));
  };
}

function disconnect() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  source?.close();
  source = null;
  owner = null;
  failures = 0;
  attached.clear();
}

/** Listens to the stream of `userId` (opening it if need be); gives the function that stops listening. */
export function subscribeLiveEvents(userId: string, listener: LiveListener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  if (owner !== userId) {
    disconnect();
    owner = userId;
  }
  const id = listener.key ?? listener;
  const entry = entries.get(id);
  if (entry) entry.holders++;
  else entries.set(id, { listener, holders: 1 });
  if (source) for (const name of Object.keys(listener.events)) attach(name);
  else if (retryTimer === undefined) connect();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const current = entries.get(id);
    if (current && --current.holders === 0) entries.delete(id);
    if (!entries.size) disconnect();
  };
}
