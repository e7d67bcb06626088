import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation, ConversationState, MessagePage } from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

type Thread = InfiniteData<MessagePage, string | null>;

export const messagingQueries = {
  /** Everything of messaging: what the live stream refetches when it (re)connects. */
  all: () => ['messaging'] as const,
  conversations: () =>
    queryOptions({ queryKey: ['messaging', 'conversations'] as const, queryFn: ({ signal }) => apiFetch<Conversation[]>('/conversations', { signal }), staleTime: 0 }),
  unreadCount: () =>
    queryOptions({
      queryKey: ['messaging', 'unread'] as const,
      queryFn: ({ signal }) => apiFetch<{ count: number }>('/conversations/unread-count', { signal }),
      staleTime: 0,
    }),
  conversation: (id: string) =>
    queryOptions({
      queryKey: ['messaging', 'conversation', id] as const,
      queryFn: ({ signal }) => apiFetch<Conversation>(`/conversations/single/${encodeURIComponent(id)}`, { signal }),
      staleTime: 0,
    }),
  /** The thread: the first page is the latest 50 messages; further pages go back in time. */
  thread: (id: string) =>
    infiniteQueryOptions({
      queryKey: ['messaging', 'thread', id] as const,
      queryFn: ({ pageParam, signal }) =>
        apiFetch<MessagePage>(`/messages/${encodeURIComponent(id)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 0,
    }),
};

export const useConversations = () => useQuery(messagingQueries.conversations());
export const useUnreadCount = (enabled: boolean) => useQuery({ ...messagingQueries.unreadCount(), enabled, select: (d) => d.count });
export const useConversation = (id: string) => useQuery(messagingQueries.conversation(id));
export const useThread = (id: string) => useInfiniteQuery(messagingQueries.thread(id));

/** Messages of a thread in time order, oldest first. */
export const threadMessages = (data: InfiniteData<MessagePage, unknown> | undefined): ChatMessage[] => (data ? [...data.pages].reverse().flatMap((p) => p.messages) : []);

/** Adds a message to a loaded thread unless it is there already (it comes back both as answer and as event). */
export function addMessageToThread(qc: QueryClient, message: ChatMessage) {
  qc.setQueryData<Thread>(messagingQueries.thread(message.conversationId).queryKey, (data) => {
    if (!data || data.pages.some((p) => p.messages.some((m) => m._id === message._id))) return data;
    const [latest, ...rest] = data.pages;
    return { ...data, pages: [{ ...latest, messages: [...latest.messages, message] }, ...rest] };
  });
}

/** Applies a conversation's new state (preview, read flags, time) wherever it is cached. */
export function applyConversationState(qc: QueryClient, state: ConversationState) {
  qc.setQueryData(messagingQueries.conversation(state.id).queryKey, (c) => (c ? { ...c, ...state } : c));
  const listKey = messagingQueries.conversations().queryKey;
  const list = qc.getQueryData(listKey);
  if (list && list.some((c) => c.id === state.id)) {
    const next = list.map((c) => (c.id === state.id ? { ...c, ...state } : c));
    next.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    qc.setQueryData(listKey, next);
  } else if (list) {
    // A conversation this list has not seen: the other party's name and picture come from the server.
    void refreshQueries(qc, listKey);
  }
  void refreshQueries(qc, messagingQueries.unreadCount().queryKey);
}

export function useSendMessage(conversationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (desc: string) => apiFetch<ChatMessage>('/messages', { method: 'POST', body: { conversationId, desc } }),
    onSuccess: (message) => addMessageToThread(qc, message),
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Conversation>(`/conversations/${encodeURIComponent(id)}`, { method: 'PUT' }),
    onSuccess: (conversation) => applyConversationState(qc, conversation),
  });
}

/** True when the conversation has something the user has not read. */
export const isUnreadFor = (c: ConversationState, userId: string) => (c.sellerId === userId ? !c.readBySeller : !c.readByBuyer);
