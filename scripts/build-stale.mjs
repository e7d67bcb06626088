// What `npm start` builds before it serves: the web app and the server, each when missing or older
// than its sources. The tests that start the app as `npm start` does build through it too.
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => `${root}${path}`;
const shared = [at('packages/shared/src'), at('packages/shared/package.json')];

/** Builds what is stale; `quiet` keeps the builders' output off this process's terminal. */
export function buildWhatIsStale({ quiet = false } = {}) {
  const stdio = quiet ? 'ignore' : 'inherit';
  const webSources = [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/index-ur.html'), at('apps/web/scripts'), at('apps/web/vite.config.ts'), at('apps/web/package.json'), ...shared];
  if (isStale(at('apps/web/dist/index.html'), webSources)) {
    if (!quiet) console.log('Building the web app...');
    execSync('npm run build -w apps/web', { cwd: root, stdio });
  }
  const serverSources = [at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/package.json'), ...shared];
  if (isStale(at('apps/server/dist/server.js'), serverSources)) execSync('npm run build -w apps/server', { cwd: root, stdio });
}
