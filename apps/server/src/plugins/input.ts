import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { requestTexts } from '@market/shared';
import { AppError, badRequest, unsupportedType } from '../lib/errors.js';
import type { App } from '../types.js';

// NUL cannot be stored in PostgreSQL text; a lone surrogate has no UTF-8 form and would be
// stored as U+FFFD, silently changing what the user sent.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const badText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const refused = (field: string) =>
  new AppError(400, 'VALIDATION_ERROR', requestTexts.badCharacters, { [field || 'body']: requestTexts.badCharacters });

/**
 * The dotted path of the first string (value or key) in `value` that cannot be stored, or null.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findBadText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (badText.test(item)) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (badText.test(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Whether `body` parses as JSON when prototype keys are let through. */
function isJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** No value, or an object without keys: most requests' params, query and body, with nothing to walk. */
function isEmpty(part: unknown): boolean {
  if (part === undefined || part === null) return true;
  if (typeof part !== 'object') return false;
  for (const _key in part) return false;
  return true;
}

/** Whether the route takes multipart/form-data (it says so in its schema's `consumes`). */
export const takesMultipart = (request: FastifyRequest) =>
  (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data') ?? false;

type Part = { type: 'field' | 'file'; fieldname: string; value?: unknown; filename?: string; fields?: Record<string, unknown> };

function checkOne({ fieldname, value, filename }: Part) {
  if (badText.test(fieldname)) throw refused('field name');
  if (typeof value === 'string' && badText.test(value)) throw refused(fieldname);
  if (typeof filename === 'string' && badText.test(filename)) throw refused(fieldname);
}

/** Checks a part and the fields read before it (which file() and files() hand over only there). */
function checkPart<T>(part: T): T {
  checkOne(part as Part);
  for (const field of Object.values((part as Part).fields ?? {})) for (const f of [field].flat()) if (f) checkOne(f as Part);
  return part;
}

/** Wraps a request's multipart readers so every text part is checked as it streams by. */
function checkMultipart(request: FastifyRequest) {
  const { parts, file, files } = request;
  request.parts = async function* (options) {
    for await (const part of parts.call(request, options)) yield checkPart(part);
  } as typeof request.parts;
  request.files = async function* (options) {
    for await (const part of files.call(request, options)) yield checkPart(part);
  } as typeof request.files;
  request.file = (async (options) => {
    const part = await file.call(request, options);
    return part && checkPart(part);
  }) as typeof request.file;
}

/**
 * multipart/form-data, for the scope of the routes that take files only (registration, uploads):
 * @fastify/multipart's own hooks (an async onRequest that listens for the answer's 'close', an
 * async onResponse) would otherwise cost every request. Outside these scopes Fastify has no parser
 * for it and answers 415, worded by the errors plugin as for any type a JSON route does not take.
 */
export async function multipartRoutes(app: App, routes: (scope: App) => void) {
  await app.register(async (scope) => {
    // Limits apply to every multipart route; a route may set a smaller one for its purpose.
    await scope.register(multipart, { limits: { fileSize: scope.config.uploadMaxBytes, files: 10, fields: 40, fieldSize: 64 * 1024 } });
    routes(scope);
  });
}

/**
 * One check for every route: the body, query and params carry no string PostgreSQL cannot
 * store, and JSON routes take JSON only. Runs before validation, so no route can forget it.
 */
export default fp(async function input(app: FastifyInstance) {
  // Routes take JSON (or multipart, when their schema says so); plain text would reach the
  // validator as a string and earn a confusing message instead of 415.
  app.removeContentTypeParser('text/plain');

  // Fastify's parser refuses prototype keys (`__proto__`, `constructor.prototype`) as if the JSON
  // were broken; the client is told what was refused instead. Only the failure path parses twice.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (err, value) => {
      if ((err as { code?: string } | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJson(body as string)) return done(badRequest(requestTexts.prototypeKeys), undefined);
      done(err, value);
    });
  });

  // A callback hook: an async one costs every request a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    // isMultipart exists only in the scopes of multipartRoutes (elsewhere multipart never gets this far).
    if (request.isMultipart?.()) {
      if (!takesMultipart(request)) return done(unsupportedType(requestTexts.sendJson));
      checkMultipart(request);
    }
    for (const part of [request.params, request.query, request.body]) {
      // A streamed body (a CSV import) is not walked: the route checks each value as it reads it.
      if (isEmpty(part) || part instanceof Readable) continue;
      const path = findBadText(part);
      if (path !== null) return done(refused(path));
    }
    done();
  });
});
