import type { DomainEventType } from '../../platform/events.js';

/**
 * Domain events that end their users' open streams instead of reaching them, in every process: a
 * stream lives only as long as the session it was opened with (`sessions.ended`), and under the
 * rights it was opened with (`user.verified`, either way: the browser reconnects under the new ones).
 */
export const streamEndingEvents: DomainEventType[] = ['sessions.ended', 'user.verified'];
