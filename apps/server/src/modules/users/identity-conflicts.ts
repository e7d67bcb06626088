import { and, eq, ne, sql } from 'drizzle-orm';
import { accountTexts, verificationTexts, type IdType } from '@market/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { AppError, conflict } from '../../lib/errors.js';
import { findUserByEmail, findUserByUsername } from './service.js';

type Claimed = {
  username?: string;
  email?: string;
  cnic?: string;
  document?: { idType: IdType; idCountry: string; idNumber: string };
  /** The account sending its own documents again: its own CNIC is not a conflict. */
  exceptUserId?: string;
};

const others = (exceptUserId: string | undefined) => (exceptUserId ? ne(users.id, exceptUserId) : sql`true`);

/** Which of the claimed names and identity numbers another account already holds: one message per field. */
export async function identityTaken(db: Database, claim: Claimed): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (claim.username && (await findUserByUsername(db, claim.username))) fields.username = accountTexts.usernameTaken;
  if (claim.email && (await findUserByEmail(db, claim.email))) fields.email = accountTexts.emailTaken;
  if (claim.cnic) {
    const [byCnic] = await db.select({ id: users.id }).from(users).where(and(eq(users.cnic, claim.cnic), others(claim.exceptUserId))).limit(1);
    if (byCnic) fields.cnic = accountTexts.cnicTaken;
  }
  if (claim.document?.idNumber) {
    const { idType, idCountry, idNumber } = claim.document;
    const [byNumber] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.idType, idType), eq(users.idCountry, idCountry), eq(users.idNumber, idNumber), others(claim.exceptUserId)))
      .limit(1);
    if (byNumber) fields.idNumber = verificationTexts.idNumberTaken;
  }
  return fields;
}

const takenMessages = {
  username: accountTexts.usernameTaken,
  email: accountTexts.emailTaken,
  cnic: accountTexts.cnicTaken,
  idNumber: verificationTexts.idNumberTaken,
} as const;

/** A unique index refused the row: another account took the name, e-mail, CNIC or document number meanwhile. */
export function uniqueViolation(err: unknown): AppError | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  if (code !== '23505') return null;
  const constraint = e.cause?.constraint ?? e.constraint ?? '';
  const field = constraint.includes('username') ? 'username' : constraint.includes('email') ? 'email' : constraint.includes('id_document') ? 'idNumber' : 'cnic';
  const message = takenMessages[field];
  return conflict(message, { [field]: message });
}
