import sharp from 'sharp';
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
