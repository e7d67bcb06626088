import { eq, sql } from 'drizzle-orm';
import { usernameKey, type AuthUser, type Verification, type PrivateUser, type PublicUser, type SellerProfile, type UserListItem } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { users } from '../../db/schema/users.js';
import { hashPassword } from '../../lib/password.js';
import { avatarUrl, optionalFileUrl } from '../files/index.js';

type UserRow = typeof users.$inferSelect;

export const toAuthUser = (u: Pick<UserRow, 'id' | 'username' | 'imgFileId' | 'isSeller' | 'isAdmin' | 'isVerified'>): AuthUser => ({
  _id: u.id,
  username: u.username,
  img: avatarUrl(u.imgFileId),
  isSeller: u.isSeller,
  isAdmin: u.isAdmin,
  isVerified: u.isVerified,
});

export const toPublicUser = (u: Pick<UserRow, 'id' | 'username' | 'imgFileId' | 'desc' | 'country' | 'isSeller' | 'createdAt'>): PublicUser => ({
  _id: u.id,
  username: u.username,
  img: avatarUrl(u.imgFileId),
  desc: u.desc,
  country: u.country,
  isSeller: u.isSeller,
  createdAt: u.createdAt.toISOString(),
});

export const toPrivateUser = (u: UserRow): PrivateUser => ({
  ...toAuthUser(u),
  email: u.email,
  emailVerified: u.emailVerified,
  phone: u.phone,
  country: u.country,
  desc: u.desc,
  address: u.address,
  birthdate: u.birthdate,
  cnic: u.cnic,
  skills: u.skills,
  payoneer: u.payoneer,
  wise: u.wise,
  bankIban: u.bankIban,
  easypaisaAccount: u.easypaisaAccount,
  bankImg: optionalFileUrl(u.bankImgFileId),
  idCardFront: optionalFileUrl(u.idCardFrontFileId),
  idCardBack: optionalFileUrl(u.idCardBackFileId),
  liveSelfie: optionalFileUrl(u.liveSelfieFileId),
  legalName: u.legalName,
  idType: u.idType,
  idNumber: u.idNumber,
  idCountry: u.idCountry,
  verification: verificationOf(u),
  language: u.language,
  createdAt: u.createdAt.toISOString(),
});

/** The verification state as the API answers it: the reason and document only where they apply. */
export const verificationOf = (u: Pick<UserRow, 'verificationState' | 'verificationReason' | 'verificationDocument'>): Verification => ({
  state: u.verificationState,
  ...(u.verificationReason && (u.verificationState === 'changes_requested' || u.verificationState === 'rejected') ? { reason: u.verificationReason } : {}),
  ...(u.verificationDocument && u.verificationState === 'changes_requested' ? { document: u.verificationDocument } : {}),
});

/** The columns of a row of the admin users table: no identity or payment details (those reads are audited). */
export const userListItemColumns = {
  id: users.id,
  username: users.username,
  imgFileId: users.imgFileId,
  isSeller: users.isSeller,
  isAdmin: users.isAdmin,
  isVerified: users.isVerified,
  email: users.email,
  phone: users.phone,
  verificationState: users.verificationState,
  createdAt: users.createdAt,
};

export const toUserListItem = (u: Pick<UserRow, keyof typeof userListItemColumns>): UserListItem => ({
  ...toAuthUser(u),
  email: u.email,
  phone: u.phone,
  verification: { state: u.verificationState },
  createdAt: u.createdAt.toISOString(),
});

/** The columns of a public profile (the seller page): public fields and figures, nothing private. */
const sellerProfileColumns = {
  id: users.id,
  username: users.username,
  imgFileId: users.imgFileId,
  desc: users.desc,
  country: users.country,
  isSeller: users.isSeller,
  createdAt: users.createdAt,
  languages: users.languages,
  gigCount: users.gigCount,
  gigTotalStars: users.gigTotalStars,
  gigStarNumber: users.gigStarNumber,
  paidOrders: users.paidOrders,
};

/**
 * A user's public profile with their languages and the figures over all their gigs (counters kept
 * by the database, migration 0005: one row however many gigs), or undefined.
 */
export async function findSellerProfile(db: Database, id: string): Promise<SellerProfile | undefined> {
  const query = prepared(db, 'seller_profile', (d) => d.select(sellerProfileColumns).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('seller_profile'));
  const [u] = await query.execute({ id });
  if (!u) return undefined;
  return {
    ...toPublicUser(u),
    languages: u.languages,
    totalStars: u.gigTotalStars,
    starNumber: u.gigStarNumber,
    gigs: u.gigCount,
    paidOrders: u.paidOrders,
  };
}

/** One user by id, or undefined. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const query = prepared(db, 'user_by_id', (d) => d.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'));
  const [row] = await query.execute({ id });
  return row;
}

// Matches the lower(...) unique indexes on username and email, so the lookup uses them.
async function findUserIgnoringCase(db: Database, column: typeof users.username | typeof users.email, value: string): Promise<UserRow | undefined> {
  const name = column === users.username ? 'user_by_username' : 'user_by_email';
  const query = prepared(db, name, (d) =>
    d
      .select()
      .from(users)
      .where(sql`lower(${column}) = lower(${sql.placeholder('value')})`)
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ value });
  return row;
}

/**
 * One user by username, ignoring case (usernames are unique regardless of case). JavaScript folds
 * the case first (`usernameKey`, which the login throttle keys on too), so every spelling that
 * reaches a user has that user's one key; a name no account can have (non-ASCII: the dotted `İ`
 * lowers differently in JavaScript and in the database) finds nobody.
 */
export const findUserByUsername = async (db: Database, username: string): Promise<UserRow | undefined> => {
  const key = usernameKey(username);
  return key === null ? undefined : findUserIgnoringCase(db, users.username, key);
};

/** One user by e-mail, ignoring case (e-mails are unique regardless of case). */
export const findUserByEmail = (db: Database, email: string) => findUserIgnoringCase(db, users.email, email);

/** The user a sign-in names: by e-mail when the name has an @ (no username may), else by username. */
export const findUserByLogin = (db: Database, name: string) => (name.includes('@') ? findUserByEmail(db, name.trim()) : findUserByUsername(db, name));

export type NewUser = Omit<typeof users.$inferInsert, 'passwordHash' | 'id'> & { password: string };

/** Creates a user with an argon2id hash of the given password (factories, seed, create-admin). */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const { password, ...fields } = input;
  // A verified account's state is `verified` (the database checks the two agree).
  const verificationState = fields.verificationState ?? (fields.isVerified ? 'verified' : 'none');
  const [row] = await db
    .insert(users)
    .values({ ...fields, verificationState, isVerified: verificationState === 'verified', passwordHash: await hashPassword(password) })
    .returning();
  return row;
}

/** Stores a new password hash (the auth module checked the old password; it ends the other sessions in the same transaction). */
export async function setPasswordHash(tx: Database | Transaction, userId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
