import { useEffect, useState } from 'react';

/**
 * Gives focus back to what opened a dialog once it closes (WAI-ARIA's dialog pattern). Headless UI
 * tries to, but under preact/compat focus ends on the page's body after Escape or the close button,
 * and a keyboard user starts again from the top of the page. The opener is what had focus when
 * `open` became true (read during that render, before the dialog moves focus inside itself).
 */
export function useReturnFocus(open: boolean): void {
  const [opener, setOpener] = useState<HTMLElement | null>(() => (open ? activeElement() : null));
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) setOpener(activeElement());
  }

  useEffect(() => {
    if (open || !opener) return;
    // After the dialog's own attempt and its unmount: only when focus was left nowhere.
    const frame = requestAnimationFrame(() => {
      const now = document.activeElement;
      if (opener.isConnected && (now === null || now === document.body)) opener.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open, opener]);
}

function activeElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}
