/** "mm:ss" of the time left, counting whole seconds up (00:00 only once the time is over); minutes may pass 99. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Announced when this much time is left, once. */
export const lastMinuteMs = 60_000;

const imageExtension = /\.(png|jpe?g|gif|webp)$/i;

/**
 * How an item's input value shows: an http(s) address is a link, and an image when its path ends
 * in .png, .jpg, .jpeg, .gif or .webp; anything else is text.
 */
export function inputValueKind(value: string): 'image' | 'link' | 'text' {
  const text = value.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return 'text';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'text';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'text';
  return imageExtension.test(url.pathname) ? 'image' : 'link';
}
