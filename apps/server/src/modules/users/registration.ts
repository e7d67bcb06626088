import { eq } from 'drizzle-orm';
import {
  accountTexts,
  registrationFiles,
  registrationSchema,
  texts,
  type PublicUser,
  type RegistrationFileName,
  type Language,
} from '@market/shared';
import { users } from '../../db/schema/users.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword } from '../../lib/password.js';
import { publish } from '../../platform/events.js';
import { saveFile, type UploadDeps } from '../files/index.js';
import { fieldErrors, pictureColumn, pictureErrors, preparePictures } from './identity-images.js';
import type { MultipartForm } from './multipart-form.js';
import { identityTaken, uniqueViolation } from './identity-conflicts.js';
import { toPublicUser } from './service.js';

export type RegistrationForm = MultipartForm<RegistrationFileName>;

const pictureNames = registrationFiles.map((f) => f.name);
const requiredPictures = new Set<string>(registrationFiles.filter((f) => f.required).map((f) => f.name));

/** Every problem of the form at once, one message per field, so the page can show them all. */
async function checkForm(form: RegistrationForm) {
  const parsed = registrationSchema.safeParse(form.fields);
  const errors: Record<string, string> = {
    ...(parsed.success ? {} : fieldErrors(parsed.error.issues)),
    ...(await pictureErrors(form.files, pictureNames, (name) => requiredPictures.has(name))),
  };
  return { data: parsed.data, errors };
}

/**
 * Creates an earner's account with its identity documents (private) and avatar (public), all or
 * nothing: on any failure no user row, no file row and no stored bytes remain. The documents wait
 * for an admin (`pending`). Throws 400 with `fields` for bad input and 409 for a taken username,
 * e-mail or CNIC. The account reads the product in `language`, the one it registered in.
 */
export async function registerUser(deps: UploadDeps, form: RegistrationForm, language: Language): Promise<PublicUser> {
  const { data, errors } = await checkForm(form);
  if (data && !errors.password && isCommonPassword(data.password)) errors.password = accountTexts.passwordCommon;
  if (Object.keys(errors).length > 0 || !data) {
    const first = Object.values(errors)[0] ?? texts.required;
    throw badRequest(first, errors);
  }
  const taken = await identityTaken(deps.db, { username: data.username, email: data.email, cnic: data.cnic });
  if (Object.keys(taken).length > 0) throw conflict(Object.values(taken)[0], taken);

  const prepared = await preparePictures(deps, form.files, pictureNames);
  const passwordHash = await hashPassword(data.password);

  const storedKeys: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const now = new Date();
      const [user] = await tx
        .insert(users)
        .values({
          username: data.username,
          email: data.email,
          passwordHash,
          phone: data.phone,
          address: data.address,
          birthdate: data.birthdate,
          cnic: data.cnic,
          idType: 'cnic',
          legalName: data.legalName ?? '',
          skills: data.skills,
          payoneer: data.payoneer === 'yes',
          wise: data.wise === 'yes',
          bankIban: data.bankIban,
          easypaisaAccount: data.easypaisaAccount,
          isSeller: data.isSeller ?? false,
          isVerified: false,
          isAdmin: false,
          verificationState: 'pending',
          verificationSentAt: now,
          language,
          termsAcceptedAt: now,
        })
        .returning();
      const fileIds: Partial<Record<(typeof pictureColumn)[RegistrationFileName], string>> = {};
      for (const [name, upload] of prepared) {
        const row = await saveFile(tx, deps.storage, { ownerId: user.id, ...upload });
        storedKeys.push(row.storageKey);
        fileIds[pictureColumn[name]] = row.id;
      }
      const [withFiles] = await tx.update(users).set(fileIds).where(eq(users.id, user.id)).returning();
      await publish(tx, 'user.registered', {
        userId: user.id,
        username: user.username,
        legalName: user.legalName,
        bankIban: user.bankIban,
        easypaisaAccount: user.easypaisaAccount,
      });
      return toPublicUser(withFiles);
    });
  } catch (err) {
    await Promise.all(storedKeys.map((key) => deps.storage.remove(key).catch(() => undefined)));
    throw uniqueViolation(err) ?? err;
  }
}
