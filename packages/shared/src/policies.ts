/**
 * Object rules that need nothing but the objects themselves, shared by the server (which enforces
 * them) and the web app (which shows an action exactly when the server would allow it). Each rule
 * is one line: who (the actor), may do what, to which object. Rules that need the database (is
 * this user the assignee of the task holding this file) live in the server module's policy.ts.
 */

/** The signed-in user as rules see them (the server's session user, or the browser's user mapped with `actorOf`). */
export type Actor = { id: string; isAdmin: boolean; isSeller: boolean; isVerified: boolean };

/** The browser's stored user (`_id`) as an actor. */
export const actorOf = (user: { _id: string; isAdmin: boolean; isSeller: boolean; isVerified: boolean }): Actor => ({
  id: user._id,
  isAdmin: user.isAdmin,
  isSeller: user.isSeller,
  isVerified: user.isVerified,
});

const isOwner = (actor: Pick<Actor, 'id'>, ownerId: string | null | undefined) => ownerId != null && actor.id === ownerId;

// Accounts
export const canReadUserRecord = (actor: Actor, userId: string) => actor.isAdmin || actor.id === userId;
export const canEditUser = (actor: Actor, userId: string) => actor.isAdmin || actor.id === userId;
export const canVerifyUsers = (actor: Actor) => actor.isAdmin;
export const canDeleteUser = (actor: Actor, target: { isAdmin: boolean }) => actor.isAdmin && !target.isAdmin;

// Marketplace
export const canEditGig = (actor: Actor, gig: { userId: string }) => isOwner(actor, gig.userId);
export const canDeleteGig = (actor: Actor, gig: { userId: string }) => isOwner(actor, gig.userId) || actor.isAdmin;
export const canReviewGig = (actor: Actor, gig: { userId: string }) => !isOwner(actor, gig.userId);
export const canBuyGig = (actor: Pick<Actor, 'id'>, gig: { userId: string }) => !isOwner(actor, gig.userId);

// Orders: only its buyer pays for an order (the list shows each party their own, by query).
export const canPayOrder = (actor: Pick<Actor, 'id'>, order: { buyerId: string | null }) => isOwner(actor, order.buyerId);

// Files: task documents come with tasks, which admins create; delivered work comes from verified workers (admins count as verified).
export const canUploadFor = (actor: Actor, purpose: string) =>
  purpose === 'task' ? actor.isAdmin : purpose === 'submission' ? actor.isVerified || actor.isAdmin : true;

// Task area
export const canSeeTask = (actor: Actor, task: { assigneeId: string | null }) => actor.isAdmin || isOwner(actor, task.assigneeId);
export const canListAssignedTasks = (actor: Actor, assigneeId: string) => actor.isAdmin || actor.id === assigneeId;
/** Only the assignee submits work; an admin who is not the assignee may look but not submit. */
export const canSubmitWork = (actor: Actor, task: { assigneeId: string | null }) => isOwner(actor, task.assigneeId);
