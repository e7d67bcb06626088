import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, when it is answered (Fastify's own two lines are turned off in app.ts),
 * at debug level (LOG_LEVEL=debug): at info a page view would bury the start's lines under one
 * line per picture and call. Failures are logged by the error handler whatever the level.
 */
export default fp(async function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
});
