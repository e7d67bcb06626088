import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite animations are over (a dialog's fade-in), so colours are measured
 * as they end up; spinners turn forever and are left out. An animation cancelled meanwhile (its
 * element re-rendered or removed) counts as over: its `finished` rejects with an AbortError.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
