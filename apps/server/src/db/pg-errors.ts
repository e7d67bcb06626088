/** PostgreSQL's error code of a failed query (node-postgres puts it on the error, drizzle on its cause). */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';

/** The error and its causes (drizzle wraps the driver's error; a failed rollback may wrap another). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e) && seen.size < 10; e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    yield e as { code?: unknown; message?: unknown };
  }
}

// Server codes of a connection that is gone or refused: 57P01 admin shutdown (pg_terminate_backend),
// 57P02 crash shutdown, 57P03 cannot connect now (starting or shutting down), class 08 connection exceptions.
const lostServerCode = /^(57P0[123]|08\w{3})$/;
// Socket errors of Node when the server or the network drops the connection.
const lostSocketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres's own messages for a connection that ended under it (no code).
const lostMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/** The database connection was lost or could not be made: the work did not happen (or, at COMMIT, may have). */
export function isConnectionLost(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e.code === 'string' && (lostServerCode.test(e.code) || lostSocketCodes.has(e.code))) return true;
    if (typeof e.message === 'string' && lostMessages.some((m) => (e.message as string).startsWith(m))) return true;
  }
  return false;
}

/**
 * A transaction PostgreSQL rolled back to break a conflict with another one: a serialization
 * failure (40001) or a deadlock (40P01). Nothing of it was written, so running it again is safe.
 */
export function isRetryableConflict(err: unknown): boolean {
  for (const e of causes(err)) if (e.code === '40001' || e.code === '40P01') return true;
  return false;
}

/** A statement ran past the pool's `statement_timeout` (DATABASE_STATEMENT_TIMEOUT_MS) and was cancelled (57014). */
export function isStatementTimeout(err: unknown): boolean {
  for (const e of causes(err)) if (e.code === '57014') return true;
  return false;
}

/** A failure of the database, not of the request: the client may try again shortly (503). */
export const isTransientDatabaseError = (err: unknown) => isConnectionLost(err) || isRetryableConflict(err) || isStatementTimeout(err);
