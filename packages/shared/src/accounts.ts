import { z } from 'zod';
import { schemaTexts } from './schema-texts.js';
import { pageSizes, sellerLimits, skillChoices } from './constants.js';
import { languages } from './i18n/languages.js';
import { requestTexts } from './request-texts.js';
import { privateUserSchema } from './schemas.js';
import { texts } from './texts.js';
import { verificationStates } from './verification-states.js';

/** Texts of the accounts feature that the spec leaves to us (SPEC 5 "Further registration rules: not shown"). */
export const accountTexts = {
  usernameFormat: 'Username must be 3 to 32 letters, digits, dots, dashes or underscores',
  passwordMax: 'Password must be at most 128 characters long',
  passwordCommon: 'This password is one of the most common ones, which are tried first when accounts are broken into. Choose another.',
  birthdateInvalid: 'Birthdate must be a valid date (YYYY-MM-DD)',
  birthdateFuture: 'Birthdate must be in the past',
  birthdateTooEarly: 'Birthdate must be in 1900 or later',
  tooYoung: 'You must be at least 18 years old',
  phoneFormat: 'Please enter a valid phone number',
  skillChoice: 'Choose skills from the list',
  yesNo: 'Choose Yes or No',
  ibanChecksum: 'This IBAN is not valid; please check the number',
  fileRequired: 'Please add this image',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this e-mail already exists.',
  cnicTaken: 'An account with this CNIC already exists.',
  registered: 'Your account was created. We will verify your documents shortly.',
  userUpdated: 'User updated successfully',
  userStatusUpdated: 'User status updated successfully',
  userUpdateFailed: 'An error occurred',
  userDeleted: 'User deleted successfully.',
  userDeleteFailed: 'There was an error deleting the user!',
  userDeleteConfirm: 'Are you sure you want to delete this user?',
  adminNotDeletable: 'Admin users cannot be deleted.',
  userNotFound: 'User not found',
  profileNotFound: 'Error : User not found',
  /** The same as every route's: requestTexts.fieldNotAllowed. */
  fieldNotAllowed: requestTexts.fieldNotAllowed,
  sendMultipart: 'Send the registration as multipart/form-data',
  fieldForbidden: 'You may not change this field',
  avatarNotYours: 'Upload the picture first, then choose it here',
  wrongPassword: 'The current password is not correct',
  passwordChanged: 'Password changed. Other sessions were signed out.',
  searchTooShort: 'Type at least 3 characters',
  sellerEnabled: 'You are now a seller.',
  legalNameRequired: 'Enter your full name as on your ID card',
  legalNameFormat: 'Enter your full name as on your ID card, in letters',
} as const;

export const cnicPattern = /^\d{5}-\d{7}-\d$/;
export const ibanPattern = /^PK\d{2}[A-Z0-9]{4}\d{16}$/;
export const pakistaniMobilePattern = /^(\+92|92|0)?3\d{9}$/;
export const usernamePattern = /^[A-Za-z0-9_.-]{3,32}$/;

/**
 * The one spelling of a username that lookups and login throttling compare: ASCII lower case. A
 * name outside the registration pattern (any non-ASCII letter, such as the Turkish dotted `İ`,
 * whose lower case differs between JavaScript and the database) belongs to nobody: null.
 */
export const usernameKey = (name: string): string | null => (usernamePattern.test(name) ? name.toLowerCase() : null);
export const passwordMaxLength = 128;
export const minimumAge = 18;

/** ISO 13616 check: move the first four characters to the end, letters to numbers, remainder mod 97 must be 1. */
export function ibanChecksumValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** Digits of a CNIC as typed, shown with dashes: "3520212345671" -> "35202-1234567-1" (capped at 13 digits). */
export function formatCnic(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 13);
  if (digits.length <= 5) return digits;
  if (digits.length <= 12) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  return `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`;
}

/** Whole years between a YYYY-MM-DD birthdate and today (UTC). */
export function ageOn(birthdate: string, today: Date = new Date()): number {
  const [y, m, d] = birthdate.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The first year a birthdate or a deadline may fall in. */
export const earliestYear = 1900;

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const required = (max: number) => z.string({ error: texts.required }).trim().min(1, texts.required).max(max);
// Spaces are how people write IBANs on paper; letters are compared in upper case.
const normalisedIban = z
  .string({ error: texts.required })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase());

