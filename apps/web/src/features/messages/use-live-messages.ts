import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatMessageEvent, ConversationChangeEvent } from '@market/shared';
import { subscribeLiveEvents } from '@/lib/live-events';
import { addMessageToThread, applyConversationState, messagingQueries } from './api';
import { refreshQueries } from '@/lib/refresh-queries';

/**
 * Keeps the signed-in user's conversations live: the `message` and `conversation` events of the
 * shared stream on /api/events (lib/live-events) update the cached threads, list and unread count.
 * Each time the stream opens (after a drop the browser reconnects) everything shown is refetched,
 * so nothing sent in between is missed.
 */
export function useLiveMessages(userId: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return subscribeLiveEvents(userId, {
      // From `ready` on, nothing is missed; what was fetched before it may be stale (on a
      // reconnect, or when a message landed between the first fetch and the stream opening).
      onReady: () => void refreshQueries(qc, messagingQueries.all()),
      events: {
        message: (data) => {
          const event = data as ChatMessageEvent;
          addMessageToThread(qc, event.message);
          applyConversationState(qc, event.conversation);
        },
        conversation: (data) => applyConversationState(qc, (data as ConversationChangeEvent).conversation),
      },
    });
  }, [qc, userId]);
}
