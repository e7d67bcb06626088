import { messagingTexts, messagingWebTexts, texts, type Conversation } from '@market/shared';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelative } from '@/lib/format';
import { isUnreadFor, useConversations, useMarkRead } from '../api';
import { SignInPrompt } from '../components/sign-in-prompt';

/** /messages: the user's conversations, most recent first; unread ones highlighted with 'Mark as Read'. */
export default function ConversationsPage() {
  const user = useCurrentUser();
  if (!user) return <SignInPrompt />;
  return <ConversationsTable userId={user._id} isSeller={user.isSeller} />;
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
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {/* SPEC 4: a seller talks to buyers, everyone else to sellers. */}
              <th scope="col" className="px-3 py-3 sm:w-56 sm:px-4">{isSeller ? messagingWebTexts.buyer : messagingWebTexts.seller}</th>
              <th scope="col" className="hidden px-4 py-3 sm:table-cell">{messagingWebTexts.columns.lastMessage}</th>
              <th scope="col" className="hidden w-36 px-4 py-3 md:table-cell">{messagingWebTexts.columns.date}</th>
              <th scope="col" className="w-32 px-3 py-3 sm:w-36 sm:px-4"><span className="sr-only sm:not-sr-only">{messagingWebTexts.columns.action}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
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
  const date = formatRelative(c.updatedAt);
  return (
    <tr className={cn(unread ? 'bg-brand-50 font-semibold' : 'bg-white')} data-unread={unread || undefined}>
      <td className="px-3 py-3 sm:px-4">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Avatar src={c.img} className="size-8 sm:size-10" />
          <div className="min-w-0">
            <p className="truncate text-slate-900">{c.username}</p>
            <p className="text-xs font-normal text-slate-500 md:hidden">{date}</p>
          </div>
        </div>
        {/* Phones: the message goes under the name, as the table has no room for its own column. */}
        <div className="mt-1.5 sm:hidden">
          <Preview conversation={c} />
        </div>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <Preview conversation={c} />
      </td>
      <td className="hidden px-4 py-3 font-normal text-slate-500 md:table-cell">
        <time dateTime={c.updatedAt} title={formatDateTime(c.updatedAt)}>
          {date}
        </time>
      </td>
      <td className="px-3 py-3 sm:px-4">
        {unread ? (
          <Button size="sm" onClick={onMarkRead} disabled={marking} className="h-auto min-h-9 w-full px-2 py-1.5 text-xs leading-tight whitespace-normal sm:text-sm">
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
    <Link to={`/messages/${c.id}`} className="line-clamp-2 break-words text-slate-700 hover:text-brand-700 hover:underline">
      {c.lastMessage || <span className="font-normal text-slate-400 italic">{messagingWebTexts.noMessagesYet}</span>}
    </Link>
  );
}
