import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';

/** Every installed package's folder under a node_modules folder, scoped ones included, nested ones too. */
function packageFolders(modules: string): string[] {
  if (!existsSync(modules)) return [];
  const found: string[] = [];
  for (const name of readdirSync(modules)) {
    if (name.startsWith('.')) continue;
    const folders = name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => join(modules, name, inner)) : [join(modules, name)];
    for (const folder of folders) {
      if (!existsSync(join(folder, 'package.json'))) continue;
      found.push(folder, ...packageFolders(join(folder, 'node_modules')));
    }
  }
  return found;
}

describe('installed dependencies', () => {
  it('all accept the oldest Node the README and `engines` promise', () => {
    const promised = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const oldest = semver.minVersion(promised)!.version;
    const folders = [join(repoRoot, 'node_modules'), ...['apps/server', 'apps/web', 'packages/shared'].map((w) => join(repoRoot, w, 'node_modules'))].flatMap(packageFolders);
    expect(folders.length).toBeGreaterThan(300);
    const refusing = folders.flatMap((folder) => {
      const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string; version?: string; engines?: { node?: string } };
      const wanted = pkg.engines?.node;
      return wanted && semver.validRange(wanted) && !semver.satisfies(oldest, wanted) ? [`${pkg.name}@${pkg.version} wants node ${wanted}`] : [];
    });
    expect(refusing, `Node ${oldest}`).toEqual([]);
  });
});
