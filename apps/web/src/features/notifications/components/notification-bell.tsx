import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { notificationWebTexts as t } from '@market/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { BellIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { notificationsOf, unreadOf, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, useUnreadNotifications } from '../api';
import { useNow } from '../time-ago';
import { useLiveNotifications } from '../use-live-notifications';
import { NotificationItem } from './notification-item';

/** How many of the latest notifications the panel lists. */
const panelSize = 8;

const tones = {
  dark: { button: 'text-slate-700 hover:bg-slate-100 hover:text-brand-700 data-open:bg-slate-100', badge: 'ring-white' },
  light: { button: 'text-slate-200 hover:bg-white/10 hover:text-white data-open:bg-white/10', badge: 'ring-brand-950' },
};

/** The panel's content, mounted while it is open: the latest few, Mark all as read, See all. */
function NotificationPanel({ close }: { close: () => void }) {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();
  const headingId = useId();
  const items = notificationsOf(list.data).slice(0, panelSize);
  const unread = unreadOf(list.data);

  let content;
  if (list.isPending) {
    content = (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner />
      </div>
    );
  } else if (list.isError && items.length === 0) {
    content = (
      <p role="alert" className="px-4 py-8 text-center text-sm text-red-700">
        {t.loadFailed}
      </p>
    );
  } else if (items.length === 0) {
    content = (
      <div className="px-4 py-8 text-center">
        <p className="font-medium text-slate-900">{t.empty}</p>
        <p className="mt-1 text-sm text-slate-600">{t.emptyHint}</p>
      </div>
    );
  } else {
    content = (
      <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
        {items.map((n) => (
          <NotificationItem
            key={n._id}
            notification={n}
            now={now}
            compact
            onOpen={(opened) => {
              if (!opened.readAt) markRead.mutate(opened._id);
              close();
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {t.panelTitle}
          </h2>
          <p className="text-xs text-slate-600">{t.unreadCount(unread)}</p>
        </div>
        <button
          type="button"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
          className="shrink-0 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          {t.markAllRead}
        </button>
      </div>
      {markAll.isError ? (
        <p role="alert" className="px-4 pt-2 text-sm text-red-700">
          {t.markFailed}
        </p>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{content}</div>
      <div className="border-t border-slate-100 p-2">
        <Link to="/notifications" onClick={close} className="block rounded-md px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {t.seeAll}
        </Link>
      </div>
    </div>
  );
}

/**
 * The bell of a signed-in user (site header, dashboard bars): the unread count on a badge ('9+'
 * above nine) and in its name, opening a panel with the latest notifications. While it is shown
 * the notifications stay live (it holds the event stream). Escape or a click outside closes the
 * panel; `tone` light for a dark bar.
 */
export function NotificationBell({ userId, tone = 'dark' }: { userId: string; tone?: keyof typeof tones }) {
  useLiveNotifications(userId);
  const { data: unread = 0 } = useUnreadNotifications();
  const label = t.bell(unread);
  return (
    <Popover>
      <PopoverButton aria-label={label} title={label} className={cn('relative shrink-0 rounded-full p-1.5 min-[360px]:p-2', tones[tone].button)}>
        <BellIcon className="size-6" />
        {unread > 0 ? (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className={cn(
              'absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ring-2',
              tones[tone].badge,
            )}
          >
            {t.badge(unread)}
          </span>
        ) : null}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        focus
        role="dialog"
        aria-label={t.panelTitle}
        // The anchoring writes max-width and max-height inline (the room left on screen): the width is
        // a phone's less its margins, up to 24rem, and the height is capped through its variable.
        className="z-50 flex w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg outline-none [--anchor-max-height:min(36rem,calc(100dvh-5rem))]"
      >
        {({ close }) => <NotificationPanel close={() => close()} />}
      </PopoverPanel>
    </Popover>
  );
}
