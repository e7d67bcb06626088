import { notificationTexts, texts } from '@market/shared';
import { ApiRequestError, errorMessage } from '@/lib/api-client';

/** The message of a refused e-mail link: the server's, else the standard sentence (or, for trouble, the generic one). */
export function linkRefusalText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return errorMessage(error, notificationTexts.tooManyRequests);
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return errorMessage(error, notificationTexts.badLink);
  return errorMessage(error, texts.unexpected);
}
