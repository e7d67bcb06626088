import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationLive } from '@market/shared';
import { subscribeLiveEvents } from '@/lib/live-events';
import { addLiveNotification, resyncNotifications } from './api';

/**
 * Keeps the notifications live on the shared stream (lib/live-events): a `notification` event puts
 * the new one on top of the cached list and sets the unread count; each time the stream (re)opens
 * the list is fetched again, so nothing that came while it was closed is missed. Bells shown twice
 * (a phone and a desktop bar) listen once.
 */
export function useLiveNotifications(userId: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return subscribeLiveEvents(userId, {
      key: 'notifications',
      onReady: () => resyncNotifications(qc),
      events: {
        notification: (data) => {
          const event = data as Partial<NotificationLive> | null;
          if (event?.notification && typeof event.unread === 'number') addLiveNotification(qc, event as NotificationLive);
        },
      },
    });
  }, [qc, userId]);
}
