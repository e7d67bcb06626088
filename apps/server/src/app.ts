import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { serializeError } from './lib/log-safety.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { connectRedis, type RedisLink } from './lib/redis.js';
import { openStorage } from './lib/open-storage.js';
import type { Storage } from './lib/storage.js';
import auth from './plugins/auth.js';
import language from './plugins/language.js';
import { requestLoggerFactory } from './lib/request-logger.js';
import compression from './plugins/compression.js';
import errors, { preRoutingErrors } from './plugins/errors.js';
import input from './plugins/input.js';
import openapi from './plugins/openapi.js';
import platform from './plugins/platform.js';
import requestLog from './plugins/request-log.js';
import realtime from './plugins/realtime.js';
import security from './plugins/security.js';
import web from './plugins/web.js';
import { authRoutes } from './modules/auth/routes.js';
import { configureAuthLinks } from './modules/auth/index.js';
import { contactRoutes } from './modules/contact/routes.js';
import { conversationsRoutes } from './modules/messaging/conversation-routes.js';
import { eventsRoutes } from './modules/events/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { gigsRoutes } from './modules/gigs/routes.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { savedRoutes } from './modules/saved/routes.js';
import { orderLifecycleRoutes, ordersRoutes } from './modules/orders/routes.js';
import { paymentsRoutes } from './modules/payments/routes.js';
import { payoutsRoutes } from './modules/payouts/routes.js';
import { financeRoutes } from './modules/finance/routes.js';
import { fxRoutes } from './modules/fx/index.js';
import { configureLedger } from './modules/ledger/index.js';
import { configurePayoutLock } from './modules/payouts/index.js';
import { submissionsRoutes } from './modules/tasks/submission-routes.js';
import { messagesRoutes } from './modules/messaging/message-routes.js';
import { jobsRoutes } from './modules/jobs/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { paymentsPlugin } from './modules/payments/index.js';
import { systemRoutes } from './modules/system/routes.js';
import { tasksRoutes } from './modules/tasks/routes.js';
import { taskPoolsRoutes } from './modules/task-pools/index.js';
import { usersRoutes } from './modules/users/routes.js';
import type { App } from './types.js';
import type { JobHandler } from './platform/jobs.js';
import { liveChannel } from './platform/events.js';
import { findSessionUser, jobHandlers, liveEvents, streamEndingEvents, wire } from './wiring.js';
import './lib/page-preload.js';
import './lib/sitemap.js';

/** What logs never show: session secrets, and card fields and wallet account numbers even if a body or validation error is logged one day. */
export const logRedactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body.number',
  'req.body.cvc',
  'req.body.account',
  'body.number',
  'body.cvc',
  'body.account',
  'err.validation[*].params',
];

/**
 * The app's logger: JSON lines at `level`, secrets redacted, errors through serializeError (no
 * query parameters, no quoted values). Tests pass a stream to write them to a file they check.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return { level, redact: logRedactPaths, serializers: { err: serializeError }, ...(stream ? { stream } : {}) };
}

export type AppDeps = {
  config: Config;
  db: Database;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** The shared counters' Redis; by default one is opened for REDIS_URL (and closed with the app). */
  redis?: RedisLink | null;
  /** Job handlers besides the modules' own (tests, tools). */
  extraJobHandlers?: JobHandler[];
};

// A request's id when the client sends none: this process's random prefix and a counter. Unique
// across processes and restarts, and cheaper than a UUID per request.
const requestIdPrefix = randomBytes(6).toString('hex');
let requestCount = 0;

/** Builds the whole application (plugins, then modules) without listening; used by server.ts and tests. */
export async function buildApp({ config, db, storage, logger, webRoot, redis, extraJobHandlers = [] }: AppDeps): Promise<App> {
  wire();
  // The ledger posts inside other modules' transactions, which carry no configuration.
  configureLedger(config);
  configureAuthLinks(config);
  configurePayoutLock(config);
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : `${requestIdPrefix}-${(++requestCount).toString(36)}`;
    },
    // One line per request instead of two, written by the request-log plugin.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    ...preRoutingErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Tests also check every answer against its zod schema and zod's own text (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: config.env === 'test' }));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage ?? openStorage(config));
  const ownRedis = redis === undefined && config.redisUrl ? connectRedis({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log: app.log }) : null;
  app.decorate('redis', redis ?? ownRedis);
  if (ownRedis) app.addHook('onClose', () => ownRedis.close());
  app.decorate('pagePreloads', []);
  app.decorate('sitemapSources', []);
  // While shutting down, answers to in-flight requests close their keep-alive connection,
  // so close() returns as soon as they are done instead of waiting for idle timeouts.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(errors);
  await app.register(requestLog);
  await app.register(compression);
  await app.register(cookie);
  await app.register(input);
  await app.register(security);
  await app.register(auth, { findSessionUser: (tokenHash) => findSessionUser(db, tokenHash) });
  await app.register(language);
  await app.register(openapi);
  await app.register(realtime, { channel: liveChannel, liveEvents, endingEvents: streamEndingEvents });
  await app.register(platform, { jobHandlers: [...jobHandlers, ...extraJobHandlers] });
  await app.register(paymentsPlugin);

  // The modules' routes are added to the root scope, not each in a scope of its own (app.register):
  // Fastify gives every scope its own Request and Reply classes, and with one per module the code
  // every request runs (hooks, reply.send, header writing) met some twenty object shapes and ran
  // megamorphic, about a tenth slower once many routes had been called. A route that needs a
  // parser of its own (webhooks, uploads) still gets a scope for itself.
  const moduleRoutes = [
    systemRoutes,
    authRoutes,
    usersRoutes,
    contactRoutes,
    filesRoutes,
    gigsRoutes,
    reviewsRoutes,
    savedRoutes,
    ordersRoutes,
    orderLifecycleRoutes,
    paymentsRoutes,
    payoutsRoutes,
    financeRoutes,
    fxRoutes,
    tasksRoutes,
    submissionsRoutes,
    taskPoolsRoutes,
    conversationsRoutes,
    messagesRoutes,
    eventsRoutes,
    jobsRoutes,
    notificationsRoutes,
  ];
  for (const routes of moduleRoutes) await routes(app);

  await app.register(web, { root: webRoot, origin: config.appUrl, sitemapUrlsPerFile: config.sitemapUrlsPerFile, support: config.support });
  return app;
}
