import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { generatePassword } from '../lib/generate-password.js';
import type { Storage } from '../lib/storage.js';
import { saveFile } from '../modules/files/service.js';
import { createUser } from '../modules/users/service.js';
import * as images from './images.js';
import type { SeedAccount } from './index.js';

/**
 * Registered workers with complete KYC data, as the registration form creates them: most wait
 * in the admins' verification queue, two were verified earlier. Pure data; IBANs carry valid check digits.
 */
const applicants = [
  { username: 'usman_tariq', displayName: 'Usman Tariq', color: '#0369a1', daysAgo: 1, verified: false, city: 'Lahore', address: 'House 22, Block C, Johar Town, Lahore, Punjab', phone: '+92 301 4455667', birthdate: '1998-03-21', cnic: '35202-4455667-3', skills: ['Data Entry', 'Customer Chat Support'], payoneer: true, wise: true, bankIban: 'PK72HABB0012345678901234', easypaisaAccount: '03014455667', bankName: 'Demo Bank Limited', desc: 'Fast, careful typist; I can handle chat support in English and Urdu.' },
  { username: 'sana_javed', language: 'ur', displayName: 'Sana Javed', color: '#be185d', daysAgo: 2, verified: false, city: 'Islamabad', address: 'Street 31, Sector F-8/1, Islamabad', phone: '+92 333 9988776', birthdate: '2000-08-09', cnic: '61101-9988776-4', skills: ['Presentation Slides', 'Graphic Design'], payoneer: false, wise: true, bankIban: 'PK32UNIL0109000223344556', easypaisaAccount: '+923339988776', bankName: 'Demo Bank Limited', desc: 'Design student who makes clean slide decks and social posts.' },
  { username: 'kamran_ali', language: 'ur', displayName: 'Kamran Ali', color: '#4d7c0f', daysAgo: 3, verified: false, city: 'Karachi', address: 'Flat 12, Block 5, Clifton, Karachi, Sindh', phone: '+92 312 3344556', birthdate: '1993-12-30', cnic: '42201-3344556-5', skills: ['Paper Reviews', 'Data Entry'], payoneer: true, wise: false, bankIban: 'PK04ALFH0011001002003004', easypaisaAccount: 'PK38MUCB1234500000111222', bankName: 'Demo Bank Limited', desc: 'Former research assistant; I proofread and review papers thoroughly.' },
  { username: 'nadia_rehman', displayName: 'Nadia Rehman', color: '#7e22ce', daysAgo: 5, verified: false, city: 'Lahore', address: 'House 8, Street 4, Model Town, Lahore, Punjab', phone: '+92 321 7766554', birthdate: '1997-05-02', cnic: '35201-7766554-6', skills: ['Customer Chat Support'], payoneer: true, wise: true, bankIban: 'PK84BAHL0000000098765432', easypaisaAccount: '923217766554', bankName: 'Demo Bank Limited', desc: 'Patient and friendly; three years of call-centre experience.' },
  { username: 'imran_siddiqui', displayName: 'Imran Siddiqui', color: '#b91c1c', daysAgo: 18, verified: true, city: 'Karachi', address: 'House 40, Block 2, PECHS, Karachi, Sindh', phone: '+92 300 5566778', birthdate: '1991-10-14', cnic: '42301-5566778-7', skills: ['Data Entry', 'Presentation Slides', 'Paper Reviews'], payoneer: true, wise: false, bankIban: 'PK59NBPA0101010101010101', easypaisaAccount: '03005566778', bankName: 'Demo Bank Limited', desc: 'Accountant by day, reliable data-entry worker by evening.' },
  { username: 'zainab_hussain', displayName: 'Zainab Hussain', color: '#0f766e', daysAgo: 26, verified: true, city: 'Islamabad', address: 'House 5, Street 12, G-10/2, Islamabad', phone: '+92 345 2233445', birthdate: '1995-01-25', cnic: '61101-2233445-8', skills: ['Graphic Design', 'Presentation Slides'], payoneer: false, wise: true, bankIban: 'PK20MEZN0002100104567890', easypaisaAccount: '03452233445', bankName: 'Demo Bank Limited', desc: 'Graphic designer: infographics, slide decks and simple logos.' },
] as const;

