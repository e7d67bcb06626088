/**
 * Joins class names, skipping falsy ones. It resolves no conflicts: of two Tailwind classes that
 * set the same thing (`px-4` and `px-2`), the one later in the stylesheet wins, whatever their
 * order here. So callers must not pass classes that conflict with a component's own: components
 * take a variant or size prop instead, or let the caller's className replace their default.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