export const ibanSchema = normalisedIban.pipe(
  z
    .string()
    .min(1, texts.required)
    .regex(ibanPattern, texts.ibanFormat)
    .refine(ibanChecksumValid, accountTexts.ibanChecksum),
);

export const easypaisaSchema = z
  .string({ error: texts.required })
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, texts.required)
      .refine((v) => (ibanPattern.test(v) && ibanChecksumValid(v)) || pakistaniMobilePattern.test(v), texts.easypaisaFormat),
  );

export const yesNoSchema = z.enum(['yes', 'no'], { error: accountTexts.yesNo });

/** The task skills a worker has: at least one, from the list, each once. */
export const skillsSchema = z
  .array(z.enum(skillChoices, { error: accountTexts.skillChoice }), { error: texts.skillsRequired })
  .min(1, texts.skillsMin)
  .max(skillChoices.length)
  .refine((list) => new Set(list).size === list.length, accountTexts.skillChoice);

export const birthdateSchema = z
  .string({ error: texts.birthdateRequired })
  .trim()
  .min(1, texts.birthdateRequired)
  .refine(isRealDate, accountTexts.birthdateInvalid)
  // The database's dates start at year 1 and no applicant was born before 1900.
  .refine((v) => !isRealDate(v) || Number(v.slice(0, 4)) >= earliestYear, accountTexts.birthdateTooEarly)
  .refine((v) => !isRealDate(v) || new Date(`${v}T00:00:00Z`).getTime() < Date.now(), accountTexts.birthdateFuture)
  .refine((v) => !isRealDate(v) || new Date(`${v}T00:00:00Z`).getTime() >= Date.now() || ageOn(v) >= minimumAge, accountTexts.tooYoung);

export const addressSchema = required(300);
export const phoneSchema = required(32).regex(/^\+?[0-9 ()-]{7,32}$/, accountTexts.phoneFormat);

/** The full name as on the identity document, letters of any script with spaces, dots, dashes and apostrophes. */
export const legalNameSchema = z
  .string({ error: accountTexts.legalNameRequired })
  .trim()
  .min(1, accountTexts.legalNameRequired)
  .max(100)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, accountTexts.legalNameFormat)
  .refine((v) => (v.match(/\p{L}/gu) ?? []).length >= 2, accountTexts.legalNameFormat);

/**
 * The text fields of POST /api/auth/register (SPEC 3 and 5). The browser form and the server
 * parse the same schema; the server receives the multipart strings, so `isSeller` also takes
 * 'true'/'false'.
 */
export const registrationSchema = z
  .object({
    username: required(32).regex(usernamePattern, accountTexts.usernameFormat),
    birthdate: birthdateSchema,
    email: z.string({ error: texts.invalidEmail }).trim().min(1, texts.invalidEmail).max(254).pipe(z.email(texts.invalidEmail)),
    password: z
      .string({ error: texts.required })
      .min(1, texts.required)
      .min(5, texts.passwordMin)
      .max(passwordMaxLength, accountTexts.passwordMax),
    phone: phoneSchema,
    address: addressSchema,
    cnic: z.string({ error: texts.cnicRequired }).trim().min(1, texts.cnicRequired).regex(cnicPattern, texts.cnicFormat),
    skills: skillsSchema,
    payoneer: yesNoSchema,
    wise: yesNoSchema,
    bankIban: ibanSchema,
    easypaisaAccount: easypaisaSchema,
    isSeller: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
    /** The web form asks for it; the API takes the spec's registration without it (asked before the first payout). */
    legalName: legalNameSchema.optional(),
  })
  .strict();
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The image parts of the registration request, in form order; the last three are required. */
export const registrationFiles = [
  { name: 'img', label: 'Profile Picture', required: false },
  { name: 'bankImg', label: 'Bank Image', required: false },
  { name: 'idCardFront', label: 'ID Card Front', required: true },
  { name: 'idCardBack', label: 'ID Card Back', required: true },
  { name: 'liveSelfie', label: 'Live Selfie', required: true },
] as const;
export type RegistrationFileName = (typeof registrationFiles)[number]['name'];

