import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; of two Tailwind classes that set the same thing
 * (`bg-slate-100` then `bg-red-600`), the later one wins, so a caller's className overrides a
 * component's default whatever the order of the rules in the stylesheet.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return twMerge(parts.filter(Boolean).join(' '));
}
