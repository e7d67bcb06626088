/**
 * Errors as they may appear in a log line: what went wrong and where, never the values involved.
 *
 * A failed query's error carries its parameters (drizzle's message ends in `params: ...` and keeps
 * them on `params`), and PostgreSQL's own texts quote the refused value (`invalid input syntax for
 * type date: "..."`, `Key (cnic)=(...) already exists.` in `detail`). Those values are password
 * hashes, CNICs, IBANs and addresses. So an error is logged through this serializer: its type,
 * a message with the parameters cut off and quoted values hidden, its stack frames, and only the
 * properties named below (codes and names, never data).
 */

/** Properties of an error that name things and never hold a user's data. */
const safeProperties = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'errno', 'syscall', 'validationContext'] as const;

/** PostgreSQL's data errors (class 22) quote the value they refused. */
const quotesRefusedValue = (code: unknown) => typeof code === 'string' && code.startsWith('22');

/** An error's message with a failed query's parameters cut off and, for data errors, quoted values hidden. */
export function safeErrorMessage(err: unknown): string {
  const e = err as { message?: unknown; code?: unknown } | null;
  let message = typeof e?.message === 'string' ? e.message : String(err);
  const params = message.indexOf('\nparams:');
  if (params !== -1) message = message.slice(0, params);
  if (quotesRefusedValue(e?.code)) message = message.replace(/"[^"]*"/g, '"…"');
  return message;
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** The pino serializer of `err` (Fastify's and the app's logs): see the comment at the top. */
export function serializeError(err: Error): SerializedError {
  return serialize(err, 0);
}

function serialize(err: Error, depth: number): SerializedError {
  const type = err.constructor?.name ?? 'Error';
  const message = safeErrorMessage(err);
  const frames = (err.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const source = err as unknown as Record<string, unknown>;
  for (const key of safeProperties) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  // Fastify's validation errors: where and which rule, not the value (`params` may echo it).
  if (Array.isArray(source.validation)) {
    out.validation = (source.validation as { instancePath?: string; keyword?: string; message?: string }[]).map(({ instancePath, keyword, message: text }) => ({ instancePath, keyword, message: text }));
  }
  // A cause that is no Error (a string, an object) may be anything: only its kind is logged.
  if (err.cause instanceof Error && depth < 3) out.cause = serialize(err.cause, depth + 1);
  else if (err.cause !== undefined) out.cause = typeof err.cause;
  return out;
}
