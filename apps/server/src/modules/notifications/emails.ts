import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { lockedNotificationKinds, notificationKindLabels, notificationKindOf, type NotificationKind, type NotificationType } from '@market/shared';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { messageEmails, notificationPreferences, notifications } from '../../db/schema/notifications.js';
import { scheduleJob, type JobHandler } from '../../platform/jobs.js';
import type { PlatformContext } from '../../platform/context.js';
import { latestMessageAt, unreadMessagesFor } from '../messaging/index.js';
import { userContacts } from '../users/index.js';
import { mailerFor, type OutgoingMail } from './mailer.js';
import { mailAttempts, notificationEmailJob, wantsEmail } from './service.js';
import { renderMail, type MailContent } from './templates.js';
import { unsubscribeToken } from './unsubscribe.js';

const url = (config: Config, path: string) => `${config.appUrl}${path}`;
const mailDomain = (config: Config) => new URL(config.appUrl).hostname || 'kaamkar.pk';

/** The footer and List-Unsubscribe headers of a kind (none on security mail, which always goes). */
async function unsubscribeParts(ctx: PlatformContext, userId: string, kind: NotificationKind): Promise<{ footer: string; headers: Record<string, string>; unsubscribeUrl?: string }> {
  if (kind === 'security') {
    return { footer: 'This is a security notice about your account. It is always sent.', headers: {}, unsubscribeUrl: undefined };
  }
  const token = await unsubscribeToken(ctx.db, ctx.config, userId, kind);
  const oneClick = url(ctx.config, `/api/notifications/unsubscribe?token=${token}`);
  return {
    footer: `You get this e-mail for “${notificationKindLabels[kind].label}”. Choose what you get at ${url(ctx.config, '/settings/notifications')}.`,
    // RFC 8058: a mail client's one-click unsubscribe POSTs to the https URL; the page link asks first.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    unsubscribeUrl: url(ctx.config, `/unsubscribe?token=${token}`),
  };
}

async function send(ctx: PlatformContext, to: string, content: MailContent, messageId: string, headers: Record<string, string>) {
  const rendered = renderMail(content);
  const mail: OutgoingMail = { to, ...rendered, messageId: `<${messageId}@${mailDomain(ctx.config)}>`, headers };
  await mailerFor(ctx.config, ctx.log).send(mail);
}

/**
 * `notifications.email`: one notification's e-mail. Sent once: a notification already e-mailed is
 * skipped, and the job's key is the notification's. The choice is read again at sending (the user
 * may have turned the kind off since). A refusal of the SMTP server throws, so the job retries.
 */
export const notificationEmailHandler: JobHandler<{ notificationId: string }> = {
  type: notificationEmailJob,
  maxAttempts: mailAttempts,
  async handle({ notificationId }, ctx) {
    // The notification with the kinds its user turned off, in one read.
    const [found] = await ctx.db
      .select({ n: notifications, off: sql<NotificationKind[] | null>`(select array_agg(p.kind) from ${notificationPreferences} p where p.user_id = ${notifications}.user_id and not p.email)` })
      .from(notifications)
      .where(eq(notifications.id, notificationId))
      .limit(1);
    if (!found || found.n.emailedAt) return;
    const { n } = found;
    const kind = notificationKindOf[n.type as NotificationType];
    if (!lockedNotificationKinds.includes(kind) && found.off?.includes(kind)) return;
    const user = (await userContacts(ctx.db, [n.userId])).get(n.userId);
    if (!user) return;
    const parts = await unsubscribeParts(ctx, n.userId, kind);
    await send(
      ctx,
      user.email,
      { subject: n.title, recipientName: user.username, paragraphs: [n.body], button: { label: 'Open in Kaamkar', url: url(ctx.config, n.link) }, footer: parts.footer, unsubscribeUrl: parts.unsubscribeUrl },
      `notification-${n.id}`,
      parts.headers,
    );
    await ctx.db.update(notifications).set({ emailedAt: sql`now()` }).where(eq(notifications.id, n.id));
  },
};

/** The job that e-mails a conversation's unread messages to one participant. */
export const messageEmailJob = 'notifications.message-email';

/**
 * `notifications.message-email`: MESSAGE_EMAIL_DELAY_MINUTES after a message, if its recipient has
 * still not read the conversation, one e-mail with every message since the last such e-mail.
 */
