import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/sessions.js';
import { inTransaction, publish } from '../../platform/events.js';

/**
 * A deleted user's sessions end in the deletion's transaction (their rows would go with the user
 * anyway), announced so every process closes the user's open event streams at once.
 */
export const authSubscriptions = [
  inTransaction('user.deleted', 'auth.end-deleted-users-sessions', async (tx, e) => {
    await tx.delete(sessions).where(eq(sessions.userId, e.payload.userId));
    await publish(tx, 'sessions.ended', { users: [e.payload.userId] });
  }),
];
