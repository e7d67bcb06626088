import { inTransaction } from '../../platform/events.js';
import { postOrderEarning, postOrderPaid, postOrderRefunded, postPoolAnswerReward, postRegistrationBonus, postTaskReward } from './postings.js';

/** The postings caused by other modules' changes, each in the transaction of its cause and exactly once (its key). */
export const ledgerSubscriptions = [
  inTransaction('order.paid', 'ledger.order-paid', async (tx, e) => {
    await postOrderPaid(tx, e.payload);
  }),
  // Accepted, auto-completed or a dispute resolved for the seller.
  inTransaction('order.completed', 'ledger.order-earning', async (tx, e) => {
    await postOrderEarning(tx, e.payload);
  }),
  inTransaction('order.refunded', 'ledger.order-refunded', async (tx, e) => {
    await postOrderRefunded(tx, e.payload);
  }),
  // Un-verifying and verifying again pays nothing more (the posting's key is the user's).
  inTransaction('user.verified', 'ledger.registration-bonus', async (tx, e) => {
    if (e.payload.verified) await postRegistrationBonus(tx, e.payload.userId);
  }),
  // A task approved again after being reopened pays nothing more (the key is the task's).
  inTransaction('task.approved', 'ledger.task-reward', async (tx, e) => {
    const { taskId, assigneeId, reward } = e.payload;
    if (assigneeId && reward > 0) await postTaskReward(tx, { taskId, workerId: assigneeId, reward });
  }),
  // A pool answer is accepted once (its status moves from pending once); the key is the answer's too.
  inTransaction('task_answer.accepted', 'ledger.pool-answer-reward', async (tx, e) => {
    await postPoolAnswerReward(tx, { answerId: e.payload.answerId, workerId: e.payload.workerId, reward: e.payload.reward });
  }),
];
