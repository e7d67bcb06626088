import { messagingWebTexts } from '@market/shared';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useUnreadCount } from '../api';
import { useLiveMessages } from '../use-live-messages';
import { ChatIcon } from './chat-icon';

/**
 * The header's link to /messages with the unread badge. While it is shown the user's
 * conversations stay live (it holds the event stream).
 */
export function MessagesLink({ userId }: { userId: string }) {
  useLiveMessages(userId);
  const { data: unread = 0 } = useUnreadCount(true);
  const label = unread > 0 ? messagingWebTexts.unread(unread) : messagingWebTexts.heading;
  return (
    <Link to="/messages" aria-label={label} title={label} className="relative rounded-full p-1.5 text-slate-700 hover:bg-slate-100 hover:text-brand-700 min-[360px]:p-2">
      <ChatIcon className="size-6" />
      {unread > 0 ? (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className={cn(
            'absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ring-2 ring-white',
          )}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
