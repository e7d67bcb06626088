import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationKind, NotificationList, NotificationLive, NotificationPreferences } from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

/** Notifications a page of the list holds (the bell's panel shows the first few of the first page). */
const pageSize = 20;

type List = InfiniteData<NotificationList, string | null>;
/** The list as its observers read it (their page parameter type is not known). */
type Loaded = InfiniteData<NotificationList, unknown>;
export type UnsubscribeAnswer = { message: string; kind: NotificationKind };

export const notificationQueries = {
  /** Everything of this feature. */
  all: () => ['notifications'] as const,
  /**
   * GET /api/notifications: the newest first, a page at a time, each page with the unread count.
   * One cache for the bell, its panel and /notifications, which the live stream keeps up to date.
   */
  list: () =>
    infiniteQueryOptions({
      queryKey: ['notifications', 'list'] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(pageSize) });
        if (pageParam) query.set('cursor', pageParam);
        return apiFetch<NotificationList>(`/notifications?${query}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** GET /api/notifications/preferences: e-mail on or off per kind. */
  preferences: () =>
    queryOptions({
      queryKey: ['notifications', 'preferences'] as const,
      queryFn: ({ signal }) => apiFetch<NotificationPreferences>('/notifications/preferences', { signal }),
    }),
};

/**
 * The unread count of a loaded list: the last page's, the freshest fetched (the changes made here
 * and the live events write the count into every page).
 */
export const unreadOf = (data: Loaded | undefined): number => data?.pages.at(-1)?.unread ?? 0;
/** The notifications of the pages loaded so far, newest first. */
export const notificationsOf = (data: Loaded | undefined): Notification[] => data?.pages.flatMap((p) => p.notifications) ?? [];

export const useNotifications = () => useInfiniteQuery(notificationQueries.list());
/** Only the unread count (the bell), so a change elsewhere in the list does not render the bell again. */
export const useUnreadNotifications = () => useInfiniteQuery({ ...notificationQueries.list(), select: unreadOf });
export const useNotificationPreferences = () => useQuery(notificationQueries.preferences());

const listKey = notificationQueries.list().queryKey;

/** Changes every loaded page: their notifications through `each`, and the unread count. */
function updateList(qc: QueryClient, each: (n: Notification) => Notification, unread: (current: number) => number) {
  qc.setQueryData<List>(listKey, (data) => {
    if (!data) return data;
    const count = Math.max(0, unread(unreadOf(data)));
    return { ...data, pages: data.pages.map((page) => ({ ...page, unread: count, notifications: page.notifications.map(each) })) };
  });
}

/**
 * Applies a change to the cached list now and, when a fetch of the list is running, again once it
 * has landed: that fetch started before the change and writes what it read over the cache (a Load
 * more keeps the pages as they were when it started). Changes are idempotent; a few rounds at most.
 */
function applyChange(qc: QueryClient, change: () => void, rounds = 3) {
  change();
  const query = qc.getQueryCache().find({ queryKey: listKey, exact: true });
  if (!query || query.state.fetchStatus !== 'fetching' || rounds === 0) return;
  void (query.promise ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => applyChange(qc, change, rounds - 1));
}

/** A `notification` event of the stream: put it on top of the cached list and take its unread count, without a refetch. */
export function addLiveNotification(qc: QueryClient, { notification, unread }: NotificationLive) {
  applyChange(qc, () =>
    qc.setQueryData<List>(listKey, (data) => {
      if (!data) return data;
      const known = data.pages.some((page) => page.notifications.some((n) => n._id === notification._id));
      return {
        ...data,
        pages: data.pages.map((page, i) => ({ ...page, unread, notifications: i === 0 && !known ? [notification, ...page.notifications] : page.notifications })),
      };
    }),
  );
}

/**
 * The stream (re)opened: what the list shows may have missed events while it was closed, so it is
 * fetched again; after a fetch already running (refetching now would cancel a Load more).
 */
export function resyncNotifications(qc: QueryClient) {
  const refetch = () => void refreshQueries(qc, listKey);
  const query = qc.getQueryCache().find({ queryKey: listKey, exact: true });
  if (query?.state.fetchStatus === 'fetching' && query.promise) void query.promise.catch(() => undefined).then(refetch);
  else refetch();
}

/** Marks the notifications `which` picks read in the cache, with the unread count `unread` gives. */
const markRead = (qc: QueryClient, which: (id: string) => boolean, readAt: string, unread: (current: number) => number) =>
  updateList(qc, (n) => (!n.readAt && which(n._id) ? { ...n, readAt } : n), unread);

/** PUT /api/notifications/:id/read, shown at once (the link it sits on navigates away meanwhile). */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ unread: number }>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT' }),
    onMutate: (id) => {
      const wasUnread = notificationsOf(qc.getQueryData<List>(listKey)).some((n) => n._id === id && !n.readAt);
      markRead(qc, (n) => n === id, new Date().toISOString(), (count) => (wasUnread ? count - 1 : count));
    },
    onSuccess: ({ unread }, id) => {
      const readAt = new Date().toISOString();
      applyChange(qc, () => markRead(qc, (n) => n === id, readAt, () => unread));
    },
    onError: () => resyncNotifications(qc),
  });
}

/** PUT /api/notifications/read-all, shown at once. */
export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ unread: number }>('/notifications/read-all', { method: 'PUT' }),
    onMutate: () => {
      // Those shown now: one arriving meanwhile stays unread (the server's count includes it).
      const shown = new Set(notificationsOf(qc.getQueryData<List>(listKey)).map((n) => n._id));
      markRead(qc, (id) => shown.has(id), new Date().toISOString(), () => 0);
      return { shown };
    },
    onSuccess: ({ unread }, _vars, mutated) => {
      const readAt = new Date().toISOString();
      applyChange(qc, () => markRead(qc, (id) => mutated.shown.has(id), readAt, () => unread));
    },
    onError: () => resyncNotifications(qc),
  });
}

/** PUT /api/notifications/preferences with the kinds that may change; answers every kind. */
export function useSaveNotificationPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: Partial<Record<NotificationKind, boolean>>) =>
      apiFetch<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body: { email } }),
    onSuccess: (preferences) => qc.setQueryData(notificationQueries.preferences().queryKey, preferences),
  });
}

/** POST /api/notifications/unsubscribe?token=: the e-mail's link, no sign-in needed. */
export function useUnsubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<UnsubscribeAnswer>(`/notifications/unsubscribe?${new URLSearchParams({ token })}`, { method: 'POST' }),
    onSuccess: () => void refreshQueries(qc, notificationQueries.preferences().queryKey),
  });
}
