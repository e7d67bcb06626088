import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { catalogueOf, notificationKindOf, type Language, type NotificationKind, type NotificationType } from '@market/shared';
import type { Config } from '../../config.js';
import { notificationPreferences, notifications } from '../../db/schema/notifications.js';
import { scheduleJobs, type JobHandler } from '../../platform/jobs.js';
import type { PlatformContext } from '../../platform/context.js';
import { markTold, untoldMessages, untoldPairs, type UntoldMessage, type UntoldPair } from '../messaging/index.js';
import { userContacts } from '../users/index.js';
import { mailerFor, type OutgoingMail } from './mailer.js';
import { emailWanted, mailAttempts, notificationEmailJob, turnedOffKinds } from './service.js';
import { renderMail, type MailContent } from './templates.js';
import { unsubscribeToken } from './unsubscribe.js';

const url = (config: Config, path: string) => `${config.appUrl}${path}`;
const mailDomain = (config: Config) => new URL(config.appUrl).hostname || 'kaamkar.pk';
/** The e-mail texts of a recipient's language. */
const textsOf = (language: Language) => {
  const t = catalogueOf(language);
  return { mail: t.mailTexts, kinds: t.notificationKindLabels };
};

/** The footer and List-Unsubscribe headers of a kind (none on security mail, which always goes). */
async function unsubscribeParts(
  ctx: PlatformContext,
  userId: string,
  kind: NotificationKind,
  language: Language,
): Promise<{ footer: string; headers: Record<string, string>; unsubscribeUrl?: string }> {
  const t = textsOf(language);
  if (kind === 'security') {
    return { footer: t.mail.securityFooter, headers: {}, unsubscribeUrl: undefined };
  }
  const token = await unsubscribeToken(ctx.db, ctx.config, userId, kind);
  const oneClick = url(ctx.config, `/api/notifications/unsubscribe?token=${token}`);
  return {
    footer: t.mail.kindFooter(t.kinds[kind].label, url(ctx.config, '/settings/notifications')),
    // RFC 8058: a mail client's one-click unsubscribe POSTs to the https URL; the page link asks first.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    unsubscribeUrl: url(ctx.config, `/unsubscribe?token=${token}`),
  };
}

async function send(ctx: PlatformContext, to: string, content: MailContent, messageId: string, headers: Record<string, string>) {
  const rendered = renderMail(content, ctx.config.support);
  const mail: OutgoingMail = { to, ...rendered, messageId: `<${messageId}@${mailDomain(ctx.config)}>`, headers };
  await mailerFor(ctx.config, ctx.log).send(mail);
}

/** Security mail and word of money leaving go to the last verified address while a new one waits for its link. */
const toSecurityAddress = (type: NotificationType) => notificationKindOf[type] === 'security' || type === 'payout.paid' || type === 'payout.failed';

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
    if (!emailWanted(kind, found.off)) return;
    const user = (await userContacts(ctx.db, [n.userId])).get(n.userId);
    if (!user) return;
    // The title and body were said in the recipient's language when the notification was made.
    const parts = await unsubscribeParts(ctx, n.userId, kind, user.language);
    await send(
      ctx,
      toSecurityAddress(n.type as NotificationType) ? user.securityEmail : user.email,
      {
        language: user.language,
        subject: n.title,
        recipientName: user.username,
        paragraphs: [n.body],
        button: { label: textsOf(user.language).mail.openInApp, url: url(ctx.config, n.link) },
        footer: parts.footer,
        unsubscribeUrl: parts.unsubscribeUrl,
      },
      `notification-${n.id}`,
      parts.headers,
    );
    await ctx.db.update(notifications).set({ emailedAt: sql`now()` }).where(eq(notifications.id, n.id));
  },
};

/** The job that e-mails a conversation's unread messages to one participant. */
export const messageEmailJob = 'notifications.message-email';

/**
 * `notifications.message-email`: one e-mail to a participant with the messages they have neither
 * read nor been told of (at most the latest 20), then marks them told. Scheduled by the check below.
 */
export const messageEmailHandler: JobHandler<{ conversationId: string; recipientId: string }> = {
  type: messageEmailJob,
  maxAttempts: mailAttempts,
  async handle({ conversationId, recipientId }, ctx) {
    // Read in the meantime, or told already: nothing to send.
    const untold = await untoldMessages(ctx.db, conversationId, recipientId);
    if (!untold.length) return;
    const last = untold.at(-1)!;
    // Turned off: told all the same, so the check does not find these again.
    if (emailWanted('messages', await turnedOffKinds(ctx.db, recipientId))) await sendMessageEmail(ctx, conversationId, recipientId, untold);
    await markTold(ctx.db, conversationId, recipientId, last.at);
  },
};

