import { accountTexts, buyerRegistrationSchema, texts, type Language, type PublicUser } from '@market/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword } from '../../lib/password.js';
import { publish } from '../../platform/events.js';
import { identityTaken, uniqueViolation } from './identity-conflicts.js';
import { fieldErrors } from './identity-images.js';
import { toPublicUser } from './service.js';

/**
 * POST /api/auth/register with `{ kind: 'buyer', ... }` as JSON: an account that can buy, message
 * and review at once, with no identity data asked for or stored (its verification state is
 * `none`; documents can be sent later from /verification). 400 with `fields`, 409 for a taken
 * username or e-mail. The account reads the product in `language`, the one it registered in.
 */
export async function registerBuyer(db: Database, body: unknown, language: Language): Promise<PublicUser> {
  const parsed = buyerRegistrationSchema.safeParse(body);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (parsed.success && isCommonPassword(parsed.data.password)) errors.password = accountTexts.passwordCommon;
  if (!parsed.success || Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? texts.required, errors);
  const data = parsed.data;
  const taken = await identityTaken(db, { username: data.username, email: data.email });
  if (Object.keys(taken).length > 0) throw conflict(Object.values(taken)[0], taken);

  const passwordHash = await hashPassword(data.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: data.username, email: data.email, passwordHash, country: data.country, verificationState: 'none', termsAcceptedAt: new Date(), language })
        .returning();
      // The e-mail verification link goes out as for every registration; there are no payout accounts to add.
      await publish(tx, 'user.registered', { userId: user.id, username: user.username, legalName: '', bankIban: '', easypaisaAccount: '' });
      return toPublicUser(user);
    });
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}
