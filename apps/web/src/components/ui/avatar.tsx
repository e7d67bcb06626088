import { defaultAvatar } from '@market/shared';
import { cn } from '@/lib/cn';

/** A round user picture that falls back to the default avatar when missing or broken. */
export function Avatar({ src, className }: { src?: string | null; className?: string }) {
  return (
    <img
      src={src || defaultAvatar}
      alt=""
      width={32}
      height={32}
      className={cn('size-8 shrink-0 rounded-full bg-slate-200 object-cover', className)}
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(defaultAvatar)) img.src = defaultAvatar;
      }}
    />
  );
}