async function sendMessageEmail(ctx: PlatformContext, conversationId: string, recipientId: string, untold: UntoldMessage[]) {
  const people = await userContacts(ctx.db, [recipientId, ...new Set(untold.map((m) => m.senderId))]);
  const recipient = people.get(recipientId);
  if (!recipient) return;
  const { mail } = textsOf(recipient.language);
  const sender = people.get(untold[0].senderId)?.username ?? mail.someone;
  const parts = await unsubscribeParts(ctx, recipientId, 'messages', recipient.language);
  await send(
    ctx,
    recipient.email,
    {
      language: recipient.language,
      subject: mail.messagesSubject(sender, untold.length),
      recipientName: recipient.username,
      paragraphs: [mail.messagesIntro(sender, untold.length)],
      quotes: untold.map((m) => ({ who: people.get(m.senderId)?.username ?? mail.deletedUser, text: m.desc })),
      button: { label: mail.reply, url: url(ctx.config, `/messages/${conversationId}`) },
      footer: parts.footer,
      unsubscribeUrl: parts.unsubscribeUrl,
    },
    `messages-${conversationId}-${recipientId}-${untold.at(-1)!.at.replace(/\D/g, '')}`,
    parts.headers,
  );
}

/**
 * `notifications.message-emails` (recurring, MESSAGE_EMAIL_CHECK_SECONDS): every participant with a
 * message unread and untold for MESSAGE_EMAIL_DELAY_MINUTES gets its e-mail job (one per pair at a
 * time; the job retries with backoff, then the dead letter). A check instead of a job per message
 * keeps sending a message to the one statement it was: a message costs no job row, no dispatcher.
 */
export const messageEmailCheckJob: JobHandler = {
  type: 'notifications.message-emails',
  everySeconds: (config) => config.messageEmailCheckSeconds,
  async handle(_payload, ctx) {
    const page = 200;
    for (let cursor: UntoldPair | null = null; ; ) {
      const due = await untoldPairs(ctx.db, ctx.config.messageEmailDelayMinutes * 60, page, cursor);
      if (due.length) await scheduleJobs(ctx.db, due.map((p) => ({ type: messageEmailJob, key: `message-email:${p.conversationId}:${p.recipientId}`, runAt: new Date(), payload: { conversationId: p.conversationId, recipientId: p.recipientId }, maxAttempts: mailAttempts })));
      if (due.length < page) return;
      cursor = due.at(-1)!;
    }
  },
};

/**
 * Account e-mails: links that are the point of the e-mail, so they are always sent. The auth
 * module's job makes the link's token just before it calls this (so no stored row holds a token).
 */
export type AccountEmail = { userId: string; to: string; token: string } & (
  | { template: 'password_reset'; minutes: number }
  | { template: 'email_verification'; hours: number }
  | { template: 'email_changed'; newEmail: string; days: number }
);

/** Renders and sends an account e-mail now; a refusal of the SMTP server throws (the caller's job retries). */
export async function mailAccountLink(ctx: PlatformContext, mail: AccountEmail): Promise<void> {
  const user = (await userContacts(ctx.db, [mail.userId])).get(mail.userId);
  if (!user) return;
  const { mail: t } = textsOf(user.language);
  const language = user.language;
  let content: MailContent;
  if (mail.template === 'password_reset') {
    content = {
      language,
      subject: t.passwordResetSubject,
      recipientName: user.username,
      paragraphs: [t.passwordResetIntro, t.passwordResetLinkLife(mail.minutes)],
      button: { label: t.passwordResetButton, url: url(ctx.config, `/reset-password?token=${mail.token}`) },
      footer: t.accountFooter,
    };
  } else if (mail.template === 'email_verification') {
    content = {
      language,
      subject: t.verifySubject,
      recipientName: user.username,
      paragraphs: [t.verifyIntro, t.verifyLinkLife(mail.hours)],
      button: { label: t.verifyButton, url: url(ctx.config, `/verify-email?token=${mail.token}`) },
      footer: t.accountFooter,
    };
  } else {
    content = {
      language,
      subject: t.emailChangedSubject,
      recipientName: user.username,
      paragraphs: [t.emailChangedIntro(mail.newEmail), t.emailChangedUndo(mail.days)],
      button: { label: t.emailChangedButton, url: url(ctx.config, `/undo-email-change?token=${mail.token}`) },
      footer: t.securityFooter,
    };
  }
  await send(ctx, mail.to, content, `${mail.template}-${createHash('sha256').update(mail.token).digest('hex').slice(0, 24)}`, {});
}
