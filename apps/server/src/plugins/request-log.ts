import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const assetPath = /^\/(?!api\/)[^?]*\.[a-z0-9]+(?:\?|$)/i;

/**
 * One log line per request, when it is answered (Fastify's own two lines are turned off in app.ts).
 * Static files (scripts, styles, images) are logged only at debug level: they are many and say little.
 */
export default fp(async function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (assetPath.test(request.url)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
});
