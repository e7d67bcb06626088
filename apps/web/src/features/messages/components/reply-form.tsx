import { zodResolver } from '@hookform/resolvers/zod';
import { messageMaxLength, messageTextSchema, messagingTexts, messagingWebTexts, texts } from '@market/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { applyServerErrors } from '@/lib/form-errors';
import { useSendMessage } from '../api';
import { SendIcon } from './chat-icon';

const replySchema = z.object({ desc: messageTextSchema });
type Reply = z.input<typeof replySchema>;

/** The reply box: 'Required' when empty, Enter sends, Shift+Enter starts a new line. */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const send = useSendMessage(conversationId);
  const id = useId();
  const form = useForm<Reply, unknown, z.output<typeof replySchema>>({ resolver: zodResolver(replySchema), defaultValues: { desc: '' } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ desc }) => {
    try {
      await send.mutateAsync(desc);
      reset({ desc: '' });
    } catch (error) {
      if (!applyServerErrors(form, error, ['desc'])) toast.error(errorMessage(error, texts.somethingWrong));
    }
  });

  const error = errors.desc?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="border-t border-slate-200 bg-white p-3 sm:p-4">
      <label htmlFor={id} className="sr-only">
        {messagingWebTexts.reply}
      </label>
      <div className="flex items-end gap-2 sm:gap-3">
        <textarea
          id={id}
          rows={2}
          maxLength={messageMaxLength}
          placeholder={messagingWebTexts.replyPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={cn(
            'block max-h-48 min-h-12 w-full resize-y rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:ring-2 focus:outline-none sm:text-sm',
            error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
          )}
          {...register('desc')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void onSubmit();
            }
          }}
        />
        <Button type="submit" disabled={isSubmitting} className="shrink-0">
          {isSubmitting ? <Spinner decorative /> : <SendIcon className="size-4" />}
          {messagingTexts.send}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 hidden text-xs text-slate-500 sm:block">
          {messagingWebTexts.replyHint}
        </p>
      )}
    </form>
  );
}