/** PUT /api/user/:id: the fields anyone may send; who may set which is decided by the server. */
export const userUpdateSchema = z
  .object({
    desc: z.string().trim().max(2000),
    /** Shown on the seller page; each trimmed, empty ones dropped. */
    languages: z
      .array(z.string().trim().max(sellerLimits.language, schemaTexts.atMostCharacters(sellerLimits.language)))
      .max(sellerLimits.languages, schemaTexts.atMostLanguages(sellerLimits.languages))
      .transform((list) => [...new Set(list.filter((l) => l !== ''))]),
    phone: phoneSchema,
    country: required(60),
    img: z.string().regex(/^\/api\/files\/[0-9a-f-]{36}$/, accountTexts.avatarNotYours),
    isSeller: z.literal(true, { error: schemaTexts.sellerCannotTurnOff }),
    isVerified: z.boolean(),
    language: z.enum(languages),
  })
  .partial()
  .strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Fields a user may change on their own record; admins may also set isVerified. */
export const selfEditableFields = ['desc', 'languages', 'phone', 'country', 'img', 'isSeller'] as const;
/** Fields that exist on a user but nobody changes through PUT /api/user/:id: 403, not 400. */
export const protectedUserFields = [
  'isAdmin',
  'username',
  'email',
  'password',
  'address',
  'birthdate',
  'cnic',
  'skills',
  'payoneer',
  'wise',
  'bankIban',
  'easypaisaAccount',
  'bankImg',
  'idCardFront',
  'idCardBack',
  'liveSelfie',
  '_id',
  'createdAt',
] as const;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: texts.required }).min(1, texts.required).max(256),
    newPassword: z
      .string({ error: texts.required })
      .min(1, texts.required)
      .min(5, texts.passwordMin)
      .max(passwordMaxLength, accountTexts.passwordMax),
  })
  .strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

const pageNumber = z.coerce.number().int().min(1).max(100_000);

/**
 * GET /api/user: the admin table (`page`, `limit`, optionally `search` in username or e-mail,
 * `state` and `verified`), or, with `search` alone, the task assignee search. Page and limit have
 * no defaults here, so the route can tell the two apart; the table's are 1 and the first page size.
 */
export const userListQuerySchema = z
  .object({
    page: pageNumber.optional(),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (pageSizes as readonly number[]).includes(n), schemaTexts.chooseOneOf(pageSizes.join(', ')))
      .optional(),
    verified: z.enum(['true', 'false']).optional(),
    state: z.enum(verificationStates).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * A row of the admin users table: who they are and how to reach them. Identity and payment details
 * (address, birthdate, CNIC, bank accounts, KYC images) are only in the full record, whose every
 * read by an admin is audited.
 */
export const userListItemSchema = privateUserSchema.pick({
  _id: true,
  username: true,
  img: true,
  isSeller: true,
  isAdmin: true,
  isVerified: true,
  email: true,
  phone: true,
  createdAt: true,
}).extend({ verification: z.object({ state: z.enum(verificationStates) }) });
export type UserListItem = z.infer<typeof userListItemSchema>;
export const userListSchema = z.object({ users: z.array(userListItemSchema), totalPages: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;

/** What the task assignee search needs of a user. */
export const userSearchResultSchema = z.object({ _id: z.string(), username: z.string(), email: z.string(), img: z.string() });
export const userSearchSchema = z.object({ users: z.array(userSearchResultSchema) });
export type UserSearch = z.infer<typeof userSearchSchema>;

export const auditActions = ['record', 'file'] as const;
export const auditEntrySchema = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), username: z.string() }).nullable(),
  action: z.enum(auditActions),
  /** For a file read: which image (idCardFront, idCardBack, liveSelfie, bankImg). */
  field: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

/** SPEC 9 timings of the accounts screens. */
export const accountTimings = {
  /** Registration, user update and delete toasts: bottom-right, 1.5 s. */
  toastMs: 1500,
  registrationRedirectMs: 3000,
  userUpdateRedirectMs: 1500,
} as const;
