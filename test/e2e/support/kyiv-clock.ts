import type { Page } from '@playwright/test';

/**
 * The browser's clock for a Kyiv wall time. The working-hours modal reads the BROWSER's clock
 * (SHOP_FIXED_TIME only fixes the server's), and outside 10:30–22:30 Kyiv it covers every
 * storefront page on load: a journey that clicks through the shop must pin a daytime clock
 * first, or it fails whenever the suite runs at night.
 */
export const KYIV_TIMES = {
  /** 12:00 in Kyiv (UTC+2 in January). */
  noon: '2025-01-15T10:00:00Z',
  /** 23:00 in Kyiv. */
  night: '2025-01-15T21:00:00Z',
} as const;

/** Date.now() and new Date() answer this instant; timers keep running. Call before page.goto. */
export const pinBrowserClock = async (page: Page, instant: keyof typeof KYIV_TIMES): Promise<void> => {
  await page.clock.setFixedTime(new Date(KYIV_TIMES[instant]));
};
