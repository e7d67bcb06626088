import { eq } from 'drizzle-orm';
import {
  accountTexts,
  registrationFiles,
  registrationSchema,
  texts,
  type PublicUser,
  type RegistrationFileName,
} from '@market/shared';
import { users } from '../../db/schema/users.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { detectFileType } from '../../lib/file-checks.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword } from '../../lib/password.js';
import { publish } from '../../platform/events.js';
import { prepareUpload, saveFile, type PreparedUpload, type UploadDeps } from '../files/index.js';
import { findUserByEmail, findUserByUsername, toPublicUser } from './service.js';

export type RegistrationFile = { data: Buffer; fileName: string | undefined };
export type RegistrationForm = {
  fields: Record<string, string | string[]>;
  files: Partial<Record<RegistrationFileName, RegistrationFile>>;
};

const fileColumn = {
  img: 'imgFileId',
  bankImg: 'bankImgFileId',
  idCardFront: 'idCardFrontFileId',
  idCardBack: 'idCardBackFileId',
  liveSelfie: 'liveSelfieFileId',
} as const satisfies Record<RegistrationFileName, keyof typeof users.$inferInsert>;

/** Every problem of the form at once, one message per field, so the page can show them all. */
async function checkForm(form: RegistrationForm) {
  const errors: Record<string, string> = {};
  const parsed = registrationSchema.safeParse(form.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : String(issue.path[0] ?? 'form');
      errors[key] ??= issue.code === 'unrecognized_keys' ? accountTexts.fieldNotAllowed : issue.message;
    }
  }
  for (const { name, required } of registrationFiles) {
    const file = form.files[name];
    if (!file || file.data.length === 0) {
      if (required) errors[name] = accountTexts.fileRequired;
      continue;
    }
    // Judged by the bytes, never by the name or the browser's type.
    const type = await detectFileType(file.data);
    if (type?.kind !== 'image') errors[name] = texts.selectImage;
  }
  return { data: parsed.data, errors };
}

async function duplicates(deps: UploadDeps, username: string, email: string, cnic: string) {
  const fields: Record<string, string> = {};
  if (await findUserByUsername(deps.db, username)) fields.username = accountTexts.usernameTaken;
  if (await findUserByEmail(deps.db, email)) fields.email = accountTexts.emailTaken;
  const [byCnic] = await deps.db.select({ id: users.id }).from(users).where(eq(users.cnic, cnic)).limit(1);
  if (byCnic) fields.cnic = accountTexts.cnicTaken;
  return fields;
}

/** A unique index refused the row: another registration took the name, e-mail or CNIC meanwhile. */
function uniqueViolation(err: unknown): AppError | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  if (code !== '23505') return null;
  const constraint = e.cause?.constraint ?? e.constraint ?? '';
  const field = constraint.includes('username') ? 'username' : constraint.includes('email') ? 'email' : 'cnic';
  const message = { username: accountTexts.usernameTaken, email: accountTexts.emailTaken, cnic: accountTexts.cnicTaken }[field];
  return conflict(message, { [field]: message });
}

/**
 * Creates an unverified account with its KYC images (private) and avatar (public), all or nothing:
 * on any failure no user row, no file row and no stored bytes remain.
 * Throws 400 with `fields` for bad input and 409 for a taken username, e-mail or CNIC.
 */
export async function registerUser(deps: UploadDeps, form: RegistrationForm): Promise<PublicUser> {
  const { data, errors } = await checkForm(form);
  if (data && !errors.password && isCommonPassword(data.password)) errors.password = accountTexts.passwordCommon;
  if (Object.keys(errors).length > 0 || !data) {
    const first = Object.values(errors)[0] ?? texts.required;
    throw badRequest(first, errors);
  }
  const taken = await duplicates(deps, data.username, data.email, data.cnic);
  if (Object.keys(taken).length > 0) throw conflict(Object.values(taken)[0], taken);

  // Decode and re-encode every image before the transaction, so it holds the connection only to write.
  const prepared: [RegistrationFileName, PreparedUpload][] = [];
  for (const { name } of registrationFiles) {
    const file = form.files[name];
    if (!file || file.data.length === 0) continue;
    try {
      const upload = await prepareUpload(deps, { purpose: name === 'img' ? 'avatar' : 'kyc', fileName: `${name}.img`, data: file.data });
      prepared.push([name, upload]);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 413) throw new AppError(413, 'TOO_LARGE', err.message, { [name]: err.message });
      // The image queue is full: the image is fine, the form may be sent again in a moment.
      if (err instanceof AppError && err.statusCode === 503) throw err;
      if (err instanceof AppError) throw badRequest(texts.selectImage, { [name]: texts.selectImage });
      throw err;
    }
  }
  const passwordHash = await hashPassword(data.password);

  const storedKeys: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
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
          skills: data.skills,
          payoneer: data.payoneer === 'yes',
          wise: data.wise === 'yes',
          bankIban: data.bankIban,
          easypaisaAccount: data.easypaisaAccount,
          isSeller: data.isSeller ?? false,
          isVerified: false,
          isAdmin: false,
        })
        .returning();
      const fileIds: Partial<Record<(typeof fileColumn)[RegistrationFileName], string>> = {};
      for (const [name, upload] of prepared) {
        const row = await saveFile(tx, deps.storage, { ownerId: user.id, ...upload });
        storedKeys.push(row.storageKey);
        fileIds[fileColumn[name]] = row.id;
      }
      const [withFiles] = await tx.update(users).set(fileIds).where(eq(users.id, user.id)).returning();
      await publish(tx, 'user.registered', { userId: user.id, username: user.username, bankIban: user.bankIban, easypaisaAccount: user.easypaisaAccount });
      return toPublicUser(withFiles);
    });
  } catch (err) {
    await Promise.all(storedKeys.map((key) => deps.storage.remove(key).catch(() => undefined)));
    throw uniqueViolation(err) ?? err;
  }
}
