import { messagingWebTexts } from '@market/shared';
import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOpenConversation } from '../use-open-conversation';
import { ChatIcon } from './chat-icon';

type Props = {
  /** The other person: the gig's seller, or the order's other party. */
  userId: string;
  /** The conversation id when known (an order's sellerId + buyerId). */
  conversationId?: string;
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** The accessible name when the visible text is not enough (a table of orders). */
  label?: string;
};

/** 'Contact me' (gig page) or an order's message action: opens the conversation with the user. */
export function ContactButton({ userId, conversationId, children = messagingWebTexts.contactMe, variant = 'outline', size = 'md', className, label }: Props) {
  const { openConversation, opening } = useOpenConversation();
  return (
    <Button variant={variant} size={size} className={className} aria-label={label} disabled={opening} onClick={() => void openConversation(userId, conversationId)}>
      {opening ? <Spinner decorative className="size-4" /> : <ChatIcon className="size-4" />}
      {children}
    </Button>
  );
}
