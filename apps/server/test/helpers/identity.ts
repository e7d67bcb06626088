import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../src/db/client.js';
import { users } from '../../src/db/schema/users.js';
import type { Storage } from '../../src/lib/storage.js';
import { saveFile } from '../../src/modules/files/service.js';
import type { App } from '../../src/types.js';
import { multipart, type FilePart } from './uploads.js';

let pictures: Promise<{ png: Buffer; jpeg: Buffer }> | undefined;
/** Small real images (a PNG card, a JPEG selfie), made once per test file. */
export const identityPictures = () =>
  (pictures ??= (async () => ({
    png: await sharp({ create: { width: 80, height: 50, channels: 3, background: '#3366aa' } }).png().toBuffer(),
    jpeg: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa6633' } }).jpeg().toBuffer(),
  }))());

let serial = 0;
/** The text fields of a valid verification with a CNIC; every call gets its own CNIC. */
export function verificationFields(): Record<string, string | string[]> {
  serial += 1;
  const n = String(serial).padStart(7, '0');
  return {
    legalName: 'Ayesha Khan',
    idType: 'cnic',
    cnic: `42101-${n}-${(serial + Date.now()) % 10}`,
    birthdate: '1994-02-11',
    phone: '+92 300 7654321',
    address: 'House 3, Street 9, Karachi',
    skills: ['Data Entry'],
    payoneer: 'no',
    wise: 'yes',
    bankIban: 'PK36SCBL0000001123456702',
    easypaisaAccount: '03007654321',
  };
}

/** The four pictures of a verification (front, back, selfie, bank image). */
export async function verificationPictures(): Promise<Record<string, FilePart>> {
  const { png, jpeg } = await identityPictures();
  return {
    idCardFront: { data: png, filename: 'front.png', type: 'image/png' },
    idCardBack: { data: png, filename: 'back.png', type: 'image/png' },
    liveSelfie: { data: jpeg, filename: 'selfie.jpg', type: 'image/jpeg' },
    bankImg: { data: png, filename: 'bank.png', type: 'image/png' },
  };
}

/** POST /api/user/verification as the cookie's user, with these fields and pictures (undefined leaves one out). */
export async function sendDocuments(app: App, cookie: string, fields: Record<string, string | string[] | undefined>, files: Record<string, FilePart | undefined>) {
  const parts: [string, string | FilePart][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push([name, v]);
  }
  for (const [name, file] of Object.entries(files)) if (file) parts.push([name, file]);
  const body = await multipart(parts);
  return app.inject({ method: 'POST', url: '/api/user/verification', payload: body.payload, headers: { ...body.headers, cookie } });
}

/** Sends a complete, valid verification and throws unless it was taken (the account is then `pending`). */
export async function sendValidDocuments(app: App, cookie: string, fields: Record<string, string | string[] | undefined> = {}) {
  const res = await sendDocuments(app, cookie, { ...verificationFields(), ...fields }, await verificationPictures());
  if (res.statusCode !== 200) throw new Error(`sending documents failed: ${res.statusCode} ${res.body}`);
  return res.json() as { message: string; verification: { state: string } };
}

const sharedPictures = new WeakMap<Database, Promise<string>>();
let cnicSerial = 0;

/**
 * Gives an account that sent nothing the documents an admin verifies (a CNIC, a legal name and
 * the three pictures, one stored image shared by every such account of the database) and makes it
 * wait for review: a factory for tests about what verification unlocks, not about sending documents.
 */
export async function awaitingReview(db: Database, storage: Storage, userId: string) {
  const [row] = await db.select({ state: users.verificationState }).from(users).where(eq(users.id, userId));
  if (row?.state === 'pending' || row?.state === 'verified') return;
  let picture = sharedPictures.get(db);
  if (!picture) {
    const { png } = await identityPictures();
    picture = saveFile(db, storage, { ownerId: null, purpose: 'kyc', visibility: 'private', name: 'card.png', mimeType: 'image/png', data: png }).then((f) => f.id);
    sharedPictures.set(db, picture);
  }
  const fileId = await picture;
  cnicSerial += 1;
  const cnic = `37405-${String(cnicSerial).padStart(7, '0')}-${Date.now() % 10}`;
  await db
    .update(users)
    .set({ verificationState: 'pending', idType: 'cnic', cnic, legalName: 'Test Worker', idCardFrontFileId: fileId, idCardBackFileId: fileId, liveSelfieFileId: fileId })
    .where(eq(users.id, userId));
}

/** The identity columns of an account that never sent documents (a buyer): every one empty. */
export const noIdentityData = {
  cnic: '',
  birthdate: null,
  address: '',
  bankIban: '',
  easypaisaAccount: '',
  legalName: '',
  idType: null,
  idNumber: '',
  idCountry: '',
  idCardFrontFileId: null,
  idCardBackFileId: null,
  liveSelfieFileId: null,
  bankImgFileId: null,
} as const;
