import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { internationalPhonePattern, supportDefaults, type SupportSettings } from '@market/shared';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-storage.js';
import { defaultSseMaxConnections } from './lib/open-file-limit.js';
import { repoRoot } from './paths.js';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_SESSION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  WEB_CONCURRENCY: z.coerce.number({ error: 'must be a number of processes' }).int('must be a whole number of processes').min(1).max(64).default(1),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, colons, underscores or hyphens').default('kaamkar:'),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000' }).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as eu-central-1 (or auto)').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool(false),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int('must be a whole number of milliseconds').min(0).max(3_600_000).default(30_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool(true),
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((o) => o.trim().replace(/\/$/, '')) : []))
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins like https://example.com' }))),
  TRUST_PROXY: bool(false),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(100).default(10),
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().min(1).max(100).default(40),
  IMAGE_MAX_FRAMES: z.coerce.number({ error: 'must be a number of frames' }).int('must be a whole number').min(1).max(100_000).default(200),
  // sharp stops a decode after whole seconds only.
  IMAGE_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be a whole number of seconds').min(1).max(3600).default(10),
  IMAGE_WORKERS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(64).optional(),
  IMAGE_QUEUE_LENGTH: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(10_000).default(20),
  IMAGE_QUEUE_PER_USER: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(10_000).default(4),
  STORAGE_QUOTA_MB: z.coerce.number({ error: 'must be a number of megabytes' }).min(0.01, 'must be at least 0.01 MB').max(10_000_000).default(500),
  STORAGE_QUOTA_UNVERIFIED_MB: z.coerce.number({ error: 'must be a number of megabytes' }).min(0.01, 'must be at least 0.01 MB').max(10_000_000).default(100),
  FILES_CLEANUP_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.05, 'must be at least 0.05 seconds').max(7 * 86400, 'must be at most a week').default(3600),
  FILES_ORPHAN_GRACE_HOURS: z.coerce.number({ error: 'must be a number of hours' }).min(0.01, 'must be at least 0.01 hours (36 seconds)').max(24 * 365).default(1),
  FILES_UNATTACHED_HOURS: z.coerce.number({ error: 'must be a number of hours' }).min(0.01, 'must be at least 0.01 hours (36 seconds)').max(24 * 365).default(24),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  SSE_MAX_CONNECTIONS: z.coerce.number({ error: 'must be a number of streams' }).int('must be a whole number of streams').min(1).max(1_000_000).optional(),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(1),
  JOBS_LEASE_SECONDS: z.coerce.number().min(0.5).max(86400).default(300),
  JOBS_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(86400).default(10),
  JOBS_REST_FACTOR: z.coerce.number({ error: 'must be a number' }).min(0).max(100).default(4),
  OUTBOX_RETENTION_HOURS: z.coerce.number().min(0.001).max(24 * 365).default(168),
  ORDER_AUTO_COMPLETE_HOURS: z.coerce.number({ error: 'must be a number of hours' }).min(0.0001, 'must be at least 0.0001 hours').max(24 * 365).default(72),
  ORDER_CANCELLATION_AUTO_ACCEPT_HOURS: z.coerce.number({ error: 'must be a number of hours' }).min(0.0001, 'must be at least 0.0001 hours').max(24 * 365).default(48),
  ORDER_LATE_CHECK_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.05, 'must be at least 0.05 seconds').max(86400).default(60),
  TASK_CLAIM_CHECK_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.05, 'must be at least 0.05 seconds').max(3600).default(30),
  PLATFORM_FEE_PERCENT: z.coerce.number({ error: 'must be a whole number of percent' }).int('must be a whole number of percent').min(0).max(100).default(20),
  EARNINGS_CLEARANCE_HOURS: z.coerce.number({ error: 'must be a number of hours' }).min(0.0001, 'must be at least 0.0001 hours').max(24 * 365).default(168),
  REGISTRATION_BONUS_PKR: z.coerce.number({ error: 'must be a whole number of rupees' }).int('must be a whole number of rupees').min(0).max(1_000_000).default(1000),
  PAYOUT_METHOD_LOCK_HOURS: z.coerce.number({ error: 'must be a number of hours' }).min(0).max(24 * 365).default(24),
  PAYOUT_SIMULATOR_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.01, 'must be at least 0.01 seconds').max(3600).default(3),
  PKR_PER_USD: z.coerce.number({ error: 'must be a number of rupees' }).min(1, 'must be at least 1').max(10_000, 'must be at most 10000').default(280),
  WALLET_SIMULATOR_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.01, 'must be at least 0.01 seconds').max(3600).default(5),
  PAYMENTS_RECONCILE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.05, 'must be at least 0.05 seconds').max(86400, 'must be at most 86400 seconds (a day)').default(60),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465' }).optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Kaamkar <no-reply@kaamkar.pk>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address such as support@example.com' }).default(supportDefaults.email),
  SUPPORT_PHONE: z.string().trim().regex(internationalPhonePattern, 'must be a phone number in international form such as +92 42 3520 0415').default(supportDefaults.phone),
  SUPPORT_WHATSAPP: z.string().trim().regex(internationalPhonePattern, 'must be a WhatsApp mobile number in international form such as +92 300 3520415').default(supportDefaults.whatsapp),
  SUPPORT_HOURS: z.string().trim().min(3, 'must say when support answers, such as "Monday to Saturday, 9:00 to 18:00 PKT"').max(120).default(supportDefaults.hours),
  MAIL_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MESSAGE_EMAIL_DELAY_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).min(0.001, 'must be at least 0.001 minutes').max(7 * 24 * 60).default(10),
  MESSAGE_EMAIL_CHECK_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.05, 'must be at least 0.05 seconds').max(86400).default(60),
  SITEMAP_URLS_PER_FILE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(50000, 'must be at most 50000 (the sitemap protocol\'s limit)').default(10000),
  PASSWORD_RESET_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).min(0.01, 'must be at least 0.01 minutes').max(7 * 24 * 60).default(30),
  EMAIL_VERIFICATION_HOURS: z.coerce.number({ error: 'must be a number of hours' }).min(0.001, 'must be at least 0.001 hours').max(24 * 365).default(48),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.stripe.com' }).optional(),
});

