import { useSyncExternalStore } from 'react';
import { formatDate } from './format';

const subscribeNothing = () => () => {};

/**
 * False while React renders on the server and hydrates that markup, true from the render right after
 * (and at once for a page rendered in the browser): what differs between the two sides waits for it.
 */
export const useHydrated = (): boolean => useSyncExternalStore(subscribeNothing, () => true, () => false);

/**
 * formatDate for server-rendered pages: the server knows no reader's time zone, so it writes dates in
 * UTC and the browser hydrates with the same text, then writes them in the reader's zone.
 */
export function useFormatDate(): typeof formatDate {
  const hydrated = useHydrated();
  return (value, options) => formatDate(value, { ...options, utc: !hydrated });
}
