import { z } from 'zod';

/**
 * Where an account's identity check stands. `none`: nothing sent (a buyer, or a seller who has not
 * started); `pending`: sent, waiting for an admin; `changes_requested`: an admin asked for one
 * document again; `verified`; `rejected`. Only `verified` may withdraw and take tasks.
 */
export const verificationStates = ['none', 'pending', 'changes_requested', 'verified', 'rejected'] as const;
export type VerificationState = (typeof verificationStates)[number];

/** What an admin may ask to have sent again: one of the identity fields or pictures. */
export const verificationDocuments = ['legalName', 'idNumber', 'idCardFront', 'idCardBack', 'liveSelfie', 'bankImg', 'payoutDetails'] as const;
export type VerificationDocument = (typeof verificationDocuments)[number];

/** The identity document a person shows: a Pakistani CNIC, or abroad a passport or a national ID card. */
export const idTypes = ['cnic', 'passport', 'nationalId'] as const;
export type IdType = (typeof idTypes)[number];

/** How an account's verification stands, as GET /api/user/:id answers it beside `isVerified`. */
export const verificationSchema = z.object({
  state: z.enum(verificationStates),
  /** The admin's reason (changes requested or rejected). */
  reason: z.string().optional(),
  /** The document the admin asked for again (changes requested). */
  document: z.enum(verificationDocuments).optional(),
});
export type Verification = z.infer<typeof verificationSchema>;

