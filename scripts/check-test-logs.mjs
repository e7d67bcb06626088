// After the server suite: no test app may have logged personal data or secrets. Every test app
// writes its log to .test-logs/ (apps/server/test/helpers/test-log.ts); the tests' users carry
// the markers below in their KYC fields and passwords. Exits 1 naming each line that holds one.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../.test-logs', import.meta.url));

const markers = [
  ['a password hash', /\$argon2/],
  ['an address of a test user', /Log marker lane|House \d+, Street \d+/],
  ['a CNIC', /\b\d{5}-\d{7}-\d\b/],
  ['an IBAN', /\bPK\d{2}[A-Z]{4}\d{16}\b/],
  ['a test password', /\bpass-[0-9a-f]{8}\b|secret-pass/],
  ['a failed query\'s parameters', /\bparams:/],
  ['an e-mailed link\'s token', /[?&]token=(?!\[hidden\])[A-Za-z0-9_-]{20,}/],
];

if (!existsSync(dir)) {
  console.log('check-test-logs: no test logs to check');
  process.exit(0);
}
let lines = 0;
const found = [];
for (const file of readdirSync(dir)) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    if (!line) continue;
    lines++;
    for (const [what, pattern] of markers) if (pattern.test(line)) found.push(`${file}: ${what}: ${line.slice(0, 400)}`);
  }
}
if (found.length > 0) {
  console.error(`check-test-logs: ${found.length} log lines hold personal data or secrets (logs kept in .test-logs/):`);
  for (const entry of found.slice(0, 20)) console.error(`  ${entry}`);
  process.exit(1);
}
console.log(`check-test-logs: ${lines} log lines of the server suite hold no personal data or secrets`);
rmSync(dir, { recursive: true, force: true });
