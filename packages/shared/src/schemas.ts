import { z } from 'zod';
import { schemaTexts } from './schema-texts.js';
import { passwordMinLength } from './constants.js';
import { texts } from './texts.js';
import { idTypes, verificationSchema } from './verification-states.js';
import { languages } from './i18n/languages.js';

/** The error body of every 4xx/5xx answer (DESIGN.md section 3). */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const idParamsSchema = z.object({ id: z.uuid() }).strict();

export const loginSchema = z
  .object({
    // A username, or the account's e-mail address.
    username: z.string().trim().min(1, texts.required).max(254),
    password: z.string().min(1, texts.required).min(passwordMinLength, texts.passwordMin).max(256),
  })
  .strict();
export type Login = z.infer<typeof loginSchema>;

/** What the browser keeps of the signed-in user (local storage key currentUser). */
export const authUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string(),
  isSeller: z.boolean(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The full user record: only for the user themself and admins. */
export const privateUserSchema = authUserSchema.extend({
  email: z.string(),
  /** Whether the user opened the link sent to `email` (changing the address asks again). */
  emailVerified: z.boolean(),
  phone: z.string(),
  country: z.string(),
  desc: z.string(),
  address: z.string(),
  birthdate: z.string().nullable(),
  cnic: z.string(),
  skills: z.array(z.string()),
  payoneer: z.boolean(),
  wise: z.boolean(),
  bankIban: z.string(),
  easypaisaAccount: z.string(),
  bankImg: z.string().nullable(),
  idCardFront: z.string().nullable(),
  idCardBack: z.string().nullable(),
  liveSelfie: z.string().nullable(),
  /** The full name as on the identity document: identity data (the owner and admins only, audited). */
  legalName: z.string(),
  /** The document shown: a CNIC (in `cnic`), or a passport or national ID (`idNumber`, `idCountry`); null before any was sent. */
  idType: z.enum(idTypes).nullable(),
  idNumber: z.string(),
  idCountry: z.string(),
  verification: verificationSchema,
  /** The language the product speaks to this user in (answers, pages, e-mails). */
  language: z.enum(languages),
  createdAt: z.string(),
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

/** What anyone may see of a user. */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string(),
  desc: z.string(),
  country: z.string(),
  isSeller: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageSchema = z.object({ message: z.string() });

export const contactSchema = z
  .object({
    name: z.string().trim().min(1, texts.required).max(120),
    email: z.string().trim().min(1, texts.required).max(254).pipe(z.email(texts.invalidEmail)),
    phone: z
      .string()
      .trim()
      .min(1, texts.required)
      .max(32)
      .regex(/^[+0-9 ()-]{5,32}$/, schemaTexts.phoneFormat),
    message: z.string().trim().min(1, texts.required).max(5000),
  })
  .strict();
export type Contact = z.infer<typeof contactSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime: z.number() });

/** GET /api/ready: each check of readiness (the database answers, every migration is applied, the file storage answers). */
export const readinessChecksSchema = z.object({
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  storage: z.enum(['ok', 'unreachable']),
});
export const readySchema = z.object({ status: z.literal('ready'), checks: readinessChecksSchema });
export const notReadySchema = errorSchema.extend({ checks: readinessChecksSchema });
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

export const uploadedFileSchema = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