export const messageEmailHandler: JobHandler<{ conversationId: string; recipientId: string }> = {
  type: messageEmailJob,
  maxAttempts: mailAttempts,
  async handle({ conversationId, recipientId }, ctx) {
    const [state] = await ctx.db
      .select()
      .from(messageEmails)
      .where(sql`${messageEmails.conversationId} = ${conversationId} and ${messageEmails.recipientId} = ${recipientId}`)
      .limit(1);
    const unread = await unreadMessagesFor(ctx.db, conversationId, recipientId, state?.lastMessageAt ?? null);
    if (unread === null) {
      // Read in time: what was sent so far is read, so a later e-mail starts after it.
      const latest = await latestMessageAt(ctx.db, conversationId);
      if (latest) await markTold(ctx.db, conversationId, recipientId, latest);
      return;
    }
    if (!unread.length) return;
    if (!(await wantsEmail(ctx.db, recipientId, 'messages'))) return;
    const people = await userContacts(ctx.db, [recipientId, ...new Set(unread.map((m) => m.senderId))]);
    const recipient = people.get(recipientId);
    if (!recipient) return;
    const sender = people.get(unread[0].senderId)?.username ?? 'Someone';
    const last = unread.at(-1)!;
    const parts = await unsubscribeParts(ctx, recipientId, 'messages');
    await send(
      ctx,
      recipient.email,
      {
        subject: unread.length === 1 ? `New message from ${sender}` : `${unread.length} new messages from ${sender}`,
        recipientName: recipient.username,
        paragraphs: [unread.length === 1 ? `${sender} sent you a message you have not read yet:` : `${sender} sent you ${unread.length} messages you have not read yet:`],
        quotes: unread.map((m) => ({ who: people.get(m.senderId)?.username ?? 'Deleted user', text: m.desc })),
        button: { label: 'Reply', url: url(ctx.config, `/messages/${conversationId}`) },
        footer: parts.footer,
        unsubscribeUrl: parts.unsubscribeUrl,
      },
      `messages-${conversationId}-${recipientId}-${last.at.replace(/\D/g, '')}`,
      parts.headers,
    );
    await markTold(ctx.db, conversationId, recipientId, last.at);
  },
};

/** Moves the pair's mark past `at` (the messages up to it were e-mailed, or read). */
async function markTold(db: Database, conversationId: string, recipientId: string, at: string) {
  await db
    .insert(messageEmails)
    .values({ conversationId, recipientId, lastMessageAt: at })
    .onConflictDoUpdate({
      target: [messageEmails.conversationId, messageEmails.recipientId],
      set: { lastMessageAt: sql`greatest(${messageEmails.lastMessageAt}, excluded.last_message_at)` },
    });
}

/** Schedules the unread-message e-mail of a conversation for one recipient (one pending job per pair). */
export async function scheduleMessageEmail(db: Database, config: Config, conversationId: string, recipientId: string, sentAt: string): Promise<void> {
  const runAt = new Date(new Date(sentAt).getTime() + config.messageEmailDelayMinutes * 60_000);
  await scheduleJob(db, { type: messageEmailJob, key: `message-email:${conversationId}:${recipientId}`, runAt, payload: { conversationId, recipientId }, maxAttempts: mailAttempts });
}

/** Account e-mails: links that are the point of the e-mail, so they are always sent. */
export type AccountEmail =
  | { template: 'password_reset'; userId: string; to: string; token: string; minutes: number }
  | { template: 'email_verification'; userId: string; to: string; token: string; hours: number };

export const accountEmailJob = 'notifications.account-email';

/**
 * Schedules an account e-mail in the caller's transaction. The link's token travels in the job's
 * payload (it must reach the e-mail); the job row is deleted once sent, and the token is useless
 * once expired or used, as only its hash is kept by the auth module.
 */
export async function sendAccountEmail(tx: Transaction, mail: AccountEmail): Promise<void> {
  await scheduleJob(tx, { type: accountEmailJob, key: `account-email:${randomUUID()}`, runAt: new Date(), payload: mail as unknown as Record<string, unknown>, maxAttempts: mailAttempts });
}

export const accountEmailHandler: JobHandler<AccountEmail> = {
  type: accountEmailJob,
  maxAttempts: mailAttempts,
  async handle(mail, ctx) {
    const user = (await userContacts(ctx.db, [mail.userId])).get(mail.userId);
    if (!user) return;
    const footer = 'You get this e-mail because someone asked for it on your Kaamkar account. If it was not you, ignore it.';
    const content: MailContent =
      mail.template === 'password_reset'
        ? {
            subject: 'Reset your Kaamkar password',
            recipientName: user.username,
            paragraphs: [
              'Someone asked to reset the password of your account. Choose a new password with the button below.',
              `The link works once, for ${mail.minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
            ],
            button: { label: 'Choose a new password', url: url(ctx.config, `/reset-password?token=${mail.token}`) },
            footer,
          }
        : {
            subject: 'Verify your e-mail address',
            recipientName: user.username,
            paragraphs: ['Confirm that this is your e-mail address, so we can reach you about your orders, tasks and payouts.', `The link works for ${mail.hours} hours.`],
            button: { label: 'Verify my address', url: url(ctx.config, `/verify-email?token=${mail.token}`) },
            footer,
          };
    await send(ctx, mail.to, content, `${mail.template}-${createHash('sha256').update(mail.token).digest('hex').slice(0, 24)}`, {});
  },
};
