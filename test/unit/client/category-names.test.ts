import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAKE_CATEGORY_NAMES } from '../../../src/client/adapters/demo/fake-menu-data';
import { CATEGORY_SLUGS } from '../../../src/domain/cart/category';
import { LOCALES } from '../../../src/domain/shared/locale';
import { categories } from '../../../src/server/adapters/database/seed/categories.seed';

const shellNames = (locale: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(new URL(`../../../locales/${locale}/common.json`, import.meta.url), 'utf8')) as {
      categories: Record<string, string>;
    }
  ).categories;

/*
 * The side navigation and the menu headings show the shell's own names until the menu arrives and
 * the shop's names after: when the two differ, one category has two names depending on the page
 * and the moment. They must be the same words.
 */
describe('category names', () => {
  it.each(LOCALES)("are the same in the shell (%s), the demo fakes and the shop's seed", (locale) => {
    const shell = shellNames(locale);
    for (const slug of CATEGORY_SLUGS) {
      const seeded = categories.find((category) => category.slug === slug)?.translation[locale];
      expect(shell[slug], slug).toBe(seeded);
      expect(FAKE_CATEGORY_NAMES[slug][locale], slug).toBe(seeded);
    }
  });
});
