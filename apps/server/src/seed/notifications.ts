import { sql } from 'drizzle-orm';
import type { VerificationDocument } from '@market/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { notifications, users } from '../db/schema/index.js';
import { noticesOf, type Notice } from '../modules/notifications/catalogue.js';
import type { DomainEvent, DomainEventType } from '../platform/events.js';

/** An admin's answer to documents a seller sent: when, and for a change or a rejection, why. */
export type AnsweredVerification = { userId: string; state: 'verified' | 'changes_requested' | 'rejected'; reason: string; document: VerificationDocument | null; at: Date };

type Seeded = { now: Date; adminId: string; workerId: string; sellerId: string; buyerId: string; unverifiedId: string; answered: AnsweredVerification[] };

const HOUR = 3_600_000;

/**
 * The demo's notification centre: what each demo account would have been told lately, written by
 * the notifications module's own sentences (its catalogue) from the seeded orders, tasks and money.
 * The older ones are read, the newest few unread. No e-mail goes out for history. The demo
 * addresses count as verified, except the unverified user's, whose page offers 'Resend'.
 */
export async function seedNotifications(tx: Database, s: Seeded): Promise<number> {
  const made: { notice: Notice; at: Date }[] = [];
  const tell = async <T extends DomainEventType>(type: T, payload: DomainEvent<T>['payload'], at: Date) => {
    const event = { id: uuidv7(), type, payload, createdAt: at.toISOString() } as DomainEvent;
    for (const notice of await noticesOf(tx, event)) made.push({ notice, at });
  };

  const orders = rowsOf<{ id: string; gig_id: string | null; seller_id: string | null; buyer_id: string | null; price: number; status: string; paid_at: string; completed_at: string | null }>(
    await tx.execute(sql`
      select id, gig_id, seller_id, buyer_id, price, status, paid_at::text, completed_at::text from orders
      where is_paid and (seller_id = ${s.sellerId} or buyer_id = ${s.buyerId}) order by paid_at desc limit 8`),
  );
  for (const o of orders) {
    const change = { orderId: o.id, gigId: o.gig_id, sellerId: o.seller_id, buyerId: o.buyer_id, price: o.price, by: o.buyer_id };
    await tell('order.paid', change, new Date(o.paid_at));
    if (o.status === 'delivered') await tell('order.delivered', { ...change, by: o.seller_id }, new Date(new Date(o.paid_at).getTime() + 20 * HOUR));
    if (o.status === 'completed' && o.completed_at) await tell('order.completed', { ...change, outcome: 'accepted' }, new Date(o.completed_at));
  }

  const tasks = rowsOf<{ id: string; status: string; reward: number; created_at: string; submission_id: string | null }>(
    await tx.execute(sql`
      select t.id, t.status, t.reward, t.created_at::text, s.id as submission_id from tasks t
      left join submissions s on s.task_id = t.id and s.user_id = t.assignee_id
      where t.assignee_id = ${s.workerId} order by t.created_at`),
  );
  await tell('user.verified', { userId: s.workerId, verified: true, by: s.adminId, users: [s.workerId] }, new Date(s.now.getTime() - 30 * 24 * HOUR));
  for (const a of s.answered) {
    if (a.state === 'verified') await tell('user.verified', { userId: a.userId, verified: true, by: s.adminId, users: [a.userId] }, a.at);
    else await tell('user.verification_answered', { userId: a.userId, decision: a.state, reason: a.reason, document: a.document, by: s.adminId }, a.at);
  }
  for (const t of tasks) {
    const created = new Date(t.created_at);
    await tell('task.assigned', { taskId: t.id, assigneeId: s.workerId, by: s.adminId }, created);
    if (t.submission_id) await tell('task.submitted', { taskId: t.id, workerId: s.workerId, submissionId: t.submission_id }, new Date(created.getTime() + 6 * HOUR));
    if (t.status === 'Complete' && t.submission_id) {
      await tell('task.approved', { taskId: t.id, assigneeId: s.workerId, submissionId: t.submission_id, by: s.adminId, reward: t.reward }, new Date(created.getTime() + 30 * HOUR));
    }
  }

  // Nothing from the future (a demo order paid a moment ago is told a moment ago).
  const rows = made
    .map(({ notice, at }) => ({ ...notice, at: at.getTime() > s.now.getTime() ? s.now : at }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  // Each account's newest three stay unread.
  const unreadFrom = new Map<string, number>();
  for (const r of rows) unreadFrom.set(r.userId, (unreadFrom.get(r.userId) ?? 0) + 1);
  const seen = new Map<string, number>();
  const values = rows.map((r) => {
    const index = (seen.get(r.userId) ?? 0) + 1;
    seen.set(r.userId, index);
    const read = index <= unreadFrom.get(r.userId)! - 3;
    return { id: uuidv7(), userId: r.userId, eventId: uuidv7(), type: r.type, title: r.title, body: r.body, link: r.link, createdAt: r.at, readAt: read ? r.at : null };
  });
  if (values.length) await tx.insert(notifications).values(values);
  await tx.update(users).set({ emailVerified: true, verifiedEmail: sql`${users.email}` }).where(sql`${users.id} <> ${s.unverifiedId}`);
  return values.length;
}
