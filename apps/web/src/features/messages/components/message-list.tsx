import { messagingWebTexts, type ChatMessage } from '@market/shared';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

type Props = {
  messages: ChatMessage[];
  me: { id: string; img: string };
  other: { username: string; img: string };
  hasEarlier: boolean;
  loadingEarlier: boolean;
  loadEarlier: () => void;
  empty: ReactNode;
};

/**
 * The thread, oldest at the top. Starts at the newest message, follows new ones when the reader
 * is at the bottom, and loads earlier ones on scrolling up (or with the button) without jumping.
 */
export function MessageList({ messages, me, other, hasEarlier, loadingEarlier, loadEarlier, empty }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const first = messages[0]?._id ?? '';
    const last = messages.at(-1)?._id ?? '';
    const before = seen.current;
    if (before.first && first !== before.first && last === before.last) {
      // Earlier messages came in above: keep the ones being read where they were.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last && (before.atBottom || messages.at(-1)?.userId === me.id)) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = { first, last, height: el.scrollHeight, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 80 };
  }, [messages, me.id]);

  // A load asked for while the thread was refetching (the stream's `ready` refetches what is shown)
  // may be dropped: once nothing is loading, a reader still at the top gets the earlier messages.
  useEffect(() => {
    const el = ref.current;
    if (el && el.scrollTop < 120 && el.scrollHeight > el.clientHeight && hasEarlier && !loadingEarlier) loadEarlier();
  }, [hasEarlier, loadingEarlier, loadEarlier, messages]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    seen.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    seen.current.height = el.scrollHeight;
    if (el.scrollTop < 120 && hasEarlier && !loadingEarlier) loadEarlier();
  };

  return (
    <div ref={ref} onScroll={onScroll} className="h-[60vh] min-h-72 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-6" data-testid="message-list">
      {hasEarlier ? (
        <div className="mb-4 flex justify-center">
          <Button variant="ghost" size="sm" onClick={loadEarlier} disabled={loadingEarlier}>
            {loadingEarlier ? <Spinner decorative className="size-4" /> : null}
            {messagingWebTexts.loadEarlier}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <div className="flex h-full items-center justify-center text-center text-lg text-slate-500">{empty}</div>
      ) : (
        <ol className="space-y-4" aria-label={messagingWebTexts.messagesList}>
          {messages.map((m) => {
            const mine = m.userId === me.id;
            return (
              <li key={m._id} className={cn('flex items-end gap-2 sm:gap-3', mine && 'flex-row-reverse')} data-mine={mine || undefined}>
                <Avatar src={mine ? me.img : other.img} className="size-8 sm:size-9" />
                <div
                  className={cn(
                    'max-w-[80%] rounded-2xl px-4 py-2.5 shadow-xs sm:max-w-[70%]',
                    mine ? 'rounded-ee-sm bg-brand-700 text-white' : 'rounded-es-sm bg-white text-slate-900 ring-1 ring-slate-200',
                  )}
                >
                  <span className="sr-only">{mine ? messagingWebTexts.you : <bdi data-user-content>{other.username}</bdi>}: </span>
                  {/* Plain text: React escapes it; pre-wrap keeps the sender's line breaks. */}
                  <p dir="auto" data-user-content className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{m.desc}</p>
                  <time dateTime={m.createdAt} className={cn('mt-1 block text-end text-[11px]', mine ? 'text-brand-100' : 'text-slate-500')}>
                    {formatDateTime(m.createdAt)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
