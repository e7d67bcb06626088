import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { z } from 'zod';
import { isWriteInProgress } from '../lib/storage.js';
import { CliError } from './common.js';

/**
 * What a backup folder holds: the database (a PGlite snapshot or a pg_dump archive), the uploaded
 * files under uploads/, and backup.json, written last, so a folder without it is an unfinished backup.
 */

export const manifestName = 'backup.json';
export const uploadsFolder = 'uploads';
export const databaseFiles = { embedded: 'database.tar.gz', postgresql: 'database.pgdump' } as const;

const manifestSchema = z.object({
  format: z.literal(1),
  database: z.enum(['embedded', 'postgresql']),
  createdAt: z.string(),
  files: z.number().int().min(0),
  fileBytes: z.number().int().min(0),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileSync(join(dir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The backup's description; a CliError when the folder is no complete backup. */
export function readManifest(dir: string): Manifest {
  const path = join(dir, manifestName);
  if (!existsSync(path))
    throw new CliError(`${dir} is not a complete backup: it has no ${manifestName} (written last by npm run backup; a backup that failed or is still running has none).`);
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new CliError(`${path} is not a backup description this version reads.`);
  if (!existsSync(join(dir, databaseFiles[parsed.data.database]))) throw new CliError(`${dir} is not a complete backup: ${databaseFiles[parsed.data.database]} is missing.`);
  return parsed.data;
}

export const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** True when `inner` is `outer` or a folder below it. */
export const isInside = (inner: string, outer: string) => {
  const path = relative(outer, inner);
  return path === '' || (!path.startsWith('..') && !path.startsWith(sep));
};

/** Moves folders that would be replaced to `<name>.replaced-<time>` beside them; returns the new paths. */
export function moveAside(dirs: string[]): string[] {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return dirs.map((dir) => {
    const aside = `${dir}.replaced-${stamp}`;
    renameSync(dir, aside);
    return aside;
  });
}

/**
 * Copies the files under `from` to `to` (created). A file removed while the copy runs (deleted in
 * the app meanwhile) is skipped; returns how many files and bytes were copied.
 */
export async function copyFiles(from: string, to: string): Promise<{ files: number; bytes: number }> {
  mkdirSync(to, { recursive: true });
  const total = { files: 0, bytes: 0 };
  if (!existsSync(from)) return total;
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const source = join(dir, entry.name);
      if (entry.isDirectory()) await walk(source);
      if (!entry.isFile() || isWriteInProgress(entry.name)) continue;
      const target = join(to, relative(from, source));
      await mkdir(dirname(target), { recursive: true });
      try {
        await copyFile(source, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      total.files++;
      total.bytes += (await stat(target)).size;
    }
  };
  await walk(from);
  return total;
}
