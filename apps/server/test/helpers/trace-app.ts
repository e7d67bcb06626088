import { Writable } from 'node:stream';
import { buildApp, logRedactPaths } from '../../src/app.js';
import type { TestContext } from './app.js';

/**
 * A second app on the test's database and storage that logs everything (trace level, with the
 * app's redaction) into `lines`: what a test reads to check that a secret never reaches the log.
 */
export async function appLoggingEverything(t: Pick<TestContext, 'config' | 'db' | 'storage'>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config: t.config, db: t.db, storage: t.storage, logger: { level: 'trace', stream, redact: logRedactPaths } });
  await app.ready();
  return { app, lines };
}
