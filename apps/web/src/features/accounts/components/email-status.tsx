import { useQueryClient } from '@tanstack/react-query';
import { accountAccessWebTexts, notificationTexts, texts } from '@market/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Badge } from '@/components/ui/table';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useResendVerification, userQueries } from '../api';
import { refreshQueries } from '@/lib/refresh-queries';

const copy = accountAccessWebTexts.email;

/** Whether the user opened the link sent to their address. */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return <Badge tone={verified ? 'green' : 'amber'}>{verified ? copy.verified : copy.notVerified}</Badge>;
}

/** An address with its verified state, e.g. as a value of the user details list. */
export function EmailWithStatus({ email, verified }: { email: string; verified: boolean }) {
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1">
      <span className="min-w-0 break-all"><bdi data-user-content>{email}</bdi></span>
      <EmailVerifiedBadge verified={verified} />
    </span>
  );
}

type Note = { tone: 'ok' | 'problem'; text: string };

/** The refusal of a resend in words: throttled, already verified, or what the server said. */
function refusalText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return errorMessage(error, notificationTexts.tooManyRequests);
  if (error instanceof ApiRequestError && error.status === 409) return errorMessage(error, notificationTexts.alreadyVerified);
  return errorMessage(error, texts.unexpected);
}

/**
 * Sends the signed-in user a new verification link and says how it went beside the button. An
 * address verified meanwhile (409) refetches the record, so the badge catches up.
 */
export function ResendVerification({ className }: { className?: string }) {
  const resend = useResendVerification();
  const client = useQueryClient();
  const [note, setNote] = useState<Note | null>(null);

  const send = async () => {
    setNote(null);
    try {
      const result = await resend.mutateAsync();
      setNote({ tone: 'ok', text: result?.message || notificationTexts.verificationSent });
    } catch (error) {
      setNote({ tone: error instanceof ApiRequestError && error.status === 409 ? 'ok' : 'problem', text: refusalText(error) });
      if (error instanceof ApiRequestError && error.status === 409) void refreshQueries(client, userQueries.all());
    }
  };

  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <Button variant="outline" size="sm" onClick={() => void send()} disabled={resend.isPending}>
        {resend.isPending ? <Spinner decorative className="size-4" /> : null}
        {copy.resend}
      </Button>
      {/* Always in the page, so screen readers announce the text that appears in it. */}
      <p role="status" className={cn('min-w-0 text-sm', note?.tone === 'problem' ? 'text-red-600' : 'text-slate-700')}>
        {note?.text}
      </p>
    </div>
  );
}
