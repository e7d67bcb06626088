import { resolve } from 'node:path';
import { z } from 'zod';
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
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
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
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  logLevel: string;
  seedDemo: boolean;
  publicOrigins: string[];
  trustProxy: boolean;
  cookieSecure: boolean;
  sessionTtlDays: number;
  uploadMaxBytes: number;
  imageMaxPixels: number;
  shutdownTimeoutMs: number;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    publicOrigins: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : e.NODE_ENV === 'production',
    sessionTtlDays: e.SESSION_TTL_DAYS,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    imageMaxPixels: Math.round(e.IMAGE_MAX_MEGAPIXELS * 1_000_000),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
