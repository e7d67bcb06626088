import { useQueryClient } from '@tanstack/react-query';
import { texts, type Conversation } from '@market/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { loginModal } from '@/features/auth';
import { apiFetch, ApiRequestError, errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { messagingQueries } from './api';

/**
 * Opens the conversation with another user (SPEC 4 "Order chat", and 'Contact me' on a gig):
 * when the caller knows its id (an order's sellerId + buyerId) it is looked up first, and on
 * 404 it is created; otherwise POST /api/conversations answers the existing one or a new one.
 * Visitors get the login modal. Usage: `const { openConversation, opening } = useOpenConversation();
 * openConversation(gig.userId)` or `openConversation(otherId, order.sellerId + order.buyerId)`.
 */
export function useOpenConversation() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [opening, setOpening] = useState(false);

  const openConversation = useCallback(
    // `replace`: the address that asked for it (/messages?to=) gives way to the conversation, so Back does not ask again.
    async (otherUserId: string, knownId?: string, replace = false): Promise<boolean> => {
      if (!authStore.get()) {
        loginModal.open();
        return false;
      }
      setOpening(true);
      try {
        let conversation: Conversation | null = null;
        if (knownId) {
          conversation = await apiFetch<Conversation>(`/conversations/single/${encodeURIComponent(knownId)}`).catch((error: unknown) => {
            if (error instanceof ApiRequestError && error.status === 404) return null;
            throw error;
          });
        }
        conversation ??= await apiFetch<Conversation>('/conversations', { method: 'POST', body: { to: otherUserId } });
        qc.setQueryData(messagingQueries.conversation(conversation.id).queryKey, conversation);
        void navigate(`/messages/${conversation.id}`, { replace });
        return true;
      } catch (error) {
        toast.error(errorMessage(error, texts.somethingWrong));
        return false;
      } finally {
        setOpening(false);
      }
    },
    [navigate, qc],
  );

  return { openConversation, opening };
}
