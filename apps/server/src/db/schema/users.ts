import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IdType, Language, VerificationDocument, VerificationState } from '@market/shared';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { files } from './files.js';

const fileRef = (name: string) => uuid(name).references(() => files.id, { onDelete: 'set null' });

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    // Set when the user opens the link mailed to `email`; a new address clears it.
    emailVerified: boolean('email_verified').notNull().default(false),
    // The address the user last proved (a link opened from its inbox): security mail goes there
    // while a newer `email` waits for its verification. Null until one was verified.
    verifiedEmail: text('verified_email'),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default('Pakistan'),
    desc: text('desc').notNull().default(''),
    // Languages the user speaks, shown on their public seller page.
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    birthdate: date('birthdate', { mode: 'string' }),
    cnic: text('cnic').notNull().default(''),
    // The full name as on the identity document (identity data; payout titles are compared with it).
    legalName: text('legal_name').notNull().default(''),
    // The document shown: a CNIC (in cnic), or abroad a passport or national ID (id_number, id_country). Null: none sent.
    idType: text('id_type').$type<IdType>(),
    idNumber: text('id_number').notNull().default(''),
    idCountry: text('id_country').notNull().default(''),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    payoneer: boolean('payoneer').notNull().default(false),
    wise: boolean('wise').notNull().default(false),
    bankIban: text('bank_iban').notNull().default(''),
    easypaisaAccount: text('easypaisa_account').notNull().default(''),
    imgFileId: fileRef('img_file_id'),
    bankImgFileId: fileRef('bank_img_file_id'),
    idCardFrontFileId: fileRef('id_card_front_file_id'),
    idCardBackFileId: fileRef('id_card_back_file_id'),
    liveSelfieFileId: fileRef('live_selfie_file_id'),
    isSeller: boolean('is_seller').notNull().default(false),
    // Kept equal to verification_state = 'verified' (a check constraint): the session and other
    // modules read this flag; the users module moves the state.
    isVerified: boolean('is_verified').notNull().default(false),
    verificationState: text('verification_state').$type<VerificationState>().notNull().default('none'),
    // The admin's reason when asking for a change or rejecting, and the document concerned.
    verificationReason: text('verification_reason'),
    verificationDocument: text('verification_document').$type<VerificationDocument>(),
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true, mode: 'date' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    // The language the user reads the product in: the server answers, renders and e-mails in it.
    language: text('language').$type<Language>().notNull().default('en'),
    isAdmin: boolean('is_admin').notNull().default(false),
    // The seller's figures on the gig page, kept by statement triggers on gigs and orders
    // (migration 0005) so that page reads one row, however many gigs and orders a seller has.
    gigCount: integer('gig_count').notNull().default(0),
    gigTotalStars: integer('gig_total_stars').notNull().default(0),
    gigStarNumber: integer('gig_star_number').notNull().default(0),
    paidOrders: integer('paid_orders').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames and e-mails are unique regardless of case: 'Ali' and 'ali' are one person.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_cnic_idx').on(t.cnic).where(sql`${t.cnic} <> ''`),
    // One account per passport or foreign ID card.
    uniqueIndex('users_id_document_idx').on(t.idType, t.idCountry, t.idNumber).where(sql`${t.idNumber} <> ''`),
    // The admin users table filtered by verification state, newest first.
    index('users_state_created_idx').on(t.verificationState, t.createdAt, t.id),
    // The admin users table searched by any part of a username or e-mail (ILIKE '%text%'): trigram indexes.
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_verification_state_check', sql`${t.verificationState} in ('none', 'pending', 'changes_requested', 'verified', 'rejected')`),
    check('users_verified_is_state_check', sql`${t.isVerified} = (${t.verificationState} = 'verified')`),
    check('users_language_check', sql`${t.language} in ('en', 'ur')`),
    check('users_id_type_check', sql`${t.idType} in ('cnic', 'passport', 'nationalId')`),
    // Admin users table: newest first, keyed by id for stable pages.
    index('users_created_idx').on(t.createdAt, t.id),
    // The verification queue: the admin table filtered by isVerified, newest first.
    index('users_verified_created_idx').on(t.isVerified, t.createdAt, t.id),
    // The gig list's seller-rating filter: the rated sellers by their average stars.
    index('users_seller_rating_idx')
      .on(sql`(${t.gigTotalStars}::float8 / ${t.gigStarNumber})`)
      .where(sql`${t.gigStarNumber} > 0`),
    // The sitemap's sellers: those with gigs, in id order.
    index('users_public_sellers_idx').on(t.id).where(sql`${t.isSeller} and ${t.gigCount} > 0`),
  ],
);
