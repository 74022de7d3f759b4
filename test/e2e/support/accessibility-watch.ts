import type { BrowserContext, Page } from '@playwright/test';
import { scanPage, type PageScan } from './axe-scan';
import { msSinceLastChange, reportOpenDialogs } from './open-dialogs';

/** A page is scanned on the way once it has been this long without another navigation or dialog change... */
const QUIET_MS = 500;

/**
 * ...and its markup has been still this long: axe holds the page's main thread for up to a second
 * or two, and a journey clicking meanwhile would wait. A page that never stills within
 * GIVE_UP_MS is left to the scan at the end.
 */
const STILL_MS = 1_000;
const GIVE_UP_MS = 15_000;

/**
 * What was already scanned on the way in this worker: address, viewport and open dialogs. A scan
 * costs half a second to a second on the menu page and most journeys pass the same few pages, so
 * each such state is scanned once on the way; every page's last state is scanned in every test.
 */
const statesScannedOnTheWay = new Set<string>();

/**
 * Scans every page of the browser contexts it watches: on the way (once the page is quiet after a
 * navigation or after a dialog opened or closed), before a page or context is closed, and at the
 * end of the test. Scans on the way run beside the journey and give up silently if the page moves
 * on; the scans before closing and at the end are the ones that must succeed.
 */
export class AccessibilityWatch {
  private readonly scans: PageScan[] = [];
  private readonly errors: string[] = [];
  private readonly contexts = new Set<BrowserContext>();
  private readonly pages = new Set<Page>();
  private readonly dialogs = new Map<Page, string>();
  private readonly queues = new Map<Page, Promise<void>>();
  private readonly timers = new Map<Page, ReturnType<typeof setTimeout>>();
  /** Pages about to close or at the end of the test: a scan on the way stops waiting for them. */
  private readonly ending = new Set<Page>();
  private stopped = false;

  async watchContext(context: BrowserContext): Promise<void> {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    context.pages().forEach((page) => this.watchPage(page));
    context.on('page', (page) => this.watchPage(page));
    await reportOpenDialogs(context, (page, dialogs) => {
      this.dialogs.set(page, dialogs);
      this.scanWhenQuiet(page);
    });
    const close = context.close.bind(context);
    context.close = async (...args: Parameters<BrowserContext['close']>) => {
      await Promise.all(context.pages().map((page) => this.scanNow(page)));
      return close(...args);
    };
  }

  /** What the scans so far saw. */
  scanned(): readonly PageScan[] {
    return this.scans;
  }

  /** Scans every open page a last time and stops watching; what all scans saw and which failed. */
  async finish(): Promise<{ scans: readonly PageScan[]; errors: readonly string[] }> {
    const open = [...this.contexts].flatMap((context) => context.pages());
    await Promise.all(open.map((page) => this.scanNow(page)));
    this.stop();
    return { scans: this.scans, errors: this.errors };
  }

  /** Stops watching without a last scan (the test failed already); waits for scans under way. */
  async abandon(): Promise<void> {
    this.stop();
    await Promise.all(this.queues.values());
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.scanWhenQuiet(page);
    });
    page.on('close', () => this.cancelQuietScan(page));
    const close = page.close.bind(page);
    page.close = async (...args: Parameters<Page['close']>) => {
      await this.scanNow(page);
      return close(...args);
    };
  }

  private stateOf(page: Page): string {
    const { origin, pathname } = new URL(page.url());
    const viewport = page.viewportSize();
    return `${origin}${pathname} ${viewport?.width}x${viewport?.height} [${this.dialogs.get(page) ?? ''}]`;
  }

  private scanWhenQuiet(page: Page): void {
    this.cancelQuietScan(page);
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(page);
      void this.enqueue(page, false);
    }, QUIET_MS);
    this.timers.set(page, timer);
  }

  private cancelQuietScan(page: Page): void {
    clearTimeout(this.timers.get(page));
    this.timers.delete(page);
  }

  /** A scan that must succeed: it never throws (a journey's own failure must stay its message), it records. */
  private scanNow(page: Page): Promise<void> {
    this.cancelQuietScan(page);
    this.ending.add(page);
    return this.enqueue(page, true);
  }

  /** Scans of one page run one after another, never two at once. */
  private enqueue(page: Page, mustSucceed: boolean): Promise<void> {
    const next = (this.queues.get(page) ?? Promise.resolve()).then(() =>
      mustSucceed ? this.scanLast(page) : this.scanOnTheWay(page),
    );
    this.queues.set(page, next);
    return next;
  }

  private async scanOnTheWay(page: Page): Promise<void> {
    if (!this.isScannable(page)) return;
    const state = this.stateOf(page);
    if (statesScannedOnTheWay.has(state)) return;
    try {
      if (!(await this.waitUntilStill(page)) || this.stateOf(page) !== state) return;
      this.scans.push(await scanPage(page));
      statesScannedOnTheWay.add(state);
    } catch {
      // The journey moved on (navigated or closed the page) mid-scan: its next state gets a scan.
    }
  }

  /** False when the page kept changing, closed or the test ended first. */
  private async waitUntilStill(page: Page): Promise<boolean> {
    const started = Date.now();
    while (Date.now() - started < GIVE_UP_MS) {
      if (!this.isScannable(page) || this.ending.has(page)) return false;
      const still = await msSinceLastChange(page);
      if (still >= STILL_MS) return true;
      await new Promise((wait) => setTimeout(wait, STILL_MS - still));
    }
    return false;
  }

  private async scanLast(page: Page): Promise<void> {
    if (!this.isScannable(page)) return;
    try {
      this.scans.push(await scanPage(page));
    } catch (error) {
      if (page.isClosed()) return;
      // The journey may have left the page mid-navigation: one more try once it has loaded.
      try {
        await page.waitForLoadState('load');
        this.scans.push(await scanPage(page));
      } catch {
        this.errors.push(`could not scan ${page.url()}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** A page the journey never sent anywhere (about:blank) holds nothing of the shop's. */
  private isScannable(page: Page): boolean {
    return !this.stopped && !page.isClosed() && /^https?:/.test(page.url());
  }

  private stop(): void {
    this.stopped = true;
    [...this.timers.keys()].forEach((page) => this.cancelQuietScan(page));
  }
}
