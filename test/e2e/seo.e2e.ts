import type { Page } from '@playwright/test';
import { waitForAppTakeover } from './support/app-takeover';
import { expect, test } from './support/shop-test';

/** What <head> holds once the app runs: each tag the server wrote and the app renders must be there once. */
const headCounts = (page: Page) =>
  page.evaluate(() => {
    const count = (selector: string) => document.head.querySelectorAll(selector).length;
    return {
      title: count('title'),
      description: count('meta[name="description"]'),
      canonical: count('link[rel="canonical"]'),
      alternates: count('link[rel="alternate"][hreflang]'),
      ogTitle: count('meta[property="og:title"]'),
      ogUrl: count('meta[property="og:url"]'),
      serverAppTags: count('[data-server-head="app"]'),
      ogImage: count('meta[property="og:image"]'),
      jsonLd: count('script[type="application/ld+json"]'),
    };
  });

const attribute = (page: Page, selector: string, name: string) => page.locator(`head ${selector}`).getAttribute(name);

test.describe('the head after the app takes over from the server', () => {
  test('/en/ has one title, description and canonical, the same texts the server sent, and no console errors', async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    // The HTML as sent, as a crawler reads it.
    const sent = await (await request.get('/en/')).text();
    expect(sent).toContain('<html lang="en">');
    const sentDescription = /<meta name="description" content="([^"]+)"/.exec(sent)?.[1];
    expect(sentDescription).toMatch(
      /^Order burgers, rolls and sets delivered in Lviv\. Daily \d\d:\d\d - \d\d:\d\d\.$/,
    );

    expect((await page.goto('/en/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burgers and sushi delivered in Lviv');
    await expect(page).toHaveTitle('Burger and sushi delivery in Lviv — Burger & Sushi');
    await waitForAppTakeover(page);
    // The app's description ends with the hours once it knows the schedule: then it says what the server said.
    await expect.poll(() => attribute(page, 'meta[name="description"]', 'content')).toBe(sentDescription);
    expect(await headCounts(page)).toEqual({
      title: 1,
      description: 1,
      canonical: 1,
      alternates: 4,
      ogTitle: 1,
      ogUrl: 1,
      serverAppTags: 0,
      ogImage: 1,
      jsonLd: 1,
    });
    expect(await attribute(page, 'link[rel="canonical"]', 'href')).toMatch(/^http:\/\/[^/]+\/en\/$/);

    // Another page inside the app: the first page's picture and structured data go, the rest follows the page.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Delivery' }).click();
    await expect(page).toHaveURL(/\/en\/delivery\/$/);
    await expect(page).toHaveTitle('Delivery and payment in Lviv — Burger & Sushi');
    expect(await headCounts(page)).toEqual({
      title: 1,
      description: 1,
      canonical: 1,
      alternates: 4,
      ogTitle: 1,
      ogUrl: 1,
      serverAppTags: 0,
      ogImage: 0,
      jsonLd: 0,
    });
    expect(problems).toEqual([]);
  });

  test('a 404 page keeps one title and one noindex after the app runs', async ({ page }) => {
    expect((await page.goto('/en/no-such-page/'))?.status()).toBe(404);
    await waitForAppTakeover(page);
    await expect(page).toHaveTitle('Page not found — Burger & Sushi');
    const counts = await page.evaluate(() => ({
      title: document.head.querySelectorAll('title').length,
      robots: document.head.querySelectorAll('meta[name="robots"]').length,
    }));
    expect(counts).toEqual({ title: 1, robots: 1 });
  });
});
