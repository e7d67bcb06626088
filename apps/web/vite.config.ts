import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API lives on the Fastify server; same-origin in production, proxied in development.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/prerender.mjs preloads each prerendered page's route chunks from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router and TanStack Query in one chunk the entry loads: every page needs all of
          // them, and as a dozen small chunks they queued behind each other on the browser's connections.
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/ }],
        },
      },
      treeshake: {
        // The shared package's modules only declare schemas and constants. Marking them pure
        // lets pages that use just texts or constants leave zod (and unused schemas) out.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
