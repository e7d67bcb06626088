import type { ChatMessage, ConversationState, Notification, OrderActivityType } from '@market/shared';

/**
 * Every domain event and its payload, in one place. A module announces these with `publish`; other
 * modules react to them through subscriptions. Payloads are JSON (they are stored in the outbox):
 * ids and numbers, never rows with Dates.
 */
export type DomainEventPayloads = {
  /**
   * A buyer's order was paid (the processor confirmed the intent). `title` (the order's, carried so
   * the seller's notification needs no read) is absent from events written before it was added.
   */
  'order.paid': {
    orderId: string;
    gigId: string | null;
    sellerId: string | null;
    buyerId: string | null;
    price: number;
    title?: string;
    /**
     * What was charged (decision 0153): USD and the price in cents for a card, PKR and the paisa fixed
     * at checkout for a wallet. Absent from events written before rupee payments (then USD, the price).
     */
    currency?: 'USD' | 'PKR';
    amount?: number;
  };
  /**
   * An order moved on after payment (delivered, completed, cancelled...). `by` is the user who moved
   * it, null for the platform (a timer, the processor). `order.cancelled` takes the order out of the
   * gig's sales and the seller's figures and, with `refund`, has the buyer refunded in full.
   */
  'order.requirements_submitted': OrderChange;
  'order.delivered': OrderChange;
  'order.revision_requested': OrderChange;
  'order.completed': OrderChange;
  'order.cancellation_requested': OrderChange;
  'order.cancellation_declined': OrderChange;
  'order.cancellation_withdrawn': OrderChange;
  'order.disputed': OrderChange;
  'order.cancelled': OrderChange & { refund: { provider: string; paymentIntent: string; amount: number } | null };
  /** An open order passed its due time without a delivery (announced once per due time, by the `orders.late` job). */
  'order.late': OrderChange;
  /** The processor refunded an order's buyer in full. */
  'order.refunded': OrderChange;
  /** Earnings cleared: a completed order's net moved from the seller's pending to available balance. */
  'earnings.cleared': { orderId: string; sellerId: string; amount: number; currency: 'USD' | 'PKR' };
  /** A payout was paid or failed at the provider (or was rejected by an admin). */
  'payout.paid': PayoutChange;
  'payout.failed': PayoutChange;
  /** A user added or removed a payout method (security: payouts wait PAYOUT_METHOD_LOCK_HOURS). */
  'payout_method.changed': { userId: string; methodId: string; change: 'added' | 'removed' };
  /** An account was registered, with the payout accounts it gave (they become its first payout methods). */
  'user.registered': { userId: string; username: string; legalName: string; bankIban: string; easypaisaAccount: string };
  /**
   * A signed-in account sent its identity documents for review (verification later), with the payout
   * accounts it gave (they join its payout methods, titled with the legal name).
   */
  'user.verification_sent': { userId: string; legalName: string; bankIban: string; easypaisaAccount: string };
  /** An admin asked for a document again or rejected the verification; the user is told why. */
  'user.verification_answered': { userId: string; decision: 'changes_requested' | 'rejected'; reason: string; document: string | null; by: string };
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
  /** A task pool was published for the first time; workers with one of its skills are told. */
  'task_pool.opened': { poolId: string; title: string; skills: string[] };
  /**
   * A pool answer was accepted (by an admin, `by`; by the review timer or a right control answer,
   * null): its reward in whole rupees goes to the worker, once per answer.
   */
  'task_answer.accepted': { answerId: string; poolId: string; itemId: string; workerId: string; reward: number; by: string | null };
  /** A pool answer was rejected, with the reason the worker is shown. */
  'task_answer.rejected': { answerId: string; poolId: string; workerId: string; title: string; reason: string; by: string | null };
  /** A worker was blocked from one pool (`poolId`), or from every pool (null), with the reason they see. */
  'task_pool.worker_blocked': { poolId: string | null; title: string | null; workerId: string; reason: string; by: string | null };
  /** An admin approved a worker's submission ('Complete'). */
  'task.approved': { taskId: string; assigneeId: string | null; submissionId: string; by: string; reward: number };
  /** A worker submitted (or changed) their work on a task; admins review it. */
  'task.submitted': { taskId: string; workerId: string; submissionId: string };
  /** An admin sent a worker's work back ('In Complete'), with feedback. */
  'task.sent_back': { taskId: string; assigneeId: string; by: string; feedback: string };
  /** A user's password changed (by themself, or through a reset link): security mail. */
  'password.changed': { userId: string; how: 'changed' | 'reset' };
  /** A user's e-mail address changed (by themself, or undone from the old address's link): payouts pause. */
  'email.changed': { userId: string; how: 'changed' | 'undone' };
  /** A notification was made for a user; their open streams show it (`notification`) with the unread count. */
  'notification.created': { users: string[]; notification: Notification; unread: number };
  /** A message was sent in a conversation; both participants see it live. */
  'message.sent': { users: string[]; message: ChatMessage; conversation: ConversationState };
  /** A conversation changed without a new message (its reader marked it read). */
  'conversation.changed': { users: string[]; conversation: ConversationState };
};

export type DomainEventType = keyof DomainEventPayloads;

/** What every order event says: which order, its parties and gig, and who acted. */
export type OrderChange = {
  orderId: string;
  gigId: string | null;
  sellerId: string | null;
  buyerId: string | null;
  price: number;
  by: string | null;
  /** How a completion or cancellation came about (accepted, auto_completed, resolved_refund...). */
  outcome?: OrderActivityType;
  /** A rupee order's charge: PKR and its paisa (absent for a dollar order, whose charge is its price in cents). */
  currency?: 'USD' | 'PKR';
  amount?: number;
};

/** What a payout event says. `reason` is the provider's or the admin's ('' when paid). */
export type PayoutChange = { payoutId: string; userId: string; currency: 'USD' | 'PKR'; amount: number; status: 'paid' | 'failed' | 'rejected'; reason: string };

/** An event as subscribers receive it: its outbox id, type and payload. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  id: string;
  type: T;
  payload: DomainEventPayloads[T];
  createdAt: string;
};
