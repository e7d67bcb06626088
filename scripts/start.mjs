// `npm start`: builds what is missing or out of date, then runs the server in this process
// (so SIGTERM reaches it directly and in-flight requests can finish). package.json runs it with
// `exec`, so npm's shell gives way to it and the signals npm forwards reach the server; a process
// manager runs `node --max-semi-space-size=32 scripts/start.mjs` itself (docs/operations.md).
import { fileURLToPath } from 'node:url';
import { buildWhatIsStale } from './build-stale.mjs';

buildWhatIsStale();
process.env.NODE_ENV ??= 'production';
await import(fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url)));
