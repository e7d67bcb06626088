import { ConfigError, type Config } from '../config.js';
import { S3Storage } from './s3-storage.js';
import { LocalDiskStorage, uploadsDir, type Storage } from './storage.js';

/** The storage the configuration names: DATA_DIR/uploads, or the S3 bucket of STORAGE=s3. */
export function openStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(uploadsDir(config.dataDir));
}

/** Which S3 setting a failed bucket check points at, from the status or the network error. */
function blamedSetting(err: unknown, config: Config): string {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  const where = config.s3?.endpoint ?? `AWS (${config.s3?.region})`;
  if (status === 404) return `S3_BUCKET: no bucket ${JSON.stringify(config.s3?.bucket)} at ${where}`;
  if (status === 403 || status === 401) return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${where} refused them for bucket ${JSON.stringify(config.s3?.bucket)}`;
  if (status === 301 || status === 400) return `S3_REGION: bucket ${JSON.stringify(config.s3?.bucket)} is not in ${JSON.stringify(config.s3?.region)} (or S3_FORCE_PATH_STYLE is needed)`;
  return `S3_ENDPOINT: the storage at ${where} does not answer (${e.code ?? e.name ?? 'error'})`;
}

/**
 * At start: the storage answers and takes writes, or the start stops with a message naming the
 * setting to fix (a wrong bucket, keys or address would otherwise fail the first upload).
 */
export async function checkStorageAtStart(storage: Storage, config: Config): Promise<void> {
  try {
    await storage.check();
  } catch (err) {
    if (!config.s3) throw err;
    throw new ConfigError(`Invalid configuration:\n  ${blamedSetting(err, config)}`);
  }
}
