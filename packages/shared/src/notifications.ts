import { z } from 'zod';
import { accountTexts, passwordMaxLength } from './accounts.js';
import { texts } from './texts.js';

/**
 * What a notification is about. Each type belongs to one e-mail kind (below), which the user may
 * turn off, except `security`. The server writes the sentence; the browser picks the icon by type.
 */
export const notificationTypes = [
  'order.paid',
  'order.requirements_submitted',
  'order.delivered',
  'order.revision_requested',
  'order.completed',
  'order.cancellation_requested',
  'order.cancellation_accepted',
  'order.cancellation_declined',
  'order.disputed',
  'order.dispute_resolved',
  'order.late',
  'review.created',
  'task.assigned',
  'task.submitted',
  'task.sent_back',
  'task.approved',
  'task.pool_opened',
  'task.answer_rejected',
  'task.pool_blocked',
  'user.verified',
  'verification.changes_requested',
  'verification.rejected',
  'earnings.cleared',
  'payout.paid',
  'payout.failed',
  'payment.receipt',
  'refund.receipt',
  'payout_method.changed',
  'password.changed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The kinds of e-mail a user turns on or off (security mail cannot be turned off). */
export const notificationKinds = ['orders', 'order_changes', 'reviews', 'tasks', 'task_reviews', 'account', 'money', 'messages', 'security'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Which kind each type's e-mail is. */
export const notificationKindOf: Record<NotificationType, NotificationKind> = {
  'order.paid': 'orders',
  'order.requirements_submitted': 'order_changes',
  'order.delivered': 'order_changes',
  'order.revision_requested': 'order_changes',
  'order.completed': 'order_changes',
  'order.cancellation_requested': 'order_changes',
  'order.cancellation_accepted': 'order_changes',
  'order.cancellation_declined': 'order_changes',
  'order.disputed': 'order_changes',
  'order.dispute_resolved': 'order_changes',
  'order.late': 'order_changes',
  'review.created': 'reviews',
  'task.assigned': 'tasks',
  'task.submitted': 'tasks',
  'task.sent_back': 'task_reviews',
  'task.approved': 'task_reviews',
  'task.pool_opened': 'tasks',
  'task.answer_rejected': 'task_reviews',
  'task.pool_blocked': 'task_reviews',
  'user.verified': 'account',
  'verification.changes_requested': 'account',
  'verification.rejected': 'account',
  'earnings.cleared': 'money',
  'payout.paid': 'money',
  'payout.failed': 'money',
  'payment.receipt': 'money',
  'refund.receipt': 'money',
  'payout_method.changed': 'security',
  'password.changed': 'security',
};

/** Kinds whose e-mail always goes. */
export const lockedNotificationKinds: readonly NotificationKind[] = ['security'];

export const notificationKindLabels: Record<NotificationKind, { label: string; hint: string }> = {
  orders: { label: 'New orders', hint: 'A buyer paid for one of your gigs.' },
  order_changes: { label: 'Order updates', hint: 'Requirements, deliveries, revisions, completion, cancellations, disputes and late orders.' },
  reviews: { label: 'Reviews', hint: 'A buyer reviewed one of your gigs.' },
  tasks: { label: 'Tasks', hint: 'A task was assigned to you, a pool of work for your skills opened, or a worker submitted work (admins).' },
  task_reviews: { label: 'Task reviews', hint: 'Your submitted work was approved or sent back, an answer in a pool was rejected, or you were kept from a pool.' },
  account: { label: 'Account', hint: 'Your identity was verified, or an admin asked you for a document again.' },
  money: { label: 'Earnings and payouts', hint: 'Earnings cleared, payouts paid or failed, receipts of your payments and refunds.' },
  messages: { label: 'Messages', hint: 'Messages still unread a few minutes after they were sent.' },
  security: { label: 'Security', hint: 'Password and payout method changes. These cannot be turned off.' },
};

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest first, a page at a time, with the unread count. */
export const notificationListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The stream's `notification` event: the new notification and the unread count after it. */
export const notificationLiveSchema = z.object({ notification: notificationSchema, unread: z.number().int() });
export type NotificationLive = z.infer<typeof notificationLiveSchema>;

/** PUT /api/notifications/:id/read and /read-all answer the unread count left. */
export const notificationReadSchema = z.object({ unread: z.number().int() });

/** GET/PUT /api/notifications/preferences: e-mail on or off per kind (every kind is named in the answer). */
export const notificationPreferencesSchema = z.object({
  email: z.record(z.enum(notificationKinds), z.boolean()),
});
export type NotificationPreferences = { email: Record<NotificationKind, boolean> };
export const notificationPreferencesBodySchema = z
  .object({ email: z.partialRecord(z.enum(notificationKinds), z.boolean()) })
  .strict();

/** POST /api/notifications/unsubscribe?token=: the e-mail's one-click link (no sign-in). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });
export const unsubscribeAnswerSchema = z.object({ message: z.string(), kind: z.enum(notificationKinds) });

const tokenField = z.string({ error: texts.required }).min(1, texts.required).max(200);
const newPassword = z
  .string({ error: texts.required })
  .min(1, texts.required)
  .min(5, texts.passwordMin)
  .max(passwordMaxLength, accountTexts.passwordMax);
const emailField = z.string({ error: texts.invalidEmail }).trim().min(1, texts.invalidEmail).max(254).pipe(z.email(texts.invalidEmail));

export const forgotPasswordSchema = z.object({ email: emailField }).strict();
export const resetPasswordSchema = z.object({ token: tokenField, password: newPassword }).strict();
export const verifyEmailSchema = z.object({ token: tokenField }).strict();
/** POST /api/auth/email/undo: the token of the link mailed to the address an e-mail change left. */
export const emailUndoSchema = z.object({ token: tokenField }).strict();
export const emailChangeSchema = z.object({ email: emailField, currentPassword: z.string({ error: texts.required }).min(1, texts.required).max(256) }).strict();
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const notificationTexts = {
  notFound: 'Notification not found',
  securityLocked: 'Security e-mail cannot be turned off.',
  preferencesSaved: 'Your e-mail preferences were saved.',
  unsubscribed: (label: string) => `You will no longer get e-mail about: ${label}. You can turn it back on in your notification settings.`,
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
  // Password reset and e-mail verification
  resetSent: 'If an account uses this address, we have sent it a link to choose a new password.',
  resetDone: 'Your password has been changed. Sign in with your new password.',
  badLink: 'This link is invalid or has expired. Ask for a new one.',
  emailVerified: 'Your e-mail address is verified.',
  verificationSent: 'We have sent you a new verification link.',
  alreadyVerified: 'Your e-mail address is already verified.',
  emailChanged: 'Your e-mail address was changed. Check your inbox for the link to verify it.',
  sameEmail: 'This is already your e-mail address.',
  // Undoing an e-mail change from the link mailed to the old address
  emailChangeUndone: 'The change was undone: this address is your account’s again, and every session of the account was signed out. Sign in, and choose a new password if someone else knew it.',
  undoAddressTaken: 'Another account uses this address now, so the change cannot be undone here. Contact support.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
};
