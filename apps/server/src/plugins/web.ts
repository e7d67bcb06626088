import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { texts } from '@market/shared';
import { webDistDir } from '../paths.js';

/** Serves the built web app: hashed assets cached for a year, index.html for every client route. */
export default fp(async function web(app: FastifyInstance, opts: { root?: string }) {
  const root = opts.root ?? webDistDir;
  const hasApp = existsSync(join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed bundles never change; index.html must be revalidated so a deploy is seen at once.
        const policy = path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : path.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600';
        res.header('cache-control', policy);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasApp) {
      return reply.status(404).send({ message: texts.notFound, code: 'NOT_FOUND' });
    }
    // Only page addresses get the app; a missing file (an old asset after a deploy) is a real 404,
    // or the browser would try to run HTML as a script.
    const path = request.url.split('?')[0];
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || looksLikeFile) {
      return reply.status(404).send({ message: texts.notFound, code: 'NOT_FOUND' });
    }
    // Client routes: the SPA decides what to show, including its own 'Page not found'.
    return reply.sendFile('index.html', root);
  });
});
