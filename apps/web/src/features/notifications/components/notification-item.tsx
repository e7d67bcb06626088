import { notificationWebTexts as t, type Notification } from '@market/shared';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { timeAgo } from '../time-ago';
import { NotificationIcon } from './notification-icon';

/** Only a path of this app is followed (the server writes them; anything else opens the list). */
const safeLink = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : '/notifications');

type Props = {
  notification: Notification;
  now: number;
  /** Called on following the link: mark it read (and close the panel). */
  onOpen: (notification: Notification) => void;
  /** The panel cuts the body at two lines; the page shows it whole. */
  compact?: boolean;
};

/** One notification as a link to what it is about: icon, title in bold, body, how long ago; unread ones tinted with a dot. */
export function NotificationItem({ notification: n, now, onOpen, compact = false }: Props) {
  const unread = !n.readAt;
  return (
    <li>
      <Link
        to={safeLink(n.link)}
        onClick={() => onOpen(n)}
        data-unread={unread ? 'true' : undefined}
        className={cn(
          'flex items-start gap-3 px-4 py-3 transition-colors -outline-offset-2',
          unread ? 'bg-brand-50 hover:bg-brand-100/60' : 'hover:bg-slate-50',
        )}
      >
        <NotificationIcon type={n.type} />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold break-words text-slate-900">
            {unread ? <span className="sr-only">{t.unread} </span> : null}
            {n.title}
          </span>
          <span className={cn('mt-0.5 text-sm break-words text-slate-600', compact ? 'line-clamp-2' : 'block')}>{n.body}</span>
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)} className="mt-1 block text-xs text-slate-600">
            {timeAgo(n.createdAt, now)}
          </time>
        </span>
        {unread ? <span aria-hidden="true" data-testid="unread-dot" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" /> : null}
      </Link>
    </li>
  );
}
