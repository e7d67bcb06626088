import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { requestTexts, texts } from '@market/shared';
import { isTransientDatabaseError } from '../db/pg-errors.js';
import { AppError } from '../lib/errors.js';
import { takesMultipart } from './input.js';

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Fastify's own 4xx texts, reworded for the route: file texts on upload routes, JSON texts elsewhere. */
function clientMessage(error: FastifyError, status: number, request: FastifyRequest): string {
  const files = takesMultipart(request);
  if (status === 413) return files ? texts.fileTooLarge : requestTexts.requestTooLarge(megabytes(request.routeOptions.bodyLimit));
  if (status === 415) return files ? texts.fileWrongType : requestTexts.sendJson;
  if (status === 429) return texts.tooManyRequests;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return requestTexts.badJson;
  return error.message;
}

/**
 * Errors Node raises before Fastify sees a request (431 headers or address too long, 400 unknown
 * method or broken HTTP, 408), written straight to the socket in the API's error format.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', { message: requestTexts.headersTooLarge, code: codeByStatus[431] }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { message: requestTexts.requestTimeout, code: 'TIMEOUT' }]
        : [400, 'Bad Request', { message: requestTexts.badRequest, code: codeByStatus[400] }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/** Errors Fastify raises while routing (a broken percent-encoding, an overlong path parameter), in the API's format. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, requestTexts.badUrl]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, requestTexts.urlTooLong]
        : [400, requestTexts.badRequest];
  request.log.info({ err: error }, 'request refused before routing');
  return reply.status(status).header('cache-control', 'no-store').send({ message, code: codeByStatus[status] });
}

/**
 * Server options that give pre-routing errors the API's error format; spread into Fastify({...}).
 * Fastify's own 503 while closing is turned off: the errors plugin answers it in our format.
 */
export const preRoutingErrors = { clientErrorHandler, frameworkErrors, return503OnClosing: false } satisfies Partial<FastifyServerOptions>;

/** Every error leaves as `{ message, code, fields? }`; 5xx answers never carry internals. */
export default fp(async function errors(app: FastifyInstance) {
  // A request that arrives on a kept-alive connection while the server shuts down is not started.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks here and in the other plugins: an async hook costs every request a promise.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? new AppError(503, 'UNAVAILABLE', requestTexts.restarting) : undefined);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (issue.keyword === 'unrecognized_keys') {
          const keys = (issue.params as { keys?: string[] }).keys ?? [];
          for (const key of keys) fields[path ? `${path}.${key}` : key] = requestTexts.fieldNotAllowed;
        } else {
          const key = path || (error.validationContext ?? 'body');
          fields[key] ??= issue.message ?? requestTexts.invalidValue;
        }
      }
      const first = Object.values(fields)[0] ?? requestTexts.invalidRequest;
      return reply.status(400).send({ message: first, code: 'VALIDATION_ERROR', fields });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: texts.somethingWrong, code: 'INTERNAL_ERROR' });
    }
    // A dropped database connection or a transaction that kept colliding is the server's passing
    // trouble, not the client's mistake and not a bug: 503, try again. (Errors with a status of
    // their own, such as a client that hung up mid-upload, keep it.)
    if (!error.statusCode && isTransientDatabaseError(error)) {
      request.log.warn({ err: error }, 'database briefly unavailable');
      return reply.status(503).header('retry-after', '1').send({ message: requestTexts.unavailable, code: 'UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: texts.somethingWrong, code: 'INTERNAL_ERROR' });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, wrong content type...).
    return reply.status(status).send({ message: clientMessage(error, status, request), code: codeByStatus[status] ?? 'BAD_REQUEST' });
  });
});
