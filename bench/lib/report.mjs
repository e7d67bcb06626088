// The printed table and the JSON file of a run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pad = (v, n, left = false) => (left ? String(v).padEnd(n) : String(v).padStart(n));

// The app's CPU microseconds per request, then the ceiling's ("98/79"); '-' where /proc gave none.
const cpuPair = (app, ceiling) => (app === null || app === undefined ? '-' : `${app}/${ceiling ?? '-'}`);

export function printTable(rows) {
  const head = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling req/s', 'p50', 'p99', 'errors', 'app/ceiling', 'p99 limit', 'CPU us/req'];
  const widths = [24, 8, 7, 7, 7, 14, 6, 6, 7, 12, 10, 12];
  const line = (cells) => cells.map((c, i) => pad(c, widths[i], i === 0)).join(' ');
  console.log(line(head));
  console.log('-'.repeat(widths.reduce((a, b) => a + b + 1, 0)));
  for (const r of rows) {
    const c = r.ceiling;
    console.log(
      line([
        r.name,
        r.app.rps,
        r.app.p50,
        r.app.p99,
        r.app.errors,
        c ? c.rps : '-',
        c ? c.p50 : '-',
        c ? c.p99 : '-',
        c ? c.errors : '-',
        r.ratio === null ? '-' : `${Math.round(r.ratio * 100)}%`,
        r.p99Limit === null ? '-' : `${r.p99Limit}${r.app.p99 <= r.p99Limit ? '' : ' !'}`,
        cpuPair(r.app.cpuUsPerRequest, c?.cpuUsPerRequest),
      ]),
    );
  }
}

export function writeResults(root, name, data) {
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
