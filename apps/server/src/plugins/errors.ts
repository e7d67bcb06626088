import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { texts } from '@market/shared';
import { AppError } from '../lib/errors.js';

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Every error leaves as `{ message, code, fields? }`; 5xx answers never carry internals. */
export default fp(async function errors(app: FastifyInstance) {
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
          for (const key of keys) fields[path ? `${path}.${key}` : key] = 'This field is not allowed';
        } else {
          const key = path || (error.validationContext ?? 'body');
          fields[key] ??= issue.message ?? 'Invalid value';
        }
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send({ message: first, code: 'VALIDATION_ERROR', fields });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: texts.somethingWrong, code: 'INTERNAL_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: texts.somethingWrong, code: 'INTERNAL_ERROR' });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, wrong content type...).
    const message =
      status === 413 ? texts.fileTooLarge : status === 415 ? texts.fileWrongType : status === 429 ? texts.tooManyRequests : error.message;
    return reply.status(status).send({ message, code: codeByStatus[status] ?? 'BAD_REQUEST' });
  });
});
