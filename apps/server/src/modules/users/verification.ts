import { eq, inArray } from 'drizzle-orm';
import {
  isFileRequired,
  texts,
  verificationFiles,
  verificationFormSchema,
  verificationTexts,
  type Verification,
  type VerificationDecision,
  type VerificationFileName,
  type VerificationState,
} from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { publish } from '../../platform/events.js';
import type { SessionUser } from '../../plugins/auth.js';
import { releaseFiles, saveFile, type UploadDeps } from '../files/index.js';
import { identityTaken, uniqueViolation } from './identity-conflicts.js';
import { fieldErrors, pictureColumn, pictureErrors, preparePictures } from './identity-images.js';
import type { MultipartForm } from './multipart-form.js';
import { findUserById, verificationOf } from './service.js';

type UserRow = typeof users.$inferSelect;
export type VerificationUpload = MultipartForm<VerificationFileName>;

const pictureNames = verificationFiles.map((f) => f.name);

/** Whether the record holds what an admin verifies: an ID number, the document's pictures and the live selfie. */
export const hasDocuments = (u: Pick<UserRow, 'idType' | 'cnic' | 'idNumber' | 'idCardFrontFileId' | 'idCardBackFileId' | 'liveSelfieFileId'>) =>
  (u.cnic !== '' || u.idNumber !== '') && !!u.idCardFrontFileId && !!u.liveSelfieFileId && (u.idType === 'passport' || !!u.idCardBackFileId);

/** Why this account may not send documents now (null: it may): admins, verified accounts and those already waiting. */
function sendRefusal(user: Pick<UserRow, 'isAdmin' | 'verificationState'>) {
  if (user.isAdmin) return forbidden(verificationTexts.adminNotVerifiable);
  if (user.verificationState === 'verified') return conflict(verificationTexts.alreadyVerified);
  if (user.verificationState === 'pending') return conflict(verificationTexts.alreadyPending);
  return null;
}

/**
 * Which pictures must come with this sending. A first sending, or one after a rejection, brings
 * every required picture anew; after a request for changes the pictures on file stay, except the
 * one the admin asked for again.
 */
function pictureNeeded(user: UserRow, idType: Parameters<typeof isFileRequired>[1]) {
  return (name: VerificationFileName) => {
    if (user.verificationState === 'changes_requested' && user.verificationDocument === name) return true;
    if (!isFileRequired(name, idType)) return false;
    return user.verificationState !== 'changes_requested' || !user[pictureColumn[name]];
  };
}

/**
 * POST /api/user/verification: an account that is not verified sends its identity and payout
 * details (the registration's fields and rules, with the legal name) and moves to `pending`. All or
 * nothing: on any failure the record is as before and no new file remains; pictures replaced by
 * new ones are released with the commit.
 */
export async function sendVerification(deps: UploadDeps, userId: string, form: VerificationUpload) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  const refusal = sendRefusal(user);
  if (refusal) throw refusal;

  const parsed = verificationFormSchema.safeParse(form.fields);
  const idType = parsed.success ? parsed.data.idType : form.fields.idType === 'passport' || form.fields.idType === 'nationalId' ? form.fields.idType : 'cnic';
  const needed = pictureNeeded(user, idType);
  const errors: Record<string, string> = {
    ...(parsed.success ? {} : fieldErrors(parsed.error.issues)),
    ...(await pictureErrors(form.files, pictureNames, needed)),
  };
  // The picture the admin asked for again is the one a resend must bring.
  const concerned = user.verificationState === 'changes_requested' ? user.verificationDocument : null;
  if (concerned && errors[concerned] && concerned in pictureColumn && !form.files[concerned as VerificationFileName]) errors[concerned] = verificationTexts.newDocumentRequired;
  if (Object.keys(errors).length > 0 || !parsed.success) throw badRequest(Object.values(errors)[0] ?? texts.required, errors);
  const data = parsed.data;

  const taken = await identityTaken(deps.db, {
    cnic: data.cnic || undefined,
    document: data.idNumber ? { idType: data.idType, idCountry: data.idCountry, idNumber: data.idNumber } : undefined,
    exceptUserId: userId,
  });
  if (Object.keys(taken).length > 0) throw conflict(Object.values(taken)[0], taken);

  const prepared = await preparePictures(deps, form.files, pictureNames);
  const storedKeys: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      // Another tab may have sent them meanwhile, or an admin decided.
      const late = current ? sendRefusal(current) : notFound();
      if (late) throw late;
      const columns: Partial<Record<(typeof pictureColumn)[VerificationFileName], string>> = {};
      for (const [name, upload] of prepared) {
        const row = await saveFile(tx, deps.storage, { ownerId: userId, ...upload });
        storedKeys.push(row.storageKey);
        columns[pictureColumn[name]] = row.id;
      }
      const replaced = Object.entries(columns)
        .map(([column]) => current[column as keyof typeof columns])
        .filter((id): id is string => !!id);
      await tx
        .update(users)
        .set({
          legalName: data.legalName,
          idType: data.idType,
          cnic: data.cnic,
          idNumber: data.idNumber,
          idCountry: data.idCountry,
          birthdate: data.birthdate,
          phone: data.phone,
          address: data.address,
          skills: data.skills,
          payoneer: data.payoneer === 'yes',
          wise: data.wise === 'yes',
          bankIban: data.bankIban,
          easypaisaAccount: data.easypaisaAccount,
          ...columns,
          verificationState: 'pending',
          verificationReason: null,
          verificationDocument: null,
          verificationSentAt: new Date(),
        })
        .where(eq(users.id, userId));
      await releaseFiles(tx, replaced);
      await publish(tx, 'user.verification_sent', { userId, legalName: data.legalName, bankIban: data.bankIban, easypaisaAccount: data.easypaisaAccount });
      return { message: verificationTexts.sent, verification: { state: 'pending' as const } };
    });
  } catch (err) {
    await Promise.all(storedKeys.map((key) => deps.storage.remove(key).catch(() => undefined)));
    throw uniqueViolation(err) ?? err;
  }
}

