import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, when it is answered (Fastify's own two lines are turned off in app.ts),
 * at debug level (LOG_LEVEL=debug): at info a page view would bury the start's lines under one
 * line per picture and call. Failures are logged by the error handler whatever the level.
 */
/** A URL as logged: a link's token (an e-mail's unsubscribe link) is a credential, so it is left out. */
export const loggableUrl = (url: string) => url.replace(/([?&]token=)[^&#]*/g, '$1[hidden]');

export default fp(async function requestLog(app: FastifyInstance) {
  // Above debug the line is never written: no hook, so no request pays for building it. (No
  // route sets a log level of its own, and the level is not changed while running; a disabled
  // logger has no level.)
  if (app.log.level !== 'debug' && app.log.level !== 'trace') return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug({ method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
});
