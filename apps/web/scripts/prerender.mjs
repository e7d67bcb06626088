// After `vite build` (browser) and `vite build --ssr` (src/server-entry.tsx): writes the static public pages
// as HTML into dist/pages (served by the server's web plugin), and dist-ssr/modulepreloads.json: the route
// chunks of the pages the server renders per request (gig list, gig, seller), so their HTML names them.
// Then compresses every text asset with brotli and gzip at the highest levels, so the server sends them as
// they are. dist-ssr stays: the server renders those pages with it.
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, 'dist-ssr');

// Static public pages: address, file name under dist/pages, and the lazy route modules the page renders
// (their chunks are preloaded from the HTML, so they download alongside the entry instead of after it).
const layout = 'src/app/layouts/site-layout.tsx';
const pages = [
  { path: '/', file: 'index.html', modules: [layout, 'src/features/home/pages/home-page.tsx'] },
  { path: '/about', file: 'about.html', modules: [layout, 'src/features/about/pages/about-page.tsx'] },
  { path: '/contact', file: 'contact.html', modules: [layout, 'src/features/contact/pages/contact-page.tsx'] },
  { path: '/privacy', file: 'privacy.html', modules: [layout, 'src/features/legal/pages/privacy-page.tsx'] },
  { path: '/terms', file: 'terms.html', modules: [layout, 'src/features/legal/pages/terms-page.tsx'] },
];
// Pages the server renders per request, by the route pattern their PagePreload registers.
const rendered = {
  '/gigs': [layout, 'src/features/gigs/pages/gigs-page.tsx'],
  '/gigs/:id': [layout, 'src/features/gigs/pages/gig-page.tsx'],
  '/users/:id': [layout, 'src/features/sellers/pages/seller-page.tsx'],
};

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Each language has its shell (index.html, index-ur.html), its server entry (dist-ssr, dist-ssr-ur)
// and its prerendered pages (dist/pages, dist/pages/ur): an Urdu page is written in Urdu, right to left.
const languages = [
  { shellFile: 'index.html', manifest: 'manifest.json', ssrDir, entry: 'server-entry.js', pagesDir: join(dist, 'pages') },
  { shellFile: 'index-ur.html', manifest: 'manifest-ur.json', ssrDir: join(webRoot, 'dist-ssr-ur'), entry: 'server-entry-ur.js', pagesDir: join(dist, 'pages', 'ur') },
];

for (const language of languages) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', language.manifest), 'utf8'));
  // The stylesheet first in the head, before the entry and its preloads: it blocks the first paint, and a
  // browser (HTTP/1.1: six connections) fetches in the order it reads, so scripts queued ahead of it delay the paint.
  const built = readFileSync(join(dist, language.shellFile), 'utf8');
  const stylesheets = built.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
  const firstScript = built.search(/^\s*<script type="module"/m);
  const shell = firstScript < 0 ? built : built.slice(0, firstScript) + stylesheets.join('') + stylesheets.reduce((rest, link) => rest.replace(link, ''), built.slice(firstScript));
  writeFileSync(join(dist, language.shellFile), shell);
  /** The chunk files of these modules and everything they import, but the entry and what the shell already names. */
  const chunksOf = (modules) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest: update the page list in scripts/prerender.mjs`);
      if (chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of modules) visit(key);
    return [...files].filter((file) => !shell.includes(`/${file}"`));
  };

  // The support details are the server's settings: the pages carry markers it fills in when it starts (decision 0142).
  const { render, supportMarkers } = await import(pathToFileURL(join(language.ssrDir, language.entry)).href);
  mkdirSync(language.pagesDir, { recursive: true });
  for (const page of pages) {
    const { html, title, description } = await render(page.path, null, supportMarkers);
    let doc = shell.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
    const preloads = chunksOf(page.modules).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    doc = doc.replace('</head>', () => `  ${preloads.join('\n    ')}\n  </head>`);
    if (title) doc = doc.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    if (description) doc = doc.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`);
    writeFileSync(join(language.pagesDir, page.file), doc);
  }
  writeFileSync(join(language.ssrDir, 'modulepreloads.json'), JSON.stringify(Object.fromEntries(Object.entries(rendered).map(([path, modules]) => [path, chunksOf(modules)]))));
}

const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}
for (const path of [...files(dist)]) {
  if (!compressible.test(path) || path.endsWith('.map')) continue;
  const bytes = readFileSync(path);
  if (bytes.length < 1024) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}