export type SeedAccountsDeps = {
  db: Database;
  storage: Storage;
  now: Date;
  /** Storage keys written, so the caller can remove them if its transaction fails. */
  storedKeys: string[];
  /** The printed demo sign-ins; these accounts are appended. */
  accounts: SeedAccount[];
};

const DAY = 24 * 60 * 60 * 1000;

/** Creates the registered workers with their avatar and four KYC images; returns how many files it stored. */
export async function seedAccounts(deps: SeedAccountsDeps): Promise<number> {
  let stored = 0;
  const store = async (ownerId: string, purpose: 'avatar' | 'kyc', name: string, data: Buffer, jpeg: boolean) => {
    const visibility = purpose === 'avatar' ? 'public' : 'private';
    const row = await saveFile(deps.db, deps.storage, { ownerId, purpose, visibility, name: `${name}.${jpeg ? 'jpg' : 'webp'}`, mimeType: jpeg ? 'image/jpeg' : 'image/webp', data });
    deps.storedKeys.push(row.storageKey);
    stored++;
    return row.id;
  };

  for (const [i, a] of applicants.entries()) {
    const person: images.KycPerson = { name: a.displayName, cnic: a.cnic, birthdate: a.birthdate, address: a.address, iban: a.bankIban, bankName: a.bankName };
    const [avatar, front, back, selfie, bank] = await Promise.all([
      images.toWebp(images.avatarSvg(a.username, a.color)),
      images.toWebp(images.idCardFrontSvg(person)),
      images.toWebp(images.idCardBackSvg(person, 7000 + i)),
      images.toJpeg(images.selfieSvg(person)),
      images.toWebp(images.bankChequeSvg(person)),
    ]);
    const password = generatePassword();
    const createdAt = new Date(deps.now.getTime() - a.daysAgo * DAY - (i + 1) * 3_600_000);
    const user = await createUser(deps.db, {
      username: a.username,
      email: `${a.username}@example.com`,
      password,
      phone: a.phone,
      address: a.address,
      country: 'Pakistan',
      desc: a.desc,
      birthdate: a.birthdate,
      cnic: a.cnic,
      skills: [...a.skills],
      payoneer: a.payoneer,
      wise: a.wise,
      bankIban: a.bankIban,
      easypaisaAccount: a.easypaisaAccount,
      // The legal name and CNIC came with the documents at registration: verified, or waiting for an admin.
      legalName: a.displayName,
      idType: 'cnic',
      verificationState: a.verified ? 'verified' : 'pending',
      verificationSentAt: createdAt,
      termsAcceptedAt: createdAt,
      // Two of them read the product in Urdu (the demo's Urdu readers).
      language: 'language' in a ? a.language : 'en',
      createdAt,
      updatedAt: createdAt,
    });
    const fileIds = {
      imgFileId: await store(user.id, 'avatar', `${a.username}-avatar`, avatar, false),
      idCardFrontFileId: await store(user.id, 'kyc', `${a.username}-id-front`, front, false),
      idCardBackFileId: await store(user.id, 'kyc', `${a.username}-id-back`, back, false),
      liveSelfieFileId: await store(user.id, 'kyc', `${a.username}-selfie`, selfie, true),
      bankImgFileId: await store(user.id, 'kyc', `${a.username}-bank`, bank, false),
    };
    await deps.db.update(users).set(fileIds).where(eq(users.id, user.id));
    deps.accounts.push({ role: a.verified ? 'verified worker' : 'unverified user', username: a.username, password });
  }
  return stored;
}
