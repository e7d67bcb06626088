import { texts } from '@market/shared';

/** An error whose message is safe to show the user; the error handler turns it into the DESIGN.md error body. */
export class AppError extends Error {
  /** Seconds a client should wait before trying again (429 answers). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message: string = texts.notSignedIn) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = texts.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = texts.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, 'CONFLICT', message, fields);
export const tooLarge = (message: string = texts.fileTooLarge) => new AppError(413, 'TOO_LARGE', message);
export const unsupportedType = (message: string = texts.fileWrongType) => new AppError(415, 'UNSUPPORTED_TYPE', message);
export const tooManyRequests = (message: string = texts.tooManyRequests, retryAfterSeconds?: number) => {
  const error = new AppError(429, 'TOO_MANY_REQUESTS', message);
  if (retryAfterSeconds) error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
