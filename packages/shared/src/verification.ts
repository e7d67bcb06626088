import { z } from 'zod';
import {
  accountTexts,
  birthdateSchema,
  cnicPattern,
  easypaisaSchema,
  ibanSchema,
  legalNameSchema,
  passwordMaxLength,
  phoneSchema,
  skillsSchema,
  yesNoSchema,
  addressSchema,
  usernamePattern,
} from './accounts.js';
import { isCountry } from './countries.js';
import { texts } from './texts.js';
import { idTypes, verificationDocuments, type IdType, type VerificationDocument } from './verification-states.js';

export * from './verification-states.js';

export const verificationTexts = {
  idTypeChoice: 'Choose the document you will show',
  idNumberRequired: 'Enter the number as printed on your document',
  idNumberFormat: 'Enter the number as printed on your document: 5 to 20 letters and digits',
  idCountryRequired: 'Choose the country that issued the document',
  idNumberTaken: 'An account with this document number already exists.',
  countryRequired: 'Choose your country',
  termsRequired: 'Please accept the terms of service and the privacy policy',
  kindRequired: "Send kind: 'buyer' as JSON, or the earner's registration as multipart/form-data",
  sent: 'Thank you. Your documents were sent; an admin will review them within one to two working days.',
  alreadyVerified: 'Your account is already verified.',
  alreadyPending: 'Your documents are already waiting for review. You can send them again once an admin has answered.',
  adminNotVerifiable: 'Admin accounts are not verified through documents.',
  newDocumentRequired: 'Please send a new picture here: the admin asked for it again',
  decisionNotPending: 'Only an account whose documents wait for review can be decided on.',
  decisionNoDocuments: 'This account has not sent its identity documents: there is nothing to verify.',
  reasonRequired: 'Say why, so the user knows what to do',
  documentRequired: 'Choose the document to send again',
  decided: {
    verified: 'The account is verified.',
    changes_requested: 'The user was asked to send the document again.',
    rejected: 'The verification was rejected.',
  },
  legalNameSaved: 'Your legal name was saved.',
  legalNameLocked: 'Your legal name can only change through a new verification.',
  /** What each document is called where a user or an admin reads about it. */
  documentLabels: {
    legalName: 'Full name as on the ID card',
    idNumber: 'ID number',
    idCardFront: 'ID card or passport picture',
    idCardBack: 'ID card back',
    liveSelfie: 'Live selfie',
    bankImg: 'Bank image',
    payoutDetails: 'Payout details',
  } satisfies Record<VerificationDocument, string>,
} as const;

export const countrySchema = z
  .string({ error: verificationTexts.countryRequired })
  .trim()
  .refine(isCountry, verificationTexts.countryRequired);

const emailSchema = z.string({ error: texts.invalidEmail }).trim().min(1, texts.invalidEmail).max(254).pipe(z.email(texts.invalidEmail));
const passwordSchema = z
  .string({ error: texts.required })
  .min(1, texts.required)
  .min(5, texts.passwordMin)
  .max(passwordMaxLength, accountTexts.passwordMax);

/**
 * POST /api/auth/register as JSON: a buyer joins with four fields and the accepted terms. No
 * identity data is asked for or stored; documents can be sent later from /verification.
 */
export const buyerRegistrationSchema = z
  .object({
    kind: z.literal('buyer', { error: verificationTexts.kindRequired }),
    username: z.string({ error: texts.required }).trim().min(1, texts.required).max(32).regex(usernamePattern, accountTexts.usernameFormat),
    email: emailSchema,
    password: passwordSchema,
    country: countrySchema,
    acceptedTerms: z.literal(true, { error: verificationTexts.termsRequired }),
  })
  .strict();
export type BuyerRegistrationInput = z.input<typeof buyerRegistrationSchema>;
export type BuyerRegistration = z.output<typeof buyerRegistrationSchema>;

// Passport and foreign ID numbers as printed, spaces and dashes dropped, letters in upper case.
const documentNumber = z
  .string()
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, verificationTexts.idNumberFormat));

const optionalText = z.string().optional();

