import { notificationWebTexts as t } from '@market/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadMore, ListStates } from '@/components/ui/paged-list';
import { notificationsOf, unreadOf, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api';
import { NotificationItem } from '../components/notification-item';
import { useNow } from '../time-ago';

/**
 * /notifications, for every signed-in user: every notification, newest first, a page at a time
 * (Load more), unread ones marked; following one marks it read. Kept live by the header's bell.
 */
export default function NotificationsPage() {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();
  const items = notificationsOf(list.data);
  const unread = unreadOf(list.data);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div>
            <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
            <p className="mt-2 text-slate-600">{t.intro}</p>
          </div>
          <Link to="/settings/notifications" className="text-sm font-medium text-brand-700 hover:underline">
            {t.settingsLink}
          </Link>
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {list.isSuccess ? t.unreadCount(unread) : null}
          </p>
          <Button variant="outline" size="sm" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
            {t.markAllRead}
          </Button>
        </div>
        {markAll.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t.markFailed}
          </p>
        ) : null}
        <div className="mt-4">
          <ListStates
            query={list}
            count={items.length}
            errorText={t.loadFailed}
            empty={
              <div className="rounded-xl bg-white px-6 py-12 text-center ring-1 ring-slate-200">
                <p className="text-lg font-semibold text-slate-900">{t.empty}</p>
                <p className="mt-2 text-slate-600">{t.emptyHint}</p>
              </div>
            }
          >
            <ul aria-label={t.listLabel} className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
              {items.map((n) => (
                <NotificationItem key={n._id} notification={n} now={now} onOpen={(opened) => (opened.readAt ? undefined : markRead.mutate(opened._id))} />
              ))}
            </ul>
          </ListStates>
          <LoadMore query={list} errorText={t.moreFailed}>
            {t.loadMore}
          </LoadMore>
        </div>
      </div>
    </div>
  );
}
