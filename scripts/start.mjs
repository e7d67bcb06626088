// `npm start`: builds what is missing or out of date, then runs the server in this process
// (so SIGTERM reaches it directly and in-flight requests can finish).
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => `${root}${path}`;
const shared = [at('packages/shared/src'), at('packages/shared/package.json')];

const webSources = [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/package.json'), ...shared];
if (isStale(at('apps/web/dist/index.html'), webSources)) {
  console.log('Building the web app...');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}
const serverSources = [at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/package.json'), ...shared];
if (isStale(at('apps/server/dist/server.js'), serverSources)) {
  execSync('npm run build -w apps/server', { cwd: root, stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import(at('apps/server/dist/server.js'));
