import { useSyncExternalStore } from 'react';

type State = {
  open: boolean;
  next: string | null;
  /** True once opened: the modal code is loaded and stays mounted for its closing animation. */
  used: boolean;
};

let state: State = { open: false, next: null, used: false };
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Open state of the single login modal. A module store (not context) so the header, the
 * drawer and the dashboard guard can open it without sharing a provider.
 */
export const loginModal = {
  /** Opens the modal; `next` is where to go once signed in (e.g. the dashboard page asked for). */
  open: (next: string | null = null) => set({ open: true, next, used: true }),
  close: () => set({ ...state, open: false, next: null }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
};

export function useLoginModal(): State {
  return useSyncExternalStore(loginModal.subscribe, loginModal.get, loginModal.get);
}
