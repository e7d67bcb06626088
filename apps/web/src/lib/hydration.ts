import { useSyncExternalStore } from 'react';
import { formatDate } from './format';

// True once the page's first render in the browser is on screen: markHydrated() is called once every
// part of a server-rendered page has hydrated (hydrateInTurns), or before main.tsx renders the app.
// Preact's useSyncExternalStore has no server snapshot, so the "server value while hydrating" rule is
// kept here rather than left to the renderer.
let firstRenderDone = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Called once the app's first render is done, all its parts included. `<html data-hydrated>` and a
 * `hydrated` event on the document tell tests and tools so: the end-to-end suite compares the markup at that event with the
 * server's, since Preact, unlike React, mends a mismatch silently instead of reporting it.
 */
export function markHydrated(): void {
  firstRenderDone = true;
  document.documentElement.dataset.hydrated = '';
  document.dispatchEvent(new Event('hydrated'));
  for (const listener of listeners) listener();
}

// Sections wrapped in <HydrateLater> skip the page's first hydration with the server's markup kept on
// screen (Preact keeps a suspended component's DOM while hydrating), then hydrate one per task. One
// long hydration task is what blocked a phone's first input longest (Lighthouse's Total Blocking Time).
let inFirstHydration = false;
const waiting: Array<() => void> = [];

/** A section's turn after the first hydration: a promise to suspend on while it runs, else null. */
export type HydrationTurn = { promise: Promise<void>; done: boolean } | null;

export function hydrationTurn(): HydrationTurn {
  if (!inFirstHydration) return null;
  const turn = { promise: null as unknown as Promise<void>, done: false };
  turn.promise = new Promise<void>((resolve) =>
    waiting.push(() => {
      turn.done = true;
      resolve();
    }),
  );
  return turn;
}

/** A task of its own: a posted message runs after the current task's rendering, without timer clamping. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Hydrates a server-rendered page: `hydrate` first, without the sections that wait, then each of those
 * in a task of its own (Preact renders a resumed section in the microtasks of the task that resumed
 * it), then marks the page hydrated.
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  inFirstHydration = true;
  try {
    hydrate();
  } finally {
    inFirstHydration = false;
  }
  for (const resume of waiting.splice(0)) {
    await nextTask();
    resume();
  }
  await nextTask();
  markHydrated();
}

/**
 * False while the page renders on the server and while the browser hydrates that markup (every part of
 * it), true from the render right after (and at once for anything first rendered later): what differs
 * between the two sides waits for it.
 */
export const useHydrated = (): boolean => useSyncExternalStore(subscribe, () => firstRenderDone, () => false);

/**
 * An external store's value, with `serverValue` on the server and through hydration (the server
 * cannot know it), then the store's own, re-rendered on every change.
 */
export function useClientStore<T>(subscribe: (listener: () => void) => () => void, get: () => T, serverValue: T): T {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, get, get);
  return hydrated ? value : serverValue;
}

/**
 * formatDate for server-rendered pages: the server knows no reader's time zone, so it writes dates in
 * UTC and the browser hydrates with the same text, then writes them in the reader's zone.
 */
export function useFormatDate(): typeof formatDate {
  const hydrated = useHydrated();
  return (value, options) => formatDate(value, { ...options, utc: !hydrated });
}
