// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173), which proxies /api.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => spawn('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } });
const children = [run(['tsx', 'watch', 'apps/server/src/server.ts']), run(['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'])];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
