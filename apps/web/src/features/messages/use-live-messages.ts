import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatMessageEvent, ConversationChangeEvent } from '@market/shared';
import { authStore } from '@/lib/auth-store';
import { addMessageToThread, applyConversationState, messagingQueries } from './api';

const maxRetryMs = 60_000;

/**
 * Keeps the signed-in user's conversations live: one EventSource on /api/events whose
 * `message` and `conversation` events update the cached threads, list and unread count.
 * Each time the stream opens (after a drop the browser reconnects) everything shown is
 * refetched, so nothing sent in between is missed.
 */
export function useLiveMessages(userId: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const resync = () => {
      void qc.invalidateQueries({ queryKey: messagingQueries.all() });
    };

    const connect = () => {
      source = new EventSource('/api/events');
      // From `ready` on, nothing is missed; what was fetched before it may be stale (on a
      // reconnect, or when a message landed between the first fetch and the stream opening).
      source.addEventListener('ready', () => {
        failures = 0;
        resync();
      });
      source.addEventListener('message', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as ChatMessageEvent;
        addMessageToThread(qc, data.message);
        applyConversationState(qc, data.conversation);
      });
      source.addEventListener('conversation', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as ConversationChangeEvent;
        applyConversationState(qc, data.conversation);
      });
      source.onerror = () => {
        // The browser retries a dropped stream by itself; a refused one (e.g. 401, 502) is closed for good.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        if (!authStore.get()) return;
        failures++;
        retryTimer = setTimeout(connect, Math.min(2000 * 2 ** (failures - 1), maxRetryMs));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [qc, userId]);
}
