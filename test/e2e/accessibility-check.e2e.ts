import { expect, test, type BrowserContext } from '@playwright/test';
import { AccessibilityWatch } from './support/accessibility-watch';
import { describeFindings, isBlocking } from './support/axe-report';

/*
 * The accessibility check every journey runs (support/shop-test.ts), tried on pages made to fail
 * it. Plain Playwright `test` here: the journeys' fixture would fail these tests for the very
 * violations they plant. The pages are served by a route, at an address of their own.
 */

const ORIGIN = 'http://a11y-check.test';

const PAGES: Record<string, string> = {
  // A nameless icon button (critical) and pale grey text on white (serious); a skipped heading level is only best practice.
  '/broken/': `<main><h1>Broken</h1><button><svg width="10" height="10"></svg></button><p style="color:#bbb;background:#fff">Faint text</p></main>`,
  '/clean/': `<main><h1>Clean</h1><button>Order</button><p style="color:#222;background:#fff">Readable</p></main>`,
  // A popup that opens without a navigation and holds the only violation.
  '/popup/': `<main><h1>Popup</h1><button id="open">Open</button></main>
    <script>
      document.getElementById('open').addEventListener('click', () => {
        document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Broken popup"><button id="x"><svg width="9" height="9"></svg></button></div>');
      });
      addEventListener('keydown', (event) => { if (event.key === 'Escape') document.querySelector('[role=dialog]')?.remove(); });
    </script>`,
};

const serve = async (context: BrowserContext) => {
  await context.route(`${ORIGIN}/**`, (route) => {
    // '/popup/17/' is '/popup/': a fresh address per run, since a worker scans a state on the way only once.
    const body = PAGES[`/${new URL(route.request().url()).pathname.split('/')[1]}/`];
    return body === undefined
      ? route.fulfill({ status: 404, body: 'none' })
      : route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`,
        });
  });
};

test.describe('the accessibility check', () => {
  test('fails on serious and critical violations, naming the rule, its help, the elements and the address', async ({
    context,
    page,
  }) => {
    await serve(context);
    const watch = new AccessibilityWatch();
    await watch.watchContext(context);
    await page.goto(`${ORIGIN}/broken/`);
    const { scans, errors } = await watch.finish();

    expect(errors).toEqual([]);
    const blocking = describeFindings(scans, isBlocking);
    expect(blocking).toHaveLength(2);
    const [buttonName, contrast] = [
      blocking.find((line) => line.includes('button-name')),
      blocking.find((line) => line.includes('color-contrast')),
    ];
    expect(buttonName).toContain('[critical] button-name: Buttons must have discernible text');
    expect(buttonName).toContain(`at ${ORIGIN}/broken/ (1280x720)`);
    expect(buttonName).toContain('elements: button');
    expect(contrast).toContain('[serious] color-contrast');
    // The why line carries axe's measurement, so the fix can be chosen without opening a browser.
    expect(contrast).toMatch(/why: .*contrast of [\d.]+ \(foreground color: #bbbbbb, background color: #ffffff/);
  });

  test('passes a page without violations', async ({ context, page }) => {
    await serve(context);
    const watch = new AccessibilityWatch();
    await watch.watchContext(context);
    await page.goto(`${ORIGIN}/clean/`);
    const { scans, errors } = await watch.finish();
    expect(errors).toEqual([]);
    expect(scans.length).toBeGreaterThan(0);
    expect(describeFindings(scans, () => true)).toEqual([]);
  });

  test('scans a context the journey closes itself, before it closes', async ({ browser }) => {
    const watch = new AccessibilityWatch();
    const other = await browser.newContext();
    await serve(other);
    await watch.watchContext(other);
    const shop = await other.newPage();
    await shop.goto(`${ORIGIN}/broken/`);
    await other.close();
    const { scans } = await watch.finish();
    expect(describeFindings(scans, isBlocking).join('\n')).toContain('button-name');
  });

  test('scans a popup that opened and closed on the way, without a navigation', async ({ context, page }) => {
    await serve(context);
    const watch = new AccessibilityWatch();
    await watch.watchContext(context);
    await page.goto(`${ORIGIN}/popup/${Date.now()}/`);
    // The scan after the navigation comes first and finds nothing: the popup is not open yet.
    await expect.poll(() => watch.scanned().length, { timeout: 10_000 }).toBe(1);
    expect(describeFindings(watch.scanned(), () => true)).toEqual([]);
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('dialog', { name: 'Broken popup' })).toBeVisible();
    await expect
      .poll(() => describeFindings(watch.scanned(), isBlocking).join('\n'), { timeout: 10_000 })
      .toContain('button-name');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The popup is gone by the end; the scan on the way still caught it.
    const { scans } = await watch.finish();
    expect(describeFindings(scans, isBlocking).join('\n')).toContain('#x');
  });
});