/**
 * Writes an admin's decision on a record that waits (`pending`); verifying also needs the
 * documents on file. 409 otherwise. Runs in the caller's transaction with the row locked.
 */
async function decide(tx: Transaction, admin: SessionUser, user: UserRow, decision: VerificationDecision): Promise<Verification> {
  if (user.verificationState !== 'pending') throw conflict(verificationTexts.decisionNotPending);
  if (decision.decision === 'verified' && !hasDocuments(user)) throw conflict(verificationTexts.decisionNoDocuments);
  const state: VerificationState = decision.decision;
  const written = {
    verificationState: state,
    isVerified: state === 'verified',
    verificationReason: state === 'verified' ? null : (decision.reason ?? null),
    verificationDocument: state === 'changes_requested' ? (decision.document ?? null) : null,
  };
  await tx.update(users).set(written).where(eq(users.id, user.id));
  if (decision.decision === 'verified') await publish(tx, 'user.verified', { userId: user.id, verified: true, by: admin.id, users: [user.id] });
  else await publish(tx, 'user.verification_answered', { userId: user.id, decision: decision.decision, reason: decision.reason ?? '', document: decision.document ?? null, by: admin.id });
  return verificationOf(written);
}

/** Locks and reads the row a decision is about (404 when it is gone). */
async function lockedUser(tx: Transaction, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound();
  return user;
}

/** POST /api/user/:id/verification: the admin verifies, asks for one document again, or rejects. */
export async function decideVerification(db: Database, admin: SessionUser, userId: string, decision: VerificationDecision) {
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    const verification = await decide(tx, admin, user, decision);
    return { message: verificationTexts.decided[decision.decision], verification };
  });
}

/**
 * The spec's `PUT /api/user/:id { isVerified }`, in the caller's transaction: true is the decision
 * `verified` (the same 409s); false takes a verification back, so the record waits again (or has
 * nothing, when it never had documents). Nothing changes when the flag is already so.
 */
export async function setVerifiedFlag(tx: Transaction, admin: SessionUser, userId: string, verified: boolean) {
  const user = await lockedUser(tx, userId);
  if (user.isVerified === verified) return;
  if (verified) {
    await decide(tx, admin, user, { decision: 'verified' });
    return;
  }
  await tx
    .update(users)
    .set({ isVerified: false, verificationState: hasDocuments(user) ? 'pending' : 'none', verificationReason: null, verificationDocument: null })
    .where(eq(users.id, userId));
  await publish(tx, 'user.verified', { userId, verified: false, by: admin.id, users: [userId] });
}

/** PUT /api/user/legal-name: an account registered without its legal name gives it, once (asked before its first payout). */
export async function setLegalName(db: Database, userId: string, legalName: string) {
  await db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    if (user.legalName !== '') throw conflict(verificationTexts.legalNameLocked);
    await tx.update(users).set({ legalName }).where(eq(users.id, userId));
  });
  return { message: verificationTexts.legalNameSaved };
}

/** What payouts need of their owners: the verification state and the legal name payout titles are checked against. */
export async function payoutIdentities(db: Database | Transaction, userIds: string[]): Promise<Map<string, { state: VerificationState; legalName: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, state: users.verificationState, legalName: users.legalName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, { state: r.state, legalName: r.legalName }]));
}
