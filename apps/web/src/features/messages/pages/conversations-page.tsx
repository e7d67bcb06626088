import { messagingTexts, messagingWebTexts, texts, type Conversation } from '@market/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { isUnreadFor, useConversations, useMarkRead } from '../api';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useOpenConversation } from '../use-open-conversation';

/** /messages: the user's conversations, most recent first; unread ones highlighted with 'Mark as Read'. */
export default function ConversationsPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const to = params.get('to');
  if (!user) return <SignInPrompt />;
  const table = <ConversationsTable userId={user._id} isSeller={user.isSeller} />;
  if (to && to !== user._id) return <OpenConversationWith key={to} userId={to} otherwise={table} />;
  return table;
}

/** /messages?to=<user id> ('Contact me' followed as a link): opens the conversation with that user, in place of this address. */
function OpenConversationWith({ userId, otherwise }: { userId: string; otherwise: ReactNode }) {
  const { openConversation } = useOpenConversation();
  const asked = useRef(false);
  // When it fails (a toast says why), the user's conversations show.
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void openConversation(userId, undefined, true).then((opened) => setFailed(!opened));
  }, [openConversation, userId]);
  return failed ? otherwise : <PageSpinner />;
}

function ConversationsTable({ userId, isSeller }: { userId: string; isSeller: boolean }) {
  const conversations = useConversations();
  const markRead = useMarkRead();

  let body;
  if (conversations.isPending) body = <PageSpinner />;
  else if (conversations.isError) body = <p className="py-16 text-center text-red-600">{messagingTexts.loadError}</p>;
  else if (conversations.data.length === 0) body = <p className="py-16 text-center text-lg text-slate-600">{messagingTexts.noMessages}</p>;
  else
    body = (
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        {/* Below lg each row is a card (name, message, date, action); from lg on a table (at tablet width its four columns squeezed names and dates). */}
        <table className="block w-full text-start text-sm lg:table lg:table-fixed">
          <caption className="sr-only">{messagingWebTexts.heading}</caption>
          <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:table-header-group">
            <tr>
              {/* SPEC 4: a seller talks to buyers, everyone else to sellers. */}
              <th scope="col" className="w-56 px-4 py-3">{isSeller ? messagingWebTexts.buyer : messagingWebTexts.seller}</th>
              <th scope="col" className="px-4 py-3">{messagingWebTexts.columns.lastMessage}</th>
              <th scope="col" className="w-44 px-4 py-3">{messagingWebTexts.columns.date}</th>
              <th scope="col" className="w-40 px-4 py-3">{messagingWebTexts.columns.action}</th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 lg:table-row-group lg:divide-slate-100">
            {conversations.data.map((c) => (
              <Row key={c.id} conversation={c} unread={isUnreadFor(c, userId)} onMarkRead={() => markRead.mutate(c.id, { onError: (error) => toast.error(errorMessage(error, texts.somethingWrong)) })} marking={markRead.isPending && markRead.variables === c.id} />
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{messagingWebTexts.heading}</h1>
      {body}
    </section>
  );
}

function Row({ conversation: c, unread, onMarkRead, marking }: { conversation: Conversation; unread: boolean; onMarkRead: () => void; marking: boolean }) {
  return (
    <tr className={cn('block space-y-2 p-4 lg:table-row lg:space-y-0 lg:p-0', unread ? 'bg-brand-50 font-semibold' : 'bg-white')} data-unread={unread || undefined}>
      <td className="block lg:table-cell lg:px-4 lg:py-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={c.img} className="size-10" />
          <p className="min-w-0 truncate text-slate-900"><bdi data-user-content>{c.username}</bdi></p>
        </div>
      </td>
      <td className="block lg:table-cell lg:px-4 lg:py-3">
        <Preview conversation={c} />
      </td>
      <td className="block text-xs font-normal text-slate-500 lg:table-cell lg:px-4 lg:py-3 lg:text-sm">
        <time dateTime={c.updatedAt}>{formatDateTime(c.updatedAt)}</time>
      </td>
      <td className="block pt-1 lg:table-cell lg:px-4 lg:py-3">
        {unread ? (
          <Button size="wrap" onClick={onMarkRead} disabled={marking} className="lg:w-full lg:px-2">
            {messagingTexts.markAsRead}
          </Button>
        ) : (
          <Link to={`/messages/${c.id}`} className="text-sm font-medium text-brand-700 hover:underline">
            {messagingWebTexts.open}
          </Link>
        )}
      </td>
    </tr>
  );
}

function Preview({ conversation: c }: { conversation: Conversation }) {
  return (
    <Link to={`/messages/${c.id}`} dir={c.lastMessage ? 'auto' : undefined} data-user-content={c.lastMessage ? true : undefined} className="line-clamp-2 break-words text-slate-700 hover:text-brand-700 hover:underline">
      {c.lastMessage || <span className="font-normal text-slate-400 italic">{messagingWebTexts.noMessagesYet}</span>}
    </Link>
  );
}
