import { parseArgs } from 'node:util';
import { buffer } from 'node:stream/consumers';
import { S3Storage } from '../lib/s3-storage.js';
import { LocalDiskStorage, uploadsDir, type Storage } from '../lib/storage.js';
import { CliError, consoleIO, isEntry, messageOf, readConfig, reportingErrors, runAsScript, type CliIO } from './common.js';

/**
 * `npm run storage:migrate -- --to s3` copies every stored file from DATA_DIR/uploads to the S3
 * bucket of the S3_* settings; `--to local` copies the bucket's back. Keys stay the same, so the
 * database needs no change: set STORAGE to the new place and restart. Files already at the target
 * are skipped, so a run that stopped can be run again; nothing is deleted at the source.
 */

export const usage = 'Usage: npm run storage:migrate -- --to s3|local';

export function parseStorageMigrateArgs(argv: string[]): { to: 's3' | 'local' } {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { to: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (err) {
    throw new CliError(`${messageOf(err)}\n${usage}`);
  }
  if (values.to !== 's3' && values.to !== 'local') throw new CliError(`The --to option must be s3 or local.\n${usage}`);
  return { to: values.to };
}

/** Copies what `from` holds and `to` lacks, one file at a time; returns how many were copied and skipped. */
export async function copyStoredFiles(from: Storage, to: Storage, io: CliIO): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for await (const entry of from.list()) {
    // What a crash left half-written at the source is not a file.
    if (entry.interrupted) continue;
    if (await to.exists(entry.key)) {
      skipped++;
      continue;
    }
    const stream = await from.get(entry.key);
    if (!stream) continue;
    await to.put(entry.key, await buffer(stream));
    copied++;
    if (copied % 500 === 0) io.out(`  ${copied} files copied...`);
  }
  return { copied, skipped };
}

export async function storageMigrateCommand(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIO = consoleIO): Promise<number> {
  return reportingErrors(io, async () => {
    const { to } = parseStorageMigrateArgs(argv);
    // The bucket's settings are needed whichever way the files go.
    const config = readConfig({ ...env, STORAGE: 's3' });
    const local = new LocalDiskStorage(uploadsDir(config.dataDir));
    const bucket = new S3Storage(config.s3!);
    try {
      await bucket.check().catch((err: unknown) => {
        throw new CliError(`The bucket ${JSON.stringify(config.s3!.bucket)} does not answer: ${messageOf(err)}`);
      });
      const [from, target, names] = to === 's3' ? [local, bucket, [uploadsDir(config.dataDir), `bucket ${config.s3!.bucket}`]] : [bucket, local, [`bucket ${config.s3!.bucket}`, uploadsDir(config.dataDir)]];
      io.out(`Copying stored files from ${names[0]} to ${names[1]}...`);
      const { copied, skipped } = await copyStoredFiles(from, target, io);
      io.out(`Done: ${copied} files copied, ${skipped} already there. Set STORAGE=${to} and restart the app; the source is left as it was.`);
      return 0;
    } finally {
      bucket.close();
    }
  });
}

if (isEntry(import.meta.url)) runAsScript(() => storageMigrateCommand(process.argv.slice(2)));