/**
 * The text fields of POST /api/user/verification (multipart): the earner's identity and payout
 * details with the same rules and texts as the registration, plus the legal name and, outside
 * Pakistan, a passport or national ID number with its country. A CNIC holder gives the IBAN and
 * Easypaisa account; someone abroad may (they can add a Payoneer or Wise method on the earnings page).
 */
export const verificationFormSchema = z
  .object({
    legalName: legalNameSchema,
    idType: z.enum(idTypes, { error: verificationTexts.idTypeChoice }),
    cnic: optionalText,
    idNumber: optionalText,
    idCountry: optionalText,
    birthdate: birthdateSchema,
    phone: phoneSchema,
    address: addressSchema,
    skills: skillsSchema,
    payoneer: yesNoSchema,
    wise: yesNoSchema,
    bankIban: optionalText,
    easypaisaAccount: optionalText,
  })
  .strict()
  .transform((form, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const pakistani = form.idType === 'cnic';
    const cnic = (form.cnic ?? '').trim();
    if (pakistani && cnic === '') return fail('cnic', texts.cnicRequired);
    if (pakistani && !cnicPattern.test(cnic)) return fail('cnic', texts.cnicFormat);
    let idNumber = '';
    let idCountry = '';
    if (!pakistani) {
      if ((form.idNumber ?? '').trim() === '') return fail('idNumber', verificationTexts.idNumberRequired);
      const number = documentNumber.safeParse(form.idNumber);
      if (!number.success) return fail('idNumber', verificationTexts.idNumberFormat);
      idNumber = number.data;
      idCountry = (form.idCountry ?? '').trim();
      if (!isCountry(idCountry)) return fail('idCountry', verificationTexts.idCountryRequired);
    }
    // Payout accounts: required with a CNIC (the registration's rule), checked whenever given.
    const payout = (name: 'bankIban' | 'easypaisaAccount', schema: typeof ibanSchema | typeof easypaisaSchema) => {
      const value = (form[name] ?? '').trim();
      if (value === '' && !pakistani) return '';
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : fail(name, parsed.error.issues[0]?.message ?? texts.required);
    };
    const bankIban = payout('bankIban', ibanSchema);
    const easypaisaAccount = payout('easypaisaAccount', easypaisaSchema);
    return { ...form, cnic: pakistani ? cnic : '', idNumber, idCountry, bankIban, easypaisaAccount };
  });
export type VerificationFormInput = z.input<typeof verificationFormSchema>;
export type VerificationForm = z.output<typeof verificationFormSchema>;

/** The pictures of POST /api/user/verification; the back of the card is not asked of a passport. */
export const verificationFiles = [
  { name: 'idCardFront', required: true },
  { name: 'idCardBack', required: true },
  { name: 'liveSelfie', required: true },
  { name: 'bankImg', required: false },
] as const;
export type VerificationFileName = (typeof verificationFiles)[number]['name'];
export const isFileRequired = (name: VerificationFileName, idType: IdType) => name !== 'bankImg' && !(name === 'idCardBack' && idType === 'passport');

/** POST /api/user/:id/verification: the admin's decision on a pending record. */
export const verificationDecisionSchema = z
  .object({
    decision: z.enum(['verified', 'changes_requested', 'rejected']),
    document: z.enum(verificationDocuments).optional(),
    reason: z.string().trim().max(1000).optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.decision === 'changes_requested' && !d.document) ctx.addIssue({ code: 'custom', path: ['document'], message: verificationTexts.documentRequired });
    if (d.decision !== 'verified' && !d.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: verificationTexts.reasonRequired });
  });
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;

/** PUT /api/user/legal-name: the owner's legal name, once, for an account registered without it (asked before the first payout). */
export const legalNameUpdateSchema = z.object({ legalName: legalNameSchema }).strict();

/**
 * Whether a payout method's account title is the legal name: case, spaces and punctuation aside.
 * Names differ in their order on some documents, so the same words in any order match too.
 */
export function titleMatchesLegalName(accountTitle: string, legalName: string): boolean {
  const words = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]+/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .sort()
      .join(' ');
  return legalName.trim() !== '' && words(accountTitle) === words(legalName);
}

