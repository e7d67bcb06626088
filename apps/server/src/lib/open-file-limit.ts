import { readFileSync } from 'node:fs';

/** This process's open-file limit (Linux's /proc/self/limits; Node raises the soft limit to the hard one at start), or null where unknown. */
export function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    return line && line !== 'unlimited' ? Number(line) : null;
  } catch {
    return null;
  }
}

/**
 * SSE_MAX_CONNECTIONS unset: 5,000 streams, or a quarter of the open-file limit when that is lower.
 * Each stream holds a socket; the rest of the limit is for the other requests' sockets, the
 * database pool, uploads and the embedded database's files.
 */
export function defaultSseMaxConnections(): number {
  const limit = openFileLimit();
  return Math.max(1, Math.min(5000, limit === null ? 5000 : Math.floor(limit / 4)));
}
