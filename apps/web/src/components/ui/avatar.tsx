import { useState } from 'react';
import { defaultAvatar } from '@market/shared';
import { cn } from '@/lib/cn';

/** Two-letter initials of a username, as the demo pictures show them ('ayesha_designs' -> 'AD'). */
function initialsOf(username: string): string {
  const parts = username.split(/[\s_.-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

// Background colours with white text at AA contrast; a username always gets the same one.
const colours = ['bg-sky-700', 'bg-emerald-700', 'bg-violet-700', 'bg-rose-700', 'bg-amber-700', 'bg-teal-700', 'bg-indigo-700', 'bg-fuchsia-700'];
const colourOf = (username: string) => colours[[...username].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % colours.length];

/**
 * A round user picture. Without one (or when it fails to load) it shows the initials of `name`,
 * the username, or the default picture when no name is given. Decorative: the name is beside it.
 * `className` replaces the default size (size-8), so it gives the size along with anything else.
 */
export function Avatar({ src, name, className = 'size-8' }: { src?: string | null; name?: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && src !== defaultAvatar && failed !== src ? src : null;
  if (!picture && name) {
    return (
      <span
        aria-hidden="true"
        className={cn('@container inline-flex shrink-0 items-center justify-center rounded-full text-white select-none', colourOf(name), className)}
      >
        {/* The letters grow with the circle, whatever size the caller gives it. */}
        <span className="text-[38cqw] leading-none font-semibold">{initialsOf(name)}</span>
      </span>
    );
  }
  return (
    <img
      src={picture ?? defaultAvatar}
      alt=""
      width={32}
      height={32}
      className={cn('shrink-0 rounded-full bg-slate-200 object-cover', className)}
      onError={() => {
        if (picture) setFailed(picture);
      }}
    />
  );
}
