import { texts } from '@market/shared';

/** An answer of the API with a 4xx/5xx status, carrying the `{ message, code, fields }` body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** True when the message came from the server and is meant for the user. */
  readonly fromServer: boolean;

  constructor(opts: { status: number; message: string; code?: string; fields?: Record<string, string>; fromServer: boolean }) {
    super(opts.message);
    this.name = 'ApiRequestError';
    this.status = opts.status;
    this.code = opts.code ?? 'UNKNOWN';
    this.fields = opts.fields;
    this.fromServer = opts.fromServer;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

// An empty message counts as none: the caller's fallback text is shown instead.
function isErrorBody(value: unknown): value is { message: string; code?: string; fields?: Record<string, string> } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string' && (value as { message: string }).message !== '';
}

/** A response's text as JSON; undefined when it is empty or not JSON (a proxy's HTML error page). */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error of a refused call: the server's `{ message, code, fields }` when it sent one (fromServer), else `fallback`. */
export function refusalError(status: number, body: unknown, fallback: string): ApiRequestError {
  if (isErrorBody(body)) return new ApiRequestError({ status, message: body.message, code: body.code, fields: body.fields, fromServer: true });
  return new ApiRequestError({ status, message: fallback, fromServer: false });
}

/** Calls the same-origin API with the session cookie and JSON in both directions. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal, headers }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'include',
      signal,
      // FormData sets its own multipart content type (with the boundary).
      headers: {
        ...headers,
        ...(body === undefined || body instanceof FormData ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (cause) {
    // An aborted request is not a failure the user needs to hear about; let callers see it as such.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError({ status: 0, message: texts.unexpected, code: 'NETWORK', fromServer: false });
  }

  const data = parseBody(await response.text());
  if (!response.ok) throw refusalError(response.status, data, texts.unexpected);
  return data as T;
}

/** The text to show for a failed call: the server's message when it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.fromServer && error.message) return error.message;
  return fallback;
}
