import { existsSync } from 'node:fs';
import { chromium, type Request } from '@playwright/test';
import { startBenchShop } from './bench-shop.process';

/*
 * `npm run bench:first-load`: what a first visit of each menu page downloads, as a browser gets it
 * (compressed, as sent), split into scripts, styles and the rest, in a real Chromium against the
 * real shop (run `npm run build` first). The budget for a menu page's scripts is 170 KB.
 */

const PAGES = ['/en/', '/en/sushi/', '/', '/kyiv/'] as const;
const SCRIPT_BUDGET_KB = 170;
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

type Kind = 'script' | 'style' | 'other';
const kindOf = (request: Request): Kind => {
  const type = request.resourceType();
  return type === 'script' ? 'script' : type === 'stylesheet' ? 'style' : 'other';
};

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const main = async (): Promise<void> => {
  const shop = await startBenchShop();
  const browser = await chromium.launch(
    existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
  );
  try {
    console.log('page          scripts KB  styles KB  other KB  (as sent; scripts budget 170 KB)');
    for (const path of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const totals: Record<Kind, number> = { script: 0, style: 0, other: 0 };
      const scripts: string[] = [];
      page.on('requestfinished', (request) => {
        void request.sizes().then((sizes) => {
          totals[kindOf(request)] += sizes.responseBodySize;
          if (kindOf(request) === 'script')
            scripts.push(`${new URL(request.url()).pathname} ${kb(sizes.responseBodySize)}`);
        });
      });
      await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'networkidle' });
      // The app's scripts start after the first paint and its texts after its entry: on a loaded
      // machine the network fell idle before they were asked for, and a page counted no scripts.
      // The count ends once the app has taken over the page and the network is idle again.
      await page.waitForFunction(
        () => (window as { __earlyClicks?: { done?: boolean } }).__earlyClicks?.done === true,
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const verdict = totals.script / 1024 <= SCRIPT_BUDGET_KB ? 'met' : 'MISSED';
      console.log(
        `${path.padEnd(12)} ${kb(totals.script).padStart(10)} ${kb(totals.style).padStart(10)} ${kb(totals.other).padStart(9)}  ${verdict}`,
      );
      if (process.env.BENCH_VERBOSE) for (const line of scripts) console.log(`    ${line}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
};

await main();
