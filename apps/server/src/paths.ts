import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the server package, found by walking up: the same from src/ (tsx, tests) and dist/ (bundle). */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@market/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @market/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = join(serverRoot, '..', '..');
export const migrationsDir = join(serverRoot, 'drizzle');
export const webDistDir = join(repoRoot, 'apps', 'web', 'dist');
export const webSsrDir = join(repoRoot, 'apps', 'web', 'dist-ssr');
