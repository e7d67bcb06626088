import { messagingTexts, messagingWebTexts, type Conversation } from '@market/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { isUnreadFor, threadMessages, useConversation, useMarkRead, useThread } from '../api';
import { MessageList } from '../components/message-list';
import { ReplyForm } from '../components/reply-form';
import { SignInPrompt } from '../components/sign-in-prompt';

/** /messages/:id: one conversation with the reply box; opening it (and reading new messages) marks it read. */
export default function ThreadPage() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  if (!user) return <SignInPrompt />;
  return <Thread key={id} id={id} me={{ id: user._id, img: user.img }} />;
}

function Thread({ id, me }: { id: string; me: { id: string; img: string } }) {
  const conversation = useConversation(id);
  const thread = useThread(id);
  useMarkReadWhileOpen(conversation.data, me.id);

  const shell = (content: ReactNode, name?: string) => (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-4">
        <Breadcrumb items={[{ label: messagingWebTexts.heading, to: '/messages' }, ...(name ? [{ label: name }] : [])]} />
      </div>
      {content}
    </section>
  );

  if (conversation.isPending || (thread.isPending && !conversation.isError)) return shell(<PageSpinner />);
  if (conversation.isError || thread.isError) {
    const missing = conversation.error instanceof ApiRequestError && conversation.error.status === 404;
    return shell(<p className="py-16 text-center text-red-600">{missing ? messagingTexts.conversationNotFound : messagingTexts.loadError}</p>);
  }

  const c = conversation.data;
  return shell(
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <Avatar src={c.img} className="size-10" />
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold text-slate-900"><bdi data-user-content>{c.username}</bdi></h1>
          <p className="text-xs text-slate-500">{c.sellerId === me.id ? messagingWebTexts.buyer : messagingWebTexts.seller}</p>
        </div>
      </header>
      <MessageList
        messages={threadMessages(thread.data)}
        me={me}
        other={{ username: c.username, img: c.img }}
        hasEarlier={thread.hasNextPage}
        loadingEarlier={thread.isFetchingNextPage}
        loadEarlier={() => void thread.fetchNextPage()}
        empty={messagingTexts.startConversation}
      />
      <ReplyForm conversationId={id} />
    </div>,
    c.username,
  );
}

/** Marks the conversation read on opening and whenever a message arrives while it is open. */
function useMarkReadWhileOpen(conversation: Conversation | undefined, me: string) {
  const markRead = useMarkRead();
  const marked = useRef('');
  const unread = conversation ? isUnreadFor(conversation, me) : false;
  const key = conversation ? `${conversation.id}@${conversation.updatedAt}` : '';
  const { mutate } = markRead;
  useEffect(() => {
    if (!conversation || !unread || marked.current === key) return;
    marked.current = key;
    mutate(conversation.id);
  }, [conversation, unread, key, mutate]);
}
