// Bundles the server into dist/server.js. Only the workspace package (TypeScript source)
// is bundled in; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const external = [
  ...Object.keys(pkg('./package.json').dependencies ?? {}),
  ...Object.keys(pkg('../../packages/shared/package.json').dependencies ?? {}),
].filter((name) => name !== '@market/shared');

await build({
  entryPoints: { server: 'src/server.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
