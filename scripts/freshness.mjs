import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of any file below the given paths (files or folders). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist') visit(join(path, name));
    } else newest = Math.max(newest, info.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** True when the output is missing or older than any of its sources. */
export function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}
