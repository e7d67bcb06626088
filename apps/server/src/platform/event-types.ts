import type { ChatMessage, ConversationState } from '@market/shared';

/**
 * Every domain event and its payload, in one place. A module announces these with `publish`; other
 * modules react to them through subscriptions. Payloads are JSON (they are stored in the outbox):
 * ids and numbers, never rows with Dates.
 */
export type DomainEventPayloads = {
  /** A buyer's order was paid (the processor confirmed the intent). */
  'order.paid': { orderId: string; gigId: string | null; sellerId: string | null; buyerId: string | null; price: number };
  /** A review was added to a gig. */
  'review.created': { reviewId: string; gigId: string; sellerId: string; userId: string; star: number };
  /** A review left a gig (its author was deleted); its stars leave the totals. */
  'review.deleted': { reviewId: string; gigId: string; sellerId: string; userId: string; star: number };
  /** A seller published a gig. */
  'gig.created': { gigId: string; sellerId: string };
  /** A gig was deleted (with the star totals it had, which leave its seller's figures). */
  'gig.deleted': { gigId: string; sellerId: string; totalStars: number; starNumber: number };
  /**
   * An admin verified a worker's identity (or took the verification back: `verified` false). The
   * user's open event streams end (`users`: the user alone), so the browser reopens them under the new rights.
   */
  'user.verified': { userId: string; verified: boolean; by: string; users: string[] };
  /**
   * Sessions ended (signed out, ended by a password change, or their user deleted): the event streams
   * opened with them end, in every process. `sessions` names them by token hash; without it, every
   * session of the `users` ended.
   */
  'sessions.ended': { users: string[]; sessions?: string[] };
  /**
   * A user is being deleted. In-transaction subscribers run before the row goes, so they can still
   * read what belonged to the user and clean up their own tables.
   */
  'user.deleted': { userId: string };
  /** File rows were deleted; their stored bytes go after the commit. */
  'files.deleted': { storageKeys: string[] };
  /** An admin assigned a task to a worker (on creation, or by changing the assignee). */
  'task.assigned': { taskId: string; assigneeId: string; by: string };
  /** An admin approved a worker's submission ('Complete'). */
  'task.approved': { taskId: string; assigneeId: string | null; submissionId: string; by: string };
  /** A message was sent in a conversation; both participants see it live. */
  'message.sent': { users: string[]; message: ChatMessage; conversation: ConversationState };
  /** A conversation changed without a new message (its reader marked it read). */
  'conversation.changed': { users: string[]; conversation: ConversationState };
};

export type DomainEventType = keyof DomainEventPayloads;

/** An event as subscribers receive it: its outbox id, type and payload. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  id: string;
  type: T;
  payload: DomainEventPayloads[T];
  createdAt: string;
};
