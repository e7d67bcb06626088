import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { repoRoot } from '../../src/paths.js';

/** Where test apps write their logs; scripts/check-test-logs.mjs reads every file in it. */
export const testLogDir = join(repoRoot, '.test-logs');

let count = 0;

/** A log file of its own for one test app (several test files run at once). */
export function testLogStream() {
  mkdirSync(testLogDir, { recursive: true });
  const stream = createWriteStream(join(testLogDir, `${process.pid}-${Date.now()}-${++count}.log`));
  return {
    write: (line: string) => stream.write(line),
    end: async () => {
      stream.end();
      await finished(stream);
    },
  };
}
