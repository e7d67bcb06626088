/**
 * A return path from the address (`?next=`), followed only when it is a path of this site: it
 * starts with one '/' (never '//', which a browser reads as another origin). Null otherwise.
 */
export function safeNext(value: string | null | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** /join, carrying where the visitor was going, so joining comes back there. */
export const joinPath = (next: string | null | undefined): string => {
  const back = safeNext(next);
  return back ? `/join?${new URLSearchParams({ next: back })}` : '/join';
};
