import { messagingWebTexts } from '@market/shared';
import type { MouseEvent, ReactNode } from 'react';
import { Button, buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
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

/** The address that opens the conversation with a user (see the conversations page). */
export const contactPath = (userId: string) => `/messages?to=${encodeURIComponent(userId)}`;

/** 'Contact me' (gig page) or an order's message action: opens the conversation with the user. */
export function ContactButton({ userId, conversationId, children = messagingWebTexts.contactMe, variant = 'outline', size = 'md', className, label }: Props) {
  const { openConversation, opening } = useOpenConversation();
  const icon = opening ? <Spinner decorative className="size-4" /> : <ChatIcon className="size-4" />;
  if (!conversationId) {
    // 'Contact me' on a gig, a page the server renders: a real link (/messages?to=, which opens the
    // conversation), so it is followed without script or into a new tab; a plain click opens it here.
    const open = (event: MouseEvent) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (!opening) void openConversation(userId);
    };
    return (
      <a href={contactPath(userId)} onClick={open} aria-label={label} aria-disabled={opening || undefined} className={buttonClass(variant, size, className)}>
        {icon}
        {children}
      </a>
    );
  }
  return (
    <Button variant={variant} size={size} className={className} aria-label={label} disabled={opening} onClick={() => void openConversation(userId, conversationId)}>
      {icon}
      {children}
    </Button>
  );
}
