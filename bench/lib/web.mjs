// `npm run bench -- --web`: for each public page (bench/pages.mjs) of the built app on a fresh embedded
// database with the demo content, the JavaScript and CSS it loads (gzip and brotli bytes) and a Lighthouse
// mobile run (performance score, FCP, LCP, TBT, CLS) in the Chromium the end-to-end specs use.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../e2e/browser.ts';
import pages from '../pages.mjs';
import { startApp } from './processes.mjs';
import { writeResults } from './report.mjs';

const kib = (n) => (n / 1024).toFixed(1);

/** Compressed sizes of one built file: the .gz/.br made at build, else compressed here. */
function compressedSizes(dist, urlPath) {
  const file = join(dist, decodeURIComponent(urlPath));
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(bytes, { level: 9 }).length;
  const br = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(bytes).length;
  return { raw: bytes.length, gzip, br };
}

export async function webReport({ root, logFile, smoke }) {
  const dist = join(root, 'apps/web/dist');
  const dataDir = join(root, '.tmp', `bench-web-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The demo content gives the gig pages something to show (it takes a few seconds to seed).
  const app = await startApp({ dataDir, logFile, env: { SEED_DEMO: 'true', TRUST_PROXY: 'false' } });
  const { executablePath, args } = await chromiumLaunchOptions();
  // Lighthouse drives Chrome over a debugging port; --headless is needed for Debian's chromium too.
  const chromeFlags = [...args.filter((a) => !a.startsWith('--headless') && a !== '--single-process'), '--headless=new'];
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags, logLevel: 'silent' });
  const rows = [];
  try {
    const get = (path) => fetch(`${app.base}${path}`);
    for (const page of pages) {
      const path = typeof page.path === 'function' ? await page.path(get) : page.path;
      const missing = !path || (page.needs && (await get(page.needs)).status === 404);
      if (missing) {
        rows.push({ name: page.name, path: path ?? null, missing: true });
        continue;
      }
      const runs = [];
      // Lighthouse's simulated mobile run; the median of three unless --smoke.
      for (let i = 0; i < (smoke ? 1 : 3); i++) {
        const { lhr } = await lighthouse(`${app.base}${path}`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
        runs.push(lhr);
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const requests = lhr.audits['network-requests'].details.items;
      const assets = requests
        .filter((r) => r.url.startsWith(app.base) && (r.resourceType === 'Script' || r.resourceType === 'Stylesheet'))
        .map((r) => ({ type: r.resourceType === 'Script' ? 'js' : 'css', path: new URL(r.url).pathname, ...compressedSizes(dist, new URL(r.url).pathname) }));
      const sum = (type, key) => assets.filter((a) => a.type === type).reduce((n, a) => n + (a[key] ?? 0), 0);
      // Web fonts are compressed already (woff2): their bytes as sent. English pages load none.
      const fontBytes = requests.filter((r) => r.url.startsWith(app.base) && r.resourceType === 'Font').reduce((n, r) => n + (compressedSizes(dist, new URL(r.url).pathname)?.raw ?? 0), 0);
      const audit = (id) => lhr.audits[id].numericValue;
      rows.push({
        name: page.name,
        path,
        js: { files: assets.filter((a) => a.type === 'js').map((a) => a.path), gzip: sum('js', 'gzip'), br: sum('js', 'br') },
        css: { gzip: sum('css', 'gzip'), br: sum('css', 'br') },
        fonts: fontBytes,
        score: Math.round(lhr.categories.performance.score * 100),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      });
    }
  } finally {
    await chrome.kill();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const line = (cells, widths) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');
  const widths = [17, 11, 10, 11, 10, 9, 6, 7, 7, 7, 6];
  console.log(`\nPublic pages: first-load bytes and Lighthouse mobile (simulated slow 4G, 4x CPU slowdown)${smoke ? '' : ', median of 3 runs'}\n`);
  console.log(line(['page', 'JS gzip KB', 'JS br KB', 'CSS gzip KB', 'CSS br KB', 'fonts KB', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'], widths));
  for (const r of rows) {
    if (r.missing) console.log(line([r.name, 'missing', '', '', '', '', '', '', '', '', ''], widths));
    else console.log(line([r.name, kib(r.js.gzip), kib(r.js.br), kib(r.css.gzip), kib(r.css.br), kib(r.fonts), r.score, r.fcpMs, r.lcpMs, r.tbtMs, r.cls], widths));
  }
  const home = rows.find((r) => r.name === 'home');
  if (home?.js) console.log(`\nhome loads: ${home.js.files.map((f) => f.replace('/assets/', '')).join(', ')}`);
  const file = writeResults(root, smoke ? 'smoke-web' : `web-${new Date().toISOString().replace(/[:.]/g, '-')}`, { date: new Date().toISOString(), pages: rows });
  console.log(`\nJSON: ${file}`);
}