const stripeVariables = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

const s3Required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Stripe settings; present only when all three keys are set. */
export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address (a local fake in tests, stripe-mock); Stripe's own when unset. */
  apiUrl?: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** The same database without a transaction-mode pooler in between, for what holds a session (LISTEN, the migration lock); unset: DATABASE_URL. */
  databaseSessionUrl: string | null;
  /** App processes `npm start` runs on this machine (Node's cluster module; above 1 needs PostgreSQL). */
  webConcurrency: number;
  /** Longest a statement of the app's requests and jobs may run on PostgreSQL before it is cancelled (0: no limit). */
  databaseStatementTimeoutMs: number;
  /** Put before every Redis key, so deployments sharing one Redis keep apart. */
  redisKeyPrefix: string;
  /** Where file bytes live: this machine's DATA_DIR/uploads, or an S3 bucket (then `s3` holds its settings). */
  storage: 'local' | 's3';
  s3: S3Settings | null;
  /** Redis for rate limits and the login throttle shared by every process; unset: each process counts alone. */
  redisUrl: string | null;
  logLevel: string;
  seedDemo: boolean;
  publicOrigins: string[];
  trustProxy: boolean;
  cookieSecure: boolean;
  sessionTtlDays: number;
  uploadMaxBytes: number;
  imageMaxPixels: number;
  /** Most frames an animated GIF or WebP may have (read from the header, before decoding). */
  imageMaxFrames: number;
  /** Longest an image's decoding and re-encoding may take before it is refused. */
  imageTimeoutSeconds: number;
  /** Images processed at once by one process; the rest wait in a bounded, per-user fair line. */
  imageWorkers: number;
  /** Images that may wait for a worker; past this, uploads answer 503 "busy". */
  imageQueueLength: number;
  /** Images one user may have waiting; past this, their uploads answer 503 "busy". */
  imageQueuePerUser: number;
  /** Bytes of stored files a verified user may own (admins have no allowance). */
  storageQuotaBytes: number;
  /** The smaller allowance of users who are not verified. */
  storageQuotaUnverifiedBytes: number;
  /** How often the files cleanup runs. */
  filesCleanupSeconds: number;
  /** Age (by modification time) before stored bytes without a row, or a half-written upload, are removed. */
  filesOrphanGraceHours: number;
  /** Age before an upload that nothing ever attached is deleted. */
  filesUnattachedHours: number;
  shutdownTimeoutMs: number;
  /** Live event streams (GET /api/events) this process holds at once; past it new ones answer 503. */
  sseMaxConnections: number;
  /** How often the outbox dispatcher and the job runner look for work besides their wake-ups. */
  jobsPollSeconds: number;
  /** How long a process holds a claimed job or outbox batch before another may take it over. */
  jobsLeaseSeconds: number;
  /** The first retry's delay; each further retry waits four times longer (at most an hour). */
  jobsRetryBaseSeconds: number;
  /** While events or jobs back up, each round of work is followed by a rest this many times as long (0: none). */
  jobsRestFactor: number;
  /** How long dispatched domain events stay in the outbox. */
  outboxRetentionHours: number;
  /** How long after the last delivery an order nobody answers completes by itself. */
  orderAutoCompleteHours: number;
  /** How long a cancellation request waits for the other party before it is accepted by itself. */
  orderCancellationAutoAcceptHours: number;
  /** How often open orders are checked for passing their due time. */
  orderLateCheckSeconds: number;
  /** How often task-pool claims are checked for running out (their items go back to the pool). */
  taskClaimCheckSeconds: number;
  /** The platform's fee on each completed order, in whole percent of the price. */
  platformFeePercent: number;
  /** How long a completed order's earnings stay pending before the seller can withdraw them. */
  earningsClearanceHours: number;
  /** What a worker's first verification pays, in whole rupees. */
  registrationBonusPkr: number;
  /** How long payouts wait after a payout method is added. */
  payoutMethodLockHours: number;
  /** How long the built-in payout simulator takes to answer (its callback). */
  payoutSimulatorSeconds: number;
  /** The rupee rate's first value (rupees per US dollar), stored at the first start; admins change it afterwards. */
  pkrPerUsd: number;
  /** How long the built-in wallet simulator's account holder takes to approve a request to pay. */
  walletSimulatorSeconds: number;
  /** How often unpaid orders are checked against the processor, to settle intents whose confirmation never arrived. */
  paymentsReconcileSeconds: number;
  /** Where e-mail goes: an SMTP server, or (unset) .eml files in DATA_DIR/mail. */
  smtpUrl: string | null;
  /** The From of every e-mail. */
  mailFrom: string;
  /** How people reach support, shown on the pages and in every e-mail. */
  support: SupportSettings;
  /** Signs unsubscribe links; unset, a key made once and kept in the database. */
  mailSigningSecret: string | null;
  /** How long a message stays unread before its recipient gets an e-mail about it. */
  messageEmailDelayMinutes: number;
  /** How often unread messages are looked for that waited MESSAGE_EMAIL_DELAY_MINUTES. */
  messageEmailCheckSeconds: number;
  /** Addresses per sitemap file (sitemap.xml lists the files). */
  sitemapUrlsPerFile: number;
  /** How long a password reset link works. */
  passwordResetMinutes: number;
  /** How long an e-mail verification link works. */
  emailVerificationHours: number;
  /** The address e-mails link to: the first PUBLIC_ORIGIN, else this server's own. */
  appUrl: string;
  /** `stripe` when the Stripe keys are set, else the built-in test card processor. */
  paymentProvider: 'local' | 'stripe';
  stripe: StripeConfig | null;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value throws a ConfigError naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Half a Stripe setup would take real payments without a way to confirm them (or the reverse).
  const stripeSet = stripeVariables.filter((name) => e[name]);
  if (stripeSet.length > 0 && stripeSet.length < stripeVariables.length) {
    const missing = stripeVariables.filter((name) => !e[name]);
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: must be set too, since ${stripeSet.join(', ')} ${stripeSet.length === 1 ? 'is' : 'are'} set (Stripe needs all three; set none for the built-in test processor)`);
  }
  if (e.DATABASE_SESSION_URL && !e.DATABASE_URL) {
    throw new ConfigError(`Invalid configuration:\n  DATABASE_SESSION_URL: is set without DATABASE_URL (it is the session-mode address of that same database)`);
  }
  // An S3 storage needs all of its settings; a missing one is named rather than failing at the first upload.
  const s3Missing = e.STORAGE === 's3' ? s3Required.filter((name) => !e[name]) : [];
  if (s3Missing.length) {
    throw new ConfigError(`Invalid configuration:\n${s3Missing.map((name) => `  ${name}: must be set, since STORAGE is s3`).join('\n')}`);
  }
  // The embedded database lives in one process; several processes share a PostgreSQL server.
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(`Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database serves one process) (got ${JSON.stringify(env.WEB_CONCURRENCY)})`);
  }
  const stripe: StripeConfig | null =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
      : null;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseSessionUrl: e.DATABASE_SESSION_URL ?? null,
    webConcurrency: e.WEB_CONCURRENCY,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    storage: e.STORAGE,
    s3:
      e.STORAGE === 's3'
        ? { endpoint: e.S3_ENDPOINT ?? null, bucket: e.S3_BUCKET!, region: e.S3_REGION!, accessKeyId: e.S3_ACCESS_KEY_ID!, secretAccessKey: e.S3_SECRET_ACCESS_KEY!, forcePathStyle: e.S3_FORCE_PATH_STYLE }
        : null,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    publicOrigins: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : e.NODE_ENV === 'production',
    sessionTtlDays: e.SESSION_TTL_DAYS,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    imageMaxPixels: Math.round(e.IMAGE_MAX_MEGAPIXELS * 1_000_000),
    imageMaxFrames: e.IMAGE_MAX_FRAMES,
    imageTimeoutSeconds: e.IMAGE_TIMEOUT_SECONDS,
    // At most 3 by default: libuv's 4 threads, which run sharp, also write files and hash passwords.
    imageWorkers: e.IMAGE_WORKERS ?? Math.max(1, Math.min(availableParallelism(), 3)),
    imageQueueLength: e.IMAGE_QUEUE_LENGTH,
    imageQueuePerUser: e.IMAGE_QUEUE_PER_USER,
    storageQuotaBytes: Math.round(e.STORAGE_QUOTA_MB * 1024 * 1024),
    storageQuotaUnverifiedBytes: Math.round(e.STORAGE_QUOTA_UNVERIFIED_MB * 1024 * 1024),
    filesCleanupSeconds: e.FILES_CLEANUP_SECONDS,
    filesOrphanGraceHours: e.FILES_ORPHAN_GRACE_HOURS,
    filesUnattachedHours: e.FILES_UNATTACHED_HOURS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    sseMaxConnections: e.SSE_MAX_CONNECTIONS ?? defaultSseMaxConnections(),
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    jobsLeaseSeconds: e.JOBS_LEASE_SECONDS,
    jobsRetryBaseSeconds: e.JOBS_RETRY_BASE_SECONDS,
    jobsRestFactor: e.JOBS_REST_FACTOR,
    outboxRetentionHours: e.OUTBOX_RETENTION_HOURS,
    orderAutoCompleteHours: e.ORDER_AUTO_COMPLETE_HOURS,
    orderCancellationAutoAcceptHours: e.ORDER_CANCELLATION_AUTO_ACCEPT_HOURS,
    paymentsReconcileSeconds: e.PAYMENTS_RECONCILE_SECONDS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE, whatsapp: e.SUPPORT_WHATSAPP, hours: e.SUPPORT_HOURS },
    mailSigningSecret: e.MAIL_SIGNING_SECRET ?? null,
    messageEmailDelayMinutes: e.MESSAGE_EMAIL_DELAY_MINUTES,
    messageEmailCheckSeconds: e.MESSAGE_EMAIL_CHECK_SECONDS,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    passwordResetMinutes: e.PASSWORD_RESET_MINUTES,
    emailVerificationHours: e.EMAIL_VERIFICATION_HOURS,
    appUrl: e.PUBLIC_ORIGIN[0] ?? `http://${e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST}:${e.PORT}`,
    orderLateCheckSeconds: e.ORDER_LATE_CHECK_SECONDS,
    taskClaimCheckSeconds: e.TASK_CLAIM_CHECK_SECONDS,
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    earningsClearanceHours: e.EARNINGS_CLEARANCE_HOURS,
    registrationBonusPkr: e.REGISTRATION_BONUS_PKR,
    payoutMethodLockHours: e.PAYOUT_METHOD_LOCK_HOURS,
    payoutSimulatorSeconds: e.PAYOUT_SIMULATOR_SECONDS,
    pkrPerUsd: e.PKR_PER_USD,
    walletSimulatorSeconds: e.WALLET_SIMULATOR_SECONDS,
    paymentProvider: stripe ? 'stripe' : 'local',
    stripe,
  };
}
