import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over a server-rendered page: it hydrated, replayed the taps held
 * meanwhile and stopped holding them. Its scripts start only after the first paint
 * (architecture/performance.md), so a journey that tests the app itself (client-side navigation,
 * the head the app renders) waits for this first; a journey that only taps buttons need not.
 */
export const waitForAppTakeover = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => (window as { __earlyClicks?: { done?: boolean } }).__earlyClicks?.done === true);
};
