import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CITY_SLUGS } from '../../../../src/domain/city/city';
import { ADMIN_SECTIONS, buildAdminPath } from '../../../../src/domain/routing/admin-path';
import { PAGE_NAMES } from '../../../../src/domain/routing/page-name';
import { buildShopPath } from '../../../../src/domain/routing/shop-route';
import { LOCALES } from '../../../../src/domain/shared/locale';
import { appRoutes } from '../../../../src/client/ui/routing/app-routes';

const leafPathOf = (url: string): string | undefined => matchRoutes(appRoutes(), url)?.at(-1)?.route.path;

describe('the route table', () => {
  it('has a route for every public page in every language and city variant', () => {
    for (const locale of LOCALES) {
      for (const city of [null, ...CITY_SLUGS]) {
        for (const page of PAGE_NAMES) {
          const path = buildShopPath({ locale, city, page });
          expect(leafPathOf(path), path).toBe(path);
        }
      }
    }
  });

  it('has the order status page, with its code, in every language and city variant', () => {
    for (const locale of LOCALES) {
      for (const city of [null, ...CITY_SLUGS]) {
        const url = buildShopPath({ locale, city, page: 'order', orderCode: 'AB23CD45EF' });
        expect(leafPathOf(url), url).toBe(buildShopPath({ locale, city, page: 'order', orderCode: ':code' }));
      }
    }
    expect(leafPathOf('/order/'), '/order/').toBe('*');
    expect(leafPathOf('/order/AB23/extra/'), '/order/AB23/extra/').toBe('*');
  });

  it('has a route for every admin page in every language', () => {
    for (const locale of LOCALES) {
      for (const section of ADMIN_SECTIONS) {
        const path = buildAdminPath(section, locale);
        expect(leafPathOf(path), path).toBe(path);
      }
    }
  });

  it('sends anything else, in any case, to the 404 catch-all', () => {
    for (const url of ['/nope/', '/About/', '/KYIV/', '/en/odesa/', '/uk/']) {
      expect(leafPathOf(url), url).toBe('*');
    }
  });
});
