import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** What one scan saw: the page's address and viewport, and axe's violations there. */
export type PageScan = {
  url: string;
  viewport: string;
  violations: readonly AxeViolation[];
  /** Whether axe ran (false: the same markup was scanned before) and how long the scan took. */
  fresh: boolean;
  ms: number;
};

/** The house standard: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** How long a scan waits for CSS transitions and animations to end, so a half-faded popup is not judged. */
const SETTLE_MS = 1_000;

/**
 * One scan of a page as it is now. A page whose markup and viewport were already scanned in this
 * worker answers from the earlier result: most journeys pass the same pages, and the markup decides
 * what axe finds.
 */
export const scanPage = async (page: Page): Promise<PageScan> => {
  const started = Date.now();
  await appTakeover(page);
  for (let attempt = 1; ; attempt += 1) {
    await settle(page);
    const { key, url, viewport } = await page.evaluate(describePage);
    const known = scansByMarkup.get(key);
    if (known) return { url, viewport, violations: known, fresh: false, ms: Date.now() - started };
    await page.evaluate(watchForMotion).catch(() => undefined);
    const violations = await analyze(page);
    // A fade that started while axe read the page (a badge after "Add") shows axe colours no one
    // settles on: such a scan is repeated once the page is still again, a bounded number of times.
    const moved = await page.evaluate(motionSinceWatched).catch(() => false);
    if (violations.length > 0 && moved && attempt < MOTION_RESCANS) continue;
    if (!moved) scansByMarkup.set(key, violations);
    return { url, viewport, violations, fresh: true, ms: Date.now() - started };
  }
};

/** How many times a scan is taken when the page animates under it, the last one counting as it is. */
const MOTION_RESCANS = 3;

const analyze = async (page: Page): Promise<readonly AxeViolation[]> => {
  const results = await new AxeBuilder({ page, axeSource: await sourceToInject(page) })
    // Only violations come back in full: axe then skips building selectors for every passing
    // element, about a third of a scan's time on the menu page.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // Legacy mode runs axe inside the page; the default opens a blank page in the journey's own
    // browser context to merge frame results, which a journey waiting for its next page would see.
    .setLegacyMode(true)
    .analyze();
  return results.violations;
};

/** Runs in the page: notes from now on whether a CSS animation or transition starts. */
const watchForMotion = () => {
  const flags = window as unknown as { __axeMotion?: boolean; __axeMotionWatched?: boolean };
  flags.__axeMotion = false;
  if (flags.__axeMotionWatched) return;
  flags.__axeMotionWatched = true;
  const moved = () => (flags.__axeMotion = true);
  // A spinner runs forever and settle() does not wait for it: it is not a reason to look again.
  document.addEventListener(
    'animationstart',
    (event) => {
      if (event.target instanceof Element && getComputedStyle(event.target).animationIterationCount !== 'infinite')
        moved();
    },
    true,
  );
  document.addEventListener('transitionstart', moved, true);
};

/** Runs in the page: whether anything started moving since watchForMotion, or still moves. */
const motionSinceWatched = () =>
  (window as unknown as { __axeMotion?: boolean }).__axeMotion === true ||
  document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
    );

const scansByMarkup = new Map<string, readonly AxeViolation[]>();

/**
 * axe's source is 0.6 MB and the builder evaluates it twice per scan: a document that already has
 * axe from an earlier scan gets an empty script instead. A page with frames always gets the whole
 * source, since each frame needs its own copy.
 */
const sourceToInject = async (page: Page): Promise<string | undefined> => {
  if (page.frames().length > 1) return undefined;
  return (await page.evaluate(() => 'axe' in window)) ? ';' : undefined;
};

/**
 * A server-rendered page changes hands once its scripts start (after the first paint): the app
 * drops the server's head tags and renders its own. Judged in between, the page would lack a title
 * for a moment that no visitor's assistive technology ever settles on, so a scan waits (a bounded
 * time) until the app has taken over. A page without the starter (JavaScript off, an admin page)
 * is scanned as it is.
 */
const TAKEOVER_WAIT_MS = 15_000;
const appTakeover = async (page: Page): Promise<void> => {
  await page
    .waitForFunction(
      () => {
        const held = (window as { __earlyClicks?: { done?: boolean } }).__earlyClicks;
        return held === undefined || held.done === true;
      },
      undefined,
      { timeout: TAKEOVER_WAIT_MS },
    )
    .catch(() => undefined); // an app that never takes over is scanned as the visitor is left with it
};

/** Waits (a bounded time) for the document to load and for finite animations to end. */
const settle = async (page: Page): Promise<void> => {
  const finished = page
    .evaluate(async () => {
      if (document.readyState !== 'complete')
        await new Promise((loaded) => addEventListener('load', loaded, { once: true }));
      const finite = document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.allSettled(finite.map((animation) => animation.finished));
    })
    .catch(() => undefined); // a page that closed or navigated meanwhile fails the scan itself
  // The wait runs on the test's clock, not the page's: a journey may have paused the page's timers.
  await Promise.race([finished, new Promise((elapsed) => setTimeout(elapsed, SETTLE_MS))]);
};

/** Runs in the page: a cheap fingerprint of the markup and viewport, and where the page is. */
const describePage = () => {
  const markup = document.documentElement.outerHTML;
  // Two 32-bit FNV-1a hashes with different seeds and the length: a collision would take all three.
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let index = 0; index < markup.length; index += 1) {
    const code = markup.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x811c9dc5);
  }
  const viewport = `${innerWidth}x${innerHeight}`;
  return { key: `${viewport}:${markup.length}:${first >>> 0}:${second >>> 0}`, url: location.href, viewport };
};
