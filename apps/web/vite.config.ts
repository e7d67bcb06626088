import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { urduCatalogues } from './vite-plugins/urdu-catalogues';

// The app is written against React's API and runs on Preact's compatibility layer (decision 0131):
// React DOM alone was about 63 KB gzip of every page's script, Preact with compat about 12 KB.
const onPreact = [
  // React's API is Preact's, with its own ids (lib/react-with-ids.ts, decision 0155).
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/lib/react-with-ids.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// `vite build --mode ur` builds the Urdu pages (index-ur.html) apart, into the same dist: the English
// pages' chunks stay exactly what they were; the Urdu ones carry the Urdu of the catalogues they use
// (urduCatalogues) and the Urdu entry brings the Nastaliq font (decision 0152). `--mode ur-ssr` is
// the Urdu server renderer (dist-ssr-ur).
export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), ...(mode === 'ur' || mode === 'ur-ssr' ? [urduCatalogues()] : [])],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...onPreact],
  },
  // The server entry bundles its packages too, so that they also render through Preact (a package
  // left external would import React itself).
  ssr: { noExternal: true },
  server: {
    // The API lives on the Fastify server; same-origin in production, proxied in development.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: mode !== 'ur',
    // dist/.vite/manifest.json (manifest-ur.json): scripts/prerender.mjs preloads each prerendered page's route chunks from it.
    manifest: mode === 'ur' ? '.vite/manifest-ur.json' : true,
    rolldownOptions: {
      ...(mode === 'ur' ? { input: fileURLToPath(new URL('./index-ur.html', import.meta.url)) } : {}),
      output: {
        codeSplitting: {
          // Preact, the router and TanStack Query in one chunk the entry loads: every page needs all of
          // them, and as a dozen small chunks they queued behind each other on the browser's connections.
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](preact|react-router|@tanstack[\\/][^\\/]+)[\\/]/ },
            // The small modules every page's header, footer and prices use: as a dozen chunks of a few
            // hundred bytes each, their gzip and import overhead cost more than their code.
            {
              name: 'shell',
              test: /[\\/](apps[\\/]web[\\/]src[\\/]lib[\\/](cn|format|language|currency)|packages[\\/]shared[\\/]src[\\/](constants|money|i18n[\\/]languages|web-texts[\\/](inline|value-labels|country-labels|currency|language|urdu-qa)))\.ts$/,
            },
          ],
        },
      },
      treeshake: {
        // The shared package's modules only declare schemas and constants. Marking them pure
        // lets pages that use just texts or constants leave zod (and unused schemas) out.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
