import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { scheduleJob, type JobHandler } from '../../platform/jobs.js';
import { hashToken } from '../../plugins/auth.js';
import { mailAccountLink, mailAttempts, type AccountEmail } from '../notifications/index.js';

/** What the e-mail of a link says besides its token and address (both come from the link's row when the job runs). */
export type LinkMail = DistributiveOmit<AccountEmail, 'userId' | 'to' | 'token'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export const linkEmailJob = 'auth.link-email';

/**
 * What a link's row holds until its e-mail's job made the token: no token hashes to it (a SHA-256
 * in hex has no colon), and it is unique like the hashes.
 */
export const pendingTokenHash = () => `pending:${randomUUID()}`;

/** Schedules the e-mail of a link in the caller's transaction; the payload names the link and its user, it holds no secret. */
export async function scheduleLinkMail(tx: Transaction, tokenId: string, userId: string, mail: LinkMail): Promise<void> {
  await scheduleJob(tx, { type: linkEmailJob, key: `link-email:${tokenId}`, runAt: new Date(), payload: { tokenId, userId, ...mail }, maxAttempts: mailAttempts });
}

/**
 * `auth.link-email`: makes the link's token, keeps its SHA-256 on the link's row, and mails the
 * link. Only while the link is alive: one revoked (a password or address change) or expired
 * while the mail waited is not sent. A retry after a refused mail makes a new token, so the
 * token of an attempt that failed is never usable, and no row ever holds one.
 */
export const linkEmailHandler: JobHandler<{ tokenId: string; userId: string } & LinkMail> = {
  type: linkEmailJob,
  maxAttempts: mailAttempts,
  // The address and the user come from the link's row, as it is now.
  async handle({ tokenId, userId: _scheduledFor, ...mail }, ctx) {
    const token = randomBytes(32).toString('base64url');
    const [link] = await ctx.db
      .update(authTokens)
      .set({ tokenHash: hashToken(token) })
      .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
      .returning({ userId: authTokens.userId, email: authTokens.email });
    if (!link) return;
    await mailAccountLink(ctx, { ...mail, userId: link.userId, to: link.email, token } as AccountEmail);
  },
};
